// A pathless route around every screen that reads the API: it mounts the query client, so that
// TanStack Query loads with the first such screen instead of with the first-load bundle. On the
// server, each page has a client of its own.
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useRenderCollector } from '../lib/boot.tsx';
import { queryClient } from '../lib/query-client.ts';
// Here, not in the first load: only these screens' reads (and the worker's shell) need it.
import './offline-screen.tsx';

export default function QueryBoundary() {
  const collector = useRenderCollector();
  return (
    <QueryClientProvider client={collector?.queryClient ?? queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
