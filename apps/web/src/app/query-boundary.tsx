// A pathless route around every screen that reads the API: it mounts the query client, so that
// TanStack Query loads with the first such screen instead of with the first-load bundle.
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client.ts';

export default function QueryBoundary() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
