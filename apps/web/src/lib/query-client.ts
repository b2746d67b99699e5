// The one TanStack Query client. It lives outside the first-load bundle: the route tree mounts it
// through app/query-boundary.tsx (a lazy route), and lazy shell parts (drawer) reuse the same client.
import { QueryClient } from '@tanstack/react-query';

/** Spec §7, §9: queries are fresh for 60 s by default; house, board-by-title and gallery set 0. */
export const DEFAULT_STALE_MS = 60_000;

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: DEFAULT_STALE_MS, retry: 1, refetchOnWindowFocus: false } },
});
