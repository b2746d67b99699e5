import type { AdKind } from '@parish/shared/ads';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { adKeys } from './keys.ts';

/** Deletes an ad with its counts (admin). */
export function useDeleteAd() {
  return useInvalidatingMutation({
    mutationFn: ({ kind, id }: { kind: AdKind; id: string }) =>
      api<{ message: string }>(`/ads/${kind}s/${id}`, { method: 'DELETE' }),
    invalidates: [adKeys.all],
  });
}
