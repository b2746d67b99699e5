// The one TanStack Query client. It lives outside the first-load bundle: the route tree mounts it
// through app/query-boundary.tsx (a lazy route), and lazy shell parts (drawer) reuse the same client.
import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api.ts';

/** Spec §7, §9: queries are fresh for 60 s by default; house, board-by-title and gallery set 0. */
export const DEFAULT_STALE_MS = 60_000;

/**
 * Issue 8: a failed read is tried once more only when a second try can help: the network failed
 * on the way, or the server failed (5xx). A 4xx answer (401, 403, 404, 429…) is final, and a
 * timeout is not repeated either, so the slow-network screen comes after one REQUEST_TIMEOUT_MS.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !(error instanceof ApiClientError)) return false;
  return error.status === 'FETCH_ERROR' || (typeof error.status === 'number' && error.status >= 500);
}

export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: DEFAULT_STALE_MS, retry: shouldRetryQuery, refetchOnWindowFocus: false } },
});
