import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HouseSummarySchema } from '@parish/shared/houses';
import { api } from '../../../lib/api.ts';
import { houseKeys } from '../../../lib/query-keys.ts';

export type HouseSummary = z.infer<typeof HouseSummarySchema>;

/** GET /api/houses/list/{ward} (logged in): every family of a ward for the pickers. */
export function useHouseList(ward: number | null) {
  return useQuery({
    queryKey: houseKeys.list(ward ?? 0),
    queryFn: ({ signal }) => api<{ items: HouseSummary[] }>(`/houses/list/${ward}`, { signal }),
    enabled: ward !== null,
    staleTime: 0,
    select: (data) => data.items,
  });
}
