import type { House, WardPage } from '@parish/shared/houses';
import { api } from '../../../lib/api.ts';
import { usePagedQuery } from '../../../lib/use-paged-query.ts';
import { readPaths } from '@parish/shared/plain/page-reads';
import { keyOf } from '../../../lib/query-keys.ts';
import { houses } from '@parish/shared/plain/routes/houses';

/** Every house query starts with 'houses', so a house write invalidates them all with ['houses']. */

/** One page (view `view`, from 1) of a ward's families; the admin read carries e-mails. */
export function getWardHouses(ward: number, view: number, admin: boolean, signal?: AbortSignal) {
  return api<WardPage>(readPaths.wardHouses(ward, view, admin), { signal });
}

/** docs/product.md "Ward page": pages of a ward's families; the view number starts at 1 for each ward. */
export function useWardHouses(ward: number, admin = false) {
  return usePagedQuery<House, WardPage>({
    queryKey: keyOf(admin ? houses.adminWard : houses.ward, { ward }),
    fetchPage: (view, signal) => getWardHouses(ward, view, admin, signal),
    staleTime: 0, // docs/product.md "API": house queries are not cached
  });
}
