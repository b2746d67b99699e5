import type { Sandesham } from '@parish/shared/sandesham';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { sandeshamKeys } from './keys.ts';

/** docs/product.md "Sandesham API": DELETE with the item as body (admin). */
export function useDeleteSandesham() {
  return useInvalidatingMutation({
    mutationFn: (item: Sandesham) =>
      api<{ message: string }>('/sandesham', { method: 'DELETE', body: { _id: item._id } }),
    invalidates: [sandeshamKeys.all],
  });
}
