import type { AdKind, AdminAds } from '@parish/shared/ads';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { ads } from '@parish/shared/plain/routes/ads';

/** Puts every ad of a kind in the given order (admin). */
export function useReorderAds() {
  return useInvalidatingMutation({
    mutationFn: ({ kind, ids }: { kind: AdKind; ids: string[] }) =>
      api<AdminAds>(kind === 'banner' ? ads.orderBanners : ads.orderVideos, { body: { ids } }),
    invalidates: [allOf(ads.orderBanners)],
  });
}
