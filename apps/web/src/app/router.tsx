// The route table of spec §2. Every screen but home and the error screens is a lazy chunk, shown
// with a loader while it loads (layout.tsx). Screens still being built point at the "being
// prepared" screen; their engineers replace the lazy import of their own entries.
//
// Declarative routes (useRoutes) rather than the data router: it is about 16 KB gzipped lighter,
// which the first-load budget of 100 KB needs (docs/decisions.md); no screen uses loaders/actions.
import { lazy } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { ErrorStateScreen, NotFoundScreen } from '../features/errors/error-screen.tsx';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { RequireAdmin, RequireUser } from './guards.tsx';
import { Layout } from './layout.tsx';

const QueryBoundary = lazy(() => import('./query-boundary.tsx'));
const ComingSoonScreen = lazy(() => import('../features/errors/coming-soon-screen.tsx').then((m) => ({ default: m.ComingSoonScreen })));
const WardScreen = lazy(() => import('../features/wards/ward-screen.tsx').then((m) => ({ default: m.WardScreen })));
const AdminWardScreen = lazy(() => import('../features/wards/ward-screen.tsx').then((m) => ({ default: m.AdminWardScreen })));
const NewHouseScreen = lazy(() => import('../features/houses/new-house-screen.tsx').then((m) => ({ default: m.NewHouseScreen })));
const AddHouseScreen = lazy(() => import('../features/houses/add-house-screen.tsx').then((m) => ({ default: m.AddHouseScreen })));
const SwitchWardScreen = lazy(() => import('../features/houses/switch-ward-screen.tsx').then((m) => ({ default: m.SwitchWardScreen })));
const LoginScreen = lazy(() => import('../features/auth/login-screen.tsx').then((m) => ({ default: m.LoginScreen })));
const PrivacyScreen = lazy(() => import('../features/privacy/privacy-screen.tsx').then((m) => ({ default: m.PrivacyScreen })));
const AddressScreen = lazy(() => import('../features/address/address-screen.tsx').then((m) => ({ default: m.AddressScreen })));
const SearchScreen = lazy(() => import('../features/search/search-screen.tsx').then((m) => ({ default: m.SearchScreen })));
const ContactsScreen = lazy(() => import('../features/contacts/contacts-screen.tsx').then((m) => ({ default: m.ContactsScreen })));
const AddContactScreen = lazy(() => import('../features/contacts/add-contact-screen.tsx').then((m) => ({ default: m.AddContactScreen })));

const comingSoon = <ComingSoonScreen />;

/** Screens that read the API sit under the query client (loaded with the first of them). */
const queryScreens: RouteObject[] = [
  // ---- public ----
  { path: '/wards/:ward', element: <WardScreen /> },
  { path: '/login', element: <LoginScreen /> },
  { path: '/privacy', element: <PrivacyScreen /> },
  { path: '/address', element: <AddressScreen /> },
  { path: '/search', element: <SearchScreen /> },
  { path: '/contacts', element: <ContactsScreen /> },
  { path: '/catehism', element: comingSoon },
  { path: '/catehism/:id', element: comingSoon },
  { path: '/board', element: comingSoon },
  { path: '/news', element: comingSoon },
  { path: '/history', element: comingSoon },
  { path: '/samarpithar', element: comingSoon },
  { path: '/gallery', element: comingSoon },
  { path: '/gallery/:id', element: comingSoon },
  { path: '/faq', element: comingSoon },
  { path: '/ex-vicars', element: comingSoon },
  { path: '/sandeshangal', element: comingSoon },
  { path: '/convent', element: comingSoon },
  { path: '/departed', element: comingSoon },
  // ---- logged-in only (spec §2: no user → /login) ----
  {
    element: <RequireUser />,
    children: [
      { path: '/add-house', element: <AddHouseScreen /> },
      { path: '/new-house', element: <NewHouseScreen /> },
      { path: '/switch-ward', element: <SwitchWardScreen /> },
      { path: '/add-student', element: comingSoon },
      { path: '/add-news', element: comingSoon },
      { path: '/add-departed', element: comingSoon },
    ],
  },
  // ---- admin only (spec §2: a non-admin → /login) ----
  {
    element: <RequireAdmin />,
    children: [
      { path: '/admin/wards/:ward', element: <AdminWardScreen /> },
      { path: '/admin/add-contact', element: <AddContactScreen /> },
      { path: '/register', element: comingSoon },
      { path: '/admin/add-board', element: comingSoon },
      { path: '/admin/add-to-gallery', element: comingSoon },
      { path: '/admin/add-faq', element: comingSoon },
      { path: '/admin/add-sandeshangal', element: comingSoon },
      { path: '/admin/edit-history', element: comingSoon },
      { path: '/admin/stats', element: comingSoon },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomeScreen /> },
      { path: '/notFound', element: <ErrorStateScreen /> },
      { path: '/not-found', element: <NotFoundScreen /> },
      { element: <QueryBoundary />, children: queryScreens },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}
