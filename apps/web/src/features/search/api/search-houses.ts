import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchHouseResponse } from '@parish/shared/search';
import { isSearchableText } from '@parish/shared/search-text';
import { api } from '../../../lib/api.ts';

/** Under 'houses', so a house write refreshes open searches too. */
export const searchHousesKey = (term: string) => ['houses', 'search', term] as const;

export function searchHouses(term: string, signal?: AbortSignal) {
  return api<SearchHouseResponse>(`/houses/search/${encodeURIComponent(term)}`, { signal });
}

/** Spec §5: the search runs only for 3 or more accepted characters and no slash. */
export function useSearchHouses(term: string) {
  return useQuery({
    queryKey: searchHousesKey(term),
    queryFn: ({ signal }) => searchHouses(term, signal),
    enabled: isSearchableText(term),
    placeholderData: keepPreviousData,
    staleTime: 0, // spec §7: house queries are not cached
  });
}
