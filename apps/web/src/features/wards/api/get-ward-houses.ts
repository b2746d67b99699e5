import { useInfiniteQuery } from '@tanstack/react-query';
import type { WardPage } from '@parish/shared/schemas';
import { api } from '../../../lib/api.ts';

/** Every house query starts with 'houses', so a house write invalidates them all with ['houses']. */
export const wardHousesKey = (ward: number, admin = false) => ['houses', admin ? 'admin-ward' : 'ward', ward] as const;

/** One page (view `view`, from 1) of a ward's families; the admin read carries e-mails. */
export function getWardHouses(ward: number, view: number, admin: boolean, signal?: AbortSignal) {
  return api<WardPage>(`/houses/${admin ? 'admin/' : ''}wards/${ward}?v=${view}`, { signal });
}

/** Spec §2: pages of a ward's families; the view number starts at 1 for each ward. */
export function useWardHouses(ward: number, admin = false) {
  return useInfiniteQuery({
    queryKey: wardHousesKey(ward, admin),
    queryFn: ({ pageParam, signal }) => getWardHouses(ward, pageParam, admin, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page < last.pages ? last.page + 1 : undefined),
    staleTime: 0, // spec §7: house queries are not cached
  });
}
