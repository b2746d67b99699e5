// The route table of spec §2.
import { createBrowserRouter } from 'react-router';
import { Layout } from './layout.tsx';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';
import { RequireAdmin, RequireUser } from './guards.tsx';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomeScreen /> },
      { path: '/wards/:ward', lazy: async () => ({ Component: (await import('../features/wards/ward-screen.tsx')).WardScreen }) },
      {
        element: <RequireUser />,
        children: [
          { path: '/new-house', lazy: async () => ({ Component: (await import('../features/houses/new-house-screen.tsx')).NewHouseScreen }) },
          { path: '/add-house', lazy: async () => ({ Component: (await import('../features/houses/add-house-screen.tsx')).AddHouseScreen }) },
          { path: '/switch-ward', lazy: async () => ({ Component: (await import('../features/houses/switch-ward-screen.tsx')).SwitchWardScreen }) },
        ],
      },
      {
        element: <RequireAdmin />,
        children: [
          { path: '/admin/wards/:ward', lazy: async () => ({ Component: (await import('../features/wards/ward-screen.tsx')).AdminWardScreen }) },
        ],
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
