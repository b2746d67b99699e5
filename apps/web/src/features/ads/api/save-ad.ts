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
import { adKeys } from './keys.ts';

type Save =
  | { kind: 'banner'; id?: string; body: BannerAdInput | BannerAdUpdate }
  | { kind: 'video'; id?: string; body: VideoAdInput | VideoAdUpdate };

/** Adds an ad, or changes one (a field, its file, switched on or off) when an id is given (admin). */
export function useSaveAd() {
  return useInvalidatingMutation({
    mutationFn: ({ kind, id, body }: Save) =>
      api<AdminBannerAd | AdminVideoAd>(`/ads/${kind}s${id ? `/${id}` : ''}`, { method: id ? 'PUT' : 'POST', body }),
    invalidates: [adKeys.all],
  });
}

export type { AdKind };
