import type { AdKind } from '@parish/shared/ads';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { ads } from '@parish/shared/plain/routes/ads';

/** Deletes an ad with its counts (admin). */
export function useDeleteAd() {
  return useInvalidatingMutation({
    mutationFn: ({ kind, id }: { kind: AdKind; id: string }) =>
      api<{ message: string }>(at(kind === 'banner' ? ads.removeBanner : ads.removeVideo, { id })),
    invalidates: [allOf(ads.removeBanner)],
  });
}
