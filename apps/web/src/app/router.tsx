// The route table of spec §2.
import { createBrowserRouter } from 'react-router';
import { Layout } from './layout.tsx';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

export const router = createBrowserRouter([
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomeScreen /> },
      { path: '/wards/:ward', lazy: async () => ({ Component: (await import('../features/wards/ward-screen.tsx')).WardScreen }) },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
]);
