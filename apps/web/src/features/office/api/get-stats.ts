import { useQuery } from '@tanstack/react-query';
import type { Stats } from '@parish/shared/office';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { office } from '@parish/shared/plain/routes/office';

/** Every number of the stats screen in one call. */
export function useStats() {
  return useQuery({
    queryKey: keyOf(office.stats),
    queryFn: ({ signal }) => api<Stats>(office.stats, { signal }),
    staleTime: 0,
  });
}
