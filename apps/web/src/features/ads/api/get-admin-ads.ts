import { useQuery } from '@tanstack/react-query';
import type { AdminAds } from '@parish/shared/ads';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { ads } from '@parish/shared/plain/routes/ads';

/** Every banner and video, switched-off ones too (admin). */
export function useAdminAds() {
  return useQuery({ queryKey: keyOf(ads.admin), queryFn: ({ signal }) => api<AdminAds>(ads.admin, { signal }) });
}
