import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { SearchHouseResponse } from '@parish/shared/search';
import { isSearchableText } from '@parish/shared/search-text';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { houses } from '@parish/shared/plain/routes/houses';

export function searchHouses(term: string, page: number, signal?: AbortSignal) {
  return api<SearchHouseResponse>(at(houses.search, { term }, { page: page > 1 ? page : undefined }), { signal });
}

/**
 * docs/product.md "Validation": the search runs only for 3 or more accepted letters and no slash. 30 families
 * a page; the next page is fetched on "show more" while families remain.
 */
export function useSearchHouses(term: string) {
  return useInfiniteQuery({
    queryKey: keyOf(houses.search, { term }),
    queryFn: ({ signal, pageParam }) => searchHouses(term, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.houses.length, 0) < last.total && last.houses.length > 0
        ? pages.length + 1
        : undefined,
    enabled: isSearchableText(term),
    placeholderData: keepPreviousData,
    staleTime: 0, // docs/product.md "API": house queries are not cached
  });
}
