import { useInfiniteQuery } from '@tanstack/react-query';
import type { WardPage } from '@parish/shared/schemas';
import { api } from '../../../lib/api.ts';

export const wardHousesKey = (ward: number) => ['houses', 'ward', ward] as const;

export function getWardHouses(ward: number, view: number, signal?: AbortSignal) {
  return api<WardPage>(`/houses/wards/${ward}?v=${view}`, { signal });
}

/** Spec §2: pages of a ward's families; the view number starts at 1 for each ward. */
export function useWardHouses(ward: number) {
  return useInfiniteQuery({
    queryKey: wardHousesKey(ward),
    queryFn: ({ pageParam, signal }) => getWardHouses(ward, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    staleTime: 0, // spec §7: house queries are not cached
  });
}
