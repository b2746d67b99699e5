import type { AdKind, AdminAds } from '@parish/shared/ads';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { adKeys } from './keys.ts';

/** Puts every ad of a kind in the given order (admin). */
export function useReorderAds() {
  return useInvalidatingMutation({
    mutationFn: ({ kind, ids }: { kind: AdKind; ids: string[] }) =>
      api<AdminAds>(`/ads/${kind}s/order`, { method: 'PUT', body: { ids } }),
    invalidates: [adKeys.all],
  });
}
