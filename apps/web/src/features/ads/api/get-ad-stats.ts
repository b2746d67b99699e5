import { useQuery } from '@tanstack/react-query';
import type { AdStats } from '@parish/shared/ads';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { ads } from '@parish/shared/plain/routes/ads';

/** Impressions and clicks per ad per day of the last `days` days (admin). */
export function useAdStats(days: number) {
  return useQuery({
    queryKey: keyOf(ads.stats, days),
    queryFn: ({ signal }) => api<AdStats>(at(ads.stats, {}, { days }), { signal }),
  });
}
