// The foot of a list read in pages (lib/use-paged-query.ts): the sentinel that asks for the next page
// as it nears the screen (lib/use-infinite-scroll.ts), a spinner while that page loads, and the end
// line once every item is shown.
import { useInfiniteScroll } from '../lib/use-infinite-scroll.ts';
import { Loader } from './loader.tsx';

interface Pages {
  items: readonly unknown[];
  hasMore: boolean;
  isSuccess: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

export function PageEnd({ pages, loading, end }: { pages: Pages; loading?: string; end?: string }) {
  const { hasMore, isFetchingNextPage, fetchNextPage } = pages;
  const sentinel = useInfiniteScroll({ hasMore, loading: isFetchingNextPage, onLoadMore: fetchNextPage });
  return (
    <>
      <div ref={sentinel} data-testid="scroll-sentinel" aria-hidden="true" />
      {isFetchingNextPage && <Loader inline label={loading} />}
      {end && pages.isSuccess && !hasMore && pages.items.length > 0 && <p className="muted list-end">{end}</p>}
    </>
  );
}
