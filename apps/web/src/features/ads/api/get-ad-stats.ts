import { useQuery } from '@tanstack/react-query';
import type { AdStats } from '@parish/shared/ads';
import { api } from '../../../lib/api.ts';
import { adKeys } from './keys.ts';

/** Impressions and clicks per ad per day of the last `days` days (admin). */
export function useAdStats(days: number) {
  return useQuery({
    queryKey: adKeys.stats(days),
    queryFn: ({ signal }) => api<AdStats>(`/ads/stats?days=${days}`, { signal }),
  });
}
