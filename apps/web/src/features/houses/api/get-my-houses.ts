import { useQuery } from '@tanstack/react-query';
import type { MyHouses } from '@parish/shared/houses';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { houses } from '@parish/shared/plain/routes/houses';

/**
 * Logged in, never cached: the families and members this user added within
 * OWN_WRITE_HOURS, the only ones a user may still correct. Admins correct any, so do not ask.
 */
export function useMyHouses(enabled: boolean) {
  return useQuery({
    queryKey: keyOf(houses.mine),
    queryFn: ({ signal }) => api<MyHouses>(houses.mine, { signal }),
    enabled,
    staleTime: 0,
  });
}
