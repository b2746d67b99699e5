// The TanStack Query client. In the browser there is one, outside the first-load bundle: the route
// tree mounts it through app/query-boundary.tsx (a lazy route), and lazy shell parts (drawer) reuse
// it. It starts with the answers the server rendered the page with (lib/boot.tsx), so hydrating
// asks for none of them again. The server makes one per page it renders (entry-server.tsx).
import { hydrate, onlineManager, QueryClient, type Query } from '@tanstack/react-query';
import { ApiClientError } from './api.ts';
import { pageBootOnce } from './boot.tsx';
import { onNetworkBack } from './network-probe.ts';
import { reportNetworkFailure } from './use-online.ts';

/**
 * docs/product.md "API" and "Business constants": queries are fresh for 60 s by default; house,
 * board-by-title and gallery set 0.
 */
export const DEFAULT_STALE_MS = 60_000;

/**
 * A failed read is tried once more only when a second try can help: the network failed on the
 * way, or the server failed (5xx). A 4xx answer (401, 403, 404, 429…) is final, and a timeout is
 * not repeated either, so the slow-network screen comes after one REQUEST_TIMEOUT_MS.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !(error instanceof ApiClientError)) return false;
  return error.status === 'FETCH_ERROR' || (typeof error.status === 'number' && error.status >= 500);
}

export function createQueryClient({ server = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // On the server a read is made once, for this page; its failure is the page's (useLoadError):
      // the next render shows it as it is, not as a retry about to start.
      queries: server
        ? { staleTime: Infinity, retry: false, retryOnMount: false, refetchOnMount: false, refetchOnWindowFocus: false }
        : // offlineFirst: a read is tried even when the browser says it is offline (the service
          // worker may have it kept); only its second try waits for the network.
          {
            staleTime: DEFAULT_STALE_MS,
            retry: shouldRetryQuery,
            refetchOnWindowFocus: false,
            refetchOnMount: refetchUnlessJustRendered,
            networkMode: 'offlineFirst',
          },
    },
  });
}

/**
 * Queries whose answer came with the page. The screen that shows them does not read them again
 * when it mounts (even those of staleTime 0, docs/product.md "API"): the server read them a moment ago. Once that
 * screen has let go of them, they follow their staleTime like any other.
 */
const renderedWithPage = new Set<string>();

function refetchUnlessJustRendered(query: Query): boolean {
  return !renderedWithPage.has(query.queryHash);
}

export const queryClient = createQueryClient();

if (typeof document !== 'undefined') {
  const { queries } = pageBootOnce();
  if (queries) {
    hydrate(queryClient, queries);
    for (const query of queryClient.getQueryCache().getAll()) renderedWithPage.add(query.queryHash);
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'observerRemoved' && event.query.getObserversCount() === 0)
        renderedWithPage.delete(event.query.queryHash);
    });
  }
}

/**
 * docs/decisions.md "A signal that drops and comes back": a read that got no answer keeps the data
 * it had (the screen stays as it was); a read on screen with nothing to show needs the network,
 * and the offline screen covers the page until the server answers, when the reads are made again.
 */
function watchNetwork(client: QueryClient) {
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { query } = event;
    const failure = query.state.fetchFailureReason;
    if (!(failure instanceof ApiClientError) || failure.status !== 'FETCH_ERROR' || query.state.fetchFailureCount === 0)
      return;
    if (event.action.type !== 'failed' && event.action.type !== 'error') return;
    reportNetworkFailure({ nothingShown: query.state.data === undefined && query.getObserversCount() > 0 });
  });
  onNetworkBack(() => {
    // The browser's own online flag may still say offline: the server has just answered.
    onlineManager.setOnline(true);
    void client.refetchQueries({
      type: 'active',
      predicate: (query) => query.state.status === 'error' || query.state.fetchStatus === 'paused',
    });
  });
}

if (typeof document !== 'undefined') watchNetwork(queryClient);
