import type { Sandesham } from '@parish/shared/sandesham';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { sandesham } from '@parish/shared/plain/routes/sandesham';

/** docs/product.md "Sandesham API": DELETE with the item as body (admin). */
export function useDeleteSandesham() {
  return useInvalidatingMutation({
    mutationFn: (item: Sandesham) => api<{ message: string }>(sandesham.remove, { body: { _id: item._id } }),
    invalidates: [allOf(sandesham.remove)],
  });
}
