// A list read in pages of `{ items, total }` (or the spec's `[items, total]`) (page numbers from 1):
// TanStack's infinite query with the items flattened and `hasMore` derived from the total and the page size.
import { useMemo } from 'react';
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { pageCount } from '@parish/shared/plain/paging';

export type Page<T> =
  | {
      items: T[];
      total: number;
      /** Pages that carry their own size (the ward page: a sixth of the ward). */
      pageSize?: number;
    }
  /** A page the API answers as `[items, total]` (docs/product.md "Departed record"). */
  | [T[], number];

const itemsOf = <T>(p: Page<T>) => (Array.isArray(p) ? p[0] : p.items);
const totalOf = (p: Page<unknown>) => (Array.isArray(p) ? p[1] : p.total);

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
  const size = pageSize ?? (Array.isArray(last) ? undefined : last.pageSize) ?? itemsOf(last).length;
  if (size <= 0) return undefined;
  return pageCount(totalOf(last), size) > loadedPages ? loadedPages + 1 : undefined;
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
  const items = useMemo(() => query.data?.pages.flatMap((p) => itemsOf<T>(p)) ?? [], [query.data]);
  const first = query.data?.pages[0];
  return { ...query, items, total: first && totalOf(first), hasMore: query.hasNextPage };
}
