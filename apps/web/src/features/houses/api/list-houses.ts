import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { HouseSummarySchema } from '@parish/shared/houses';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { houses } from '@parish/shared/plain/routes/houses';

export type HouseSummary = z.infer<typeof HouseSummarySchema>;

/** Logged in: every family of a ward for the pickers. */
export function useHouseList(ward: number | null) {
  return useQuery({
    queryKey: keyOf(houses.list, { ward: ward ?? 0 }),
    queryFn: ({ signal }) => api<{ items: HouseSummary[] }>(at(houses.list, { ward: ward ?? 0 }), { signal }),
    enabled: ward !== null,
    staleTime: 0,
    select: (data) => data.items,
  });
}
