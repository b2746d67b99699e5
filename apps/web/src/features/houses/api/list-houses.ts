import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HouseSummarySchema } from '@parish/shared/schemas';
import { api } from '../../../lib/api.ts';

export type HouseSummary = z.infer<typeof HouseSummarySchema>;

export const houseListKey = (ward: number) => ['houses', 'list', ward] as const;

/** GET /api/houses/list/{ward} (logged in): every family of a ward for the pickers. */
export function useHouseList(ward: number | null) {
  return useQuery({
    queryKey: houseListKey(ward ?? 0),
    queryFn: ({ signal }) => api<{ items: HouseSummary[] }>(`/houses/list/${ward}`, { signal }),
    enabled: ward !== null,
    staleTime: 0,
    select: (data) => data.items,
  });
}
