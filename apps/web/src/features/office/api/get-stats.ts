import { useQuery } from '@tanstack/react-query';
import type { Stats } from '@parish/shared/office';
import { api } from '../../../lib/api.ts';
import { officeKeys } from './keys.ts';

/** GET /api/stats (admin): every number of the stats screen in one call. */
export function useStats() {
  return useQuery({
    queryKey: officeKeys.stats(),
    queryFn: ({ signal }) => api<Stats>('/stats', { signal }),
    staleTime: 0,
  });
}
