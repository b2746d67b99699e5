// A list read in pages of `{ items, total }` (page numbers from 1): TanStack's infinite query with
// the items flattened and `hasMore` derived from the total and the page size.
import { useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { pageCount } from '@parish/shared/plain/paging';

export interface Page<T> {
  items: T[];
  total: number;
  /** Pages that carry their own size (the ward page: a sixth of the ward). */
  pageSize?: number;
}

export interface PagedQueryOptions<T, P extends Page<T>> {
  queryKey: QueryKey;
  fetchPage: (page: number, signal: AbortSignal) => Promise<P>;
  /** Items per page (docs/product.md "Business constants": departed 12); else each page's own pageSize. */
  pageSize?: number;
  staleTime?: number;
  enabled?: boolean;
}

/** The next page number, or undefined when `total` items fit in the pages loaded. */
export function nextPageNumber(last: Page<unknown>, loadedPages: number, pageSize?: number): number | undefined {
  const size = pageSize ?? last.pageSize ?? last.items.length;
  if (size <= 0) return undefined;
  return pageCount(last.total, size) > loadedPages ? loadedPages + 1 : undefined;
}

export function usePagedQuery<T, P extends Page<T> = Page<T>>({
  queryKey,
  fetchPage,
  pageSize,
  staleTime,
  enabled,
}: PagedQueryOptions<T, P>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, all) => nextPageNumber(last, all.length, pageSize),
    staleTime,
    enabled,
  });
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  return { ...query, items, total: query.data?.pages[0]?.total, hasMore: query.hasNextPage };
}
