import type {
  AdKind,
  AdminBannerAd,
  AdminVideoAd,
  BannerAdInput,
  BannerAdUpdate,
  VideoAdInput,
  VideoAdUpdate,
} from '@parish/shared/ads';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { ads } from '@parish/shared/plain/routes/ads';

type Save =
  | { kind: 'banner'; id?: string; body: BannerAdInput | BannerAdUpdate }
  | { kind: 'video'; id?: string; body: VideoAdInput | VideoAdUpdate };

/** Adds an ad, or changes one (a field, its file, switched on or off) when an id is given (admin). */
export function useSaveAd() {
  return useInvalidatingMutation({
    mutationFn: ({ kind, id, body }: Save) =>
      api<AdminBannerAd | AdminVideoAd>(
        id
          ? at(kind === 'banner' ? ads.updateBanner : ads.updateVideo, { id })
          : kind === 'banner'
            ? ads.createBanner
            : ads.createVideo,
        { body },
      ),
    invalidates: [allOf(ads.createBanner)],
  });
}

export type { AdKind };
