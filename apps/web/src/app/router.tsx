// The route table of docs/product.md "Screens" (and the office's tools beyond it). Every screen but home and the
// error screens is a lazy chunk, shown with a loader while it loads (layout.tsx).
//
// Declarative routes (useRoutes) rather than the data router: it is about 16 KB gzipped lighter,
// which the first-load budget of 100 KB needs (docs/decisions.md); no screen uses loaders/actions.
// The same table renders on the server (entry-server.tsx) and in the browser (entry-client.tsx).
import { use, useMemo, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { useRenderCollector } from '../lib/boot.tsx';
import { ErrorStateScreen, NotFoundScreen } from '../features/errors/error-screen.tsx';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { RequireAccount, RequireAdmin, RequireUser } from './guards.tsx';
import { Layout } from './layout.tsx';

interface ScreenModule {
  /** The screen's source file (the server names its chunk in the page). */
  module: string;
  load: () => Promise<unknown>;
}

/** How each lazy screen loads, so the chunks a URL needs can start loading together. */
const screens = new Map<unknown, ScreenModule>();

/**
 * A screen in a chunk of its own. Unlike React.lazy, a screen whose chunk has been loaded renders
 * at once: the browser loads the page's screens before hydrating (entry-client.tsx) and the server
 * loads them all when it starts, so neither ever renders a loader where the HTML has the screen.
 */
function lazyScreen(module: string, load: () => Promise<{ default: ComponentType }>) {
  let Loaded: ComponentType | null = null;
  let loading: Promise<unknown> | null = null;
  // A chunk that failed stays failed until the page is reloaded (the 501 screen's button): the
  // browser would not fetch it again anyway.
  const preload = () =>
    (loading ??= load().then((m) => {
      Loaded = m.default;
    }));
  function Screen() {
    useRenderCollector()?.modules.add(module);
    if (!Loaded) use(preload());
    return Loaded ? <Loaded /> : null;
  }
  screens.set(Screen, { module, load: preload });
  return Screen;
}

const QueryBoundary = lazyScreen('src/app/query-boundary.tsx', () => import('./query-boundary.tsx'));
const WardScreen = lazyScreen('src/features/wards/ward-screen.tsx', () =>
  import('../features/wards/ward-screen.tsx').then((m) => ({ default: m.WardScreen })),
);
const AdminWardScreen = lazyScreen('src/features/wards/ward-screen.tsx', () =>
  import('../features/wards/ward-screen.tsx').then((m) => ({ default: m.AdminWardScreen })),
);
const NewHouseScreen = lazyScreen('src/features/houses/new-house-screen.tsx', () =>
  import('../features/houses/new-house-screen.tsx').then((m) => ({ default: m.NewHouseScreen })),
);
const AddHouseScreen = lazyScreen('src/features/houses/add-house-screen.tsx', () =>
  import('../features/houses/add-house-screen.tsx').then((m) => ({ default: m.AddHouseScreen })),
);
const SwitchWardScreen = lazyScreen('src/features/houses/switch-ward-screen.tsx', () =>
  import('../features/houses/switch-ward-screen.tsx').then((m) => ({ default: m.SwitchWardScreen })),
);
const LoginScreen = lazyScreen('src/features/auth/login-screen.tsx', () =>
  import('../features/auth/login-screen.tsx').then((m) => ({ default: m.LoginScreen })),
);
const PrivacyScreen = lazyScreen('src/features/privacy/privacy-screen.tsx', () =>
  import('../features/privacy/privacy-screen.tsx').then((m) => ({ default: m.PrivacyScreen })),
);
const PrivacyAdminScreens = lazyScreen('src/features/privacy/admin-screens.tsx', () =>
  import('../features/privacy/admin-screens.tsx').then((m) => ({ default: m.PrivacyAdminScreens })),
);
const AddressScreen = lazyScreen('src/features/address/address-screen.tsx', () =>
  import('../features/address/address-screen.tsx').then((m) => ({ default: m.AddressScreen })),
);
const SearchScreen = lazyScreen('src/features/search/search-screen.tsx', () =>
  import('../features/search/search-screen.tsx').then((m) => ({ default: m.SearchScreen })),
);
const ContactsScreen = lazyScreen('src/features/contacts/contacts-screen.tsx', () =>
  import('../features/contacts/contacts-screen.tsx').then((m) => ({ default: m.ContactsScreen })),
);
const CatechismScreen = lazyScreen('src/features/catechism/catechism-screen.tsx', () =>
  import('../features/catechism/catechism-screen.tsx').then((m) => ({ default: m.CatechismScreen })),
);
const GradeScreen = lazyScreen('src/features/catechism/grade-screen.tsx', () =>
  import('../features/catechism/grade-screen.tsx').then((m) => ({ default: m.GradeScreen })),
);
const AddStudentScreen = lazyScreen('src/features/catechism/add-student-screen.tsx', () =>
  import('../features/catechism/add-student-screen.tsx').then((m) => ({ default: m.AddStudentScreen })),
);
const GalleryScreen = lazyScreen('src/features/gallery/gallery-screen.tsx', () =>
  import('../features/gallery/gallery-screen.tsx').then((m) => ({ default: m.GalleryScreen })),
);
const GalleryEventScreen = lazyScreen('src/features/gallery/event-screen.tsx', () =>
  import('../features/gallery/event-screen.tsx').then((m) => ({ default: m.GalleryEventScreen })),
);
const AddToGalleryScreen = lazyScreen('src/features/gallery/add-to-gallery-screen.tsx', () =>
  import('../features/gallery/add-to-gallery-screen.tsx').then((m) => ({ default: m.AddToGalleryScreen })),
);
const HistoryScreen = lazyScreen('src/features/history/history-screen.tsx', () =>
  import('../features/history/history-screen.tsx').then((m) => ({ default: m.HistoryScreen })),
);
const EditHistoryScreen = lazyScreen('src/features/history/edit-history-screen.tsx', () =>
  import('../features/history/edit-history-screen.tsx').then((m) => ({ default: m.EditHistoryScreen })),
);
const FaqScreen = lazyScreen('src/features/faq/faq-screen.tsx', () =>
  import('../features/faq/faq-screen.tsx').then((m) => ({ default: m.FaqScreen })),
);
const AddFaqScreen = lazyScreen('src/features/faq/add-faq-screen.tsx', () =>
  import('../features/faq/add-faq-screen.tsx').then((m) => ({ default: m.AddFaqScreen })),
);
const DepartedScreen = lazyScreen('src/features/departed/departed-screen.tsx', () =>
  import('../features/departed/departed-screen.tsx').then((m) => ({ default: m.DepartedScreen })),
);
const AddDepartedScreen = lazyScreen('src/features/departed/add-departed-screen.tsx', () =>
  import('../features/departed/add-departed-screen.tsx').then((m) => ({ default: m.AddDepartedScreen })),
);
const AdminAdsScreen = lazyScreen('src/features/ads/admin-ads-screen.tsx', () =>
  import('../features/ads/admin-ads-screen.tsx').then((m) => ({ default: m.AdminAdsScreen })),
);
const AddContactScreen = lazyScreen('src/features/contacts/add-contact-screen.tsx', () =>
  import('../features/contacts/add-contact-screen.tsx').then((m) => ({ default: m.AddContactScreen })),
);
const NewsItemScreen = lazyScreen('src/features/news/news-item-screen.tsx', () =>
  import('../features/news/news-item-screen.tsx').then((m) => ({ default: m.NewsItemScreen })),
);
const NewsScreen = lazyScreen('src/features/news/news-screen.tsx', () =>
  import('../features/news/news-screen.tsx').then((m) => ({ default: m.NewsScreen })),
);
const AddNewsScreen = lazyScreen('src/features/news/add-news-screen.tsx', () =>
  import('../features/news/add-news-screen.tsx').then((m) => ({ default: m.AddNewsScreen })),
);
const BoardScreen = lazyScreen('src/features/board/board-screen.tsx', () =>
  import('../features/board/board-screen.tsx').then((m) => ({ default: m.BoardScreen })),
);
const ExVicarsScreen = lazyScreen('src/features/board/ex-vicars-screen.tsx', () =>
  import('../features/board/ex-vicars-screen.tsx').then((m) => ({ default: m.ExVicarsScreen })),
);
const ConventScreen = lazyScreen('src/features/board/convent-screen.tsx', () =>
  import('../features/board/convent-screen.tsx').then((m) => ({ default: m.ConventScreen })),
);
const SamarpitharScreen = lazyScreen('src/features/board/samarpithar-screen.tsx', () =>
  import('../features/board/samarpithar-screen.tsx').then((m) => ({ default: m.SamarpitharScreen })),
);
const AddBoardScreen = lazyScreen('src/features/board/add-board-screen.tsx', () =>
  import('../features/board/add-board-screen.tsx').then((m) => ({ default: m.AddBoardScreen })),
);
const RegisterScreen = lazyScreen('src/features/auth/register-screen.tsx', () =>
  import('../features/auth/register-screen.tsx').then((m) => ({ default: m.RegisterScreen })),
);
const ChangePasswordScreen = lazyScreen('src/features/auth/change-password-screen.tsx', () =>
  import('../features/auth/change-password-screen.tsx').then((m) => ({ default: m.ChangePasswordScreen })),
);
const SandeshamItemScreen = lazyScreen('src/features/sandesham/sandesham-item-screen.tsx', () =>
  import('../features/sandesham/sandesham-item-screen.tsx').then((m) => ({ default: m.SandeshamItemScreen })),
);
const SandeshamScreen = lazyScreen('src/features/sandesham/sandesham-screen.tsx', () =>
  import('../features/sandesham/sandesham-screen.tsx').then((m) => ({ default: m.SandeshamScreen })),
);
const AddSandeshamScreen = lazyScreen('src/features/sandesham/add-sandesham-screen.tsx', () =>
  import('../features/sandesham/add-sandesham-screen.tsx').then((m) => ({ default: m.AddSandeshamScreen })),
);
const StatsScreen = lazyScreen('src/features/office/stats-screen.tsx', () =>
  import('../features/office/stats-screen.tsx').then((m) => ({ default: m.StatsScreen })),
);
const AuditScreen = lazyScreen('src/features/office/audit-screen.tsx', () =>
  import('../features/office/audit-screen.tsx').then((m) => ({ default: m.AuditScreen })),
);
const DirectoryScreen = lazyScreen('src/features/office/directory-screen.tsx', () =>
  import('../features/office/directory-screen.tsx').then((m) => ({ default: m.DirectoryScreen })),
);
const PrintScreen = lazyScreen('src/features/office/print-screen.tsx', () =>
  import('../features/office/print-screen.tsx').then((m) => ({ default: m.PrintScreen })),
);
const MyFamilyScreen = lazyScreen('src/features/family/my-family-screen.tsx', () =>
  import('../features/family/my-family-screen.tsx').then((m) => ({ default: m.MyFamilyScreen })),
);
const JoinScreen = lazyScreen('src/features/requests/join-screen.tsx', () =>
  import('../features/requests/join-screen.tsx').then((m) => ({ default: m.JoinScreen })),
);
const RequestsQueueScreen = lazyScreen('src/features/requests/queue-screen.tsx', () =>
  import('../features/requests/queue-screen.tsx').then((m) => ({ default: m.RequestsQueueScreen })),
);
const JoinLinkScreen = lazyScreen('src/features/invitations/join-screen.tsx', () =>
  import('../features/invitations/join-screen.tsx').then((m) => ({ default: m.JoinScreen })),
);
const SettingsScreen = lazyScreen('src/features/settings/settings-screen.tsx', () =>
  import('../features/settings/settings-screen.tsx').then((m) => ({ default: m.SettingsScreen })),
);

/** Screens that read the API sit under the query client (loaded with the first of them). */
const queryScreens: RouteObject[] = [
  // ---- public ----
  { path: '/wards/:ward', element: <WardScreen /> },
  { path: '/login', element: <LoginScreen /> },
  { path: '/privacy', element: <PrivacyScreen /> },
  // A family new to the parish asks to be listed (docs/product.md "Joining /join").
  { path: '/join', element: <JoinScreen /> },
  { path: '/address', element: <AddressScreen /> },
  { path: '/search', element: <SearchScreen /> },
  { path: '/contacts', element: <ContactsScreen /> },
  { path: '/catehism', element: <CatechismScreen /> },
  { path: '/catehism/:id', element: <GradeScreen /> },
  { path: '/board', element: <BoardScreen /> },
  { path: '/news', element: <NewsScreen /> },
  // An address for every item people pass on (docs/decisions.md "An address for every item").
  { path: '/news/:id', element: <NewsItemScreen /> },
  { path: '/history', element: <HistoryScreen /> },
  { path: '/samarpithar', element: <SamarpitharScreen /> },
  { path: '/gallery', element: <GalleryScreen /> },
  { path: '/gallery/:id', element: <GalleryEventScreen /> },
  { path: '/faq/:id?', element: <FaqScreen /> },
  { path: '/ex-vicars', element: <ExVicarsScreen /> },
  { path: '/sandeshangal', element: <SandeshamScreen /> },
  { path: '/sandeshangal/:id', element: <SandeshamItemScreen /> },
  { path: '/convent', element: <ConventScreen /> },
  { path: '/departed', element: <DepartedScreen /> },
  // A family account's own page (docs/product.md "My family /my-family"): the screen is its own
  // guard (a visitor → /login, any other account → not found), so the first load carries none.
  { path: '/my-family', element: <MyFamilyScreen /> },
  // A family's join link (docs/product.md "Join link /join/{token}"; beyond the spec's screens).
  { path: '/join/:token', element: <JoinLinkScreen /> },
  // ---- any account, a family's too ----
  {
    element: <RequireAccount />,
    children: [
      // Everyone changes their own password (not in the spec's route list; docs/decisions.md
      // "Accounts and passwords").
      { path: '/change-password', element: <ChangePasswordScreen /> },
    ],
  },
  // ---- data entry (docs/product.md "Screens": no user → /login; a family account → /my-family) ----
  {
    element: <RequireUser />,
    children: [
      { path: '/add-house', element: <AddHouseScreen /> },
      { path: '/new-house', element: <NewHouseScreen /> },
      { path: '/switch-ward', element: <SwitchWardScreen /> },
      { path: '/add-student', element: <AddStudentScreen /> },
      { path: '/add-news', element: <AddNewsScreen /> },
      { path: '/add-departed', element: <AddDepartedScreen /> },
    ],
  },
  // ---- admin only (docs/product.md "Screens": a non-admin → /login) ----
  {
    element: <RequireAdmin />,
    children: [
      { path: '/admin/wards/:ward', element: <AdminWardScreen /> },
      { path: '/admin/add-contact', element: <AddContactScreen /> },
      { path: '/register', element: <RegisterScreen /> },
      { path: '/admin/add-board', element: <AddBoardScreen /> },
      { path: '/admin/add-to-gallery', element: <AddToGalleryScreen /> },
      { path: '/admin/add-sandeshangal', element: <AddSandeshamScreen /> },
      { path: '/admin/stats', element: <StatsScreen /> },
      // The office's tools beyond the spec (docs/decisions.md "The office's tools").
      { path: '/admin/audit', element: <AuditScreen /> },
      { path: '/admin/directory', element: <DirectoryScreen /> },
      { path: '/admin/print/:ward', element: <PrintScreen /> },
      { path: '/admin/add-faq', element: <AddFaqScreen /> },
      { path: '/admin/edit-history', element: <EditHistoryScreen /> },
      { path: '/admin/ads', element: <AdminAdsScreen /> },
      // The parish details, church photo and Mass and office times of the settings (beyond the spec).
      { path: '/admin/settings', element: <SettingsScreen /> },
      // The office's side of the DPDP Act (docs/product.md "Privacy requests", docs/product.md "Privacy notice").
      { path: '/admin/privacy/*', element: <PrivacyAdminScreens /> },
      // The family requests' queue (docs/product.md "Requests queue /admin/requests").
      { path: '/admin/requests', element: <RequestsQueueScreen /> },
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

function screensOf(pathname: string): ScreenModule[] {
  return (matchRoutes(routes, pathname) ?? []).flatMap((match) => {
    const screen = screens.get((match.route.element as ReactElement | undefined)?.type);
    return screen ? [screen] : [];
  });
}

/**
 * Loads every lazy chunk the URL needs at once: a screen sits inside the query boundary, and React
 * would otherwise ask for its chunk only after the boundary's chunk has arrived, one round trip
 * later on a phone's connection. The browser awaits it before hydrating a server-rendered page.
 */
export function loadScreensOf(pathname: string): Promise<unknown[]> {
  return Promise.all(screensOf(pathname).map((screen) => screen.load()));
}

/** Every screen's module, loaded once when the server starts, so no render waits for one. */
export function loadAllScreens(): Promise<unknown[]> {
  return Promise.all([...screens.values()].map((screen) => screen.load()));
}

function usePreloadScreens(pathname: string): void {
  useMemo(() => void loadScreensOf(pathname), [pathname]);
}

export function AppRoutes() {
  usePreloadScreens(useLocation().pathname);
  return useRoutes(routes);
}
