import { useQuery } from '@tanstack/react-query';
import type { AdminAds } from '@parish/shared/ads';
import { api } from '../../../lib/api.ts';
import { adKeys } from './keys.ts';

/** Every banner and video, switched-off ones too (admin). */
export function useAdminAds() {
  return useQuery({ queryKey: adKeys.admin(), queryFn: ({ signal }) => api<AdminAds>('/ads/admin', { signal }) });
}
