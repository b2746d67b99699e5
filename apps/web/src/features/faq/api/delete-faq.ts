import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { faq } from '@parish/shared/plain/routes/faq';

export function useDeleteFaq() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>(faq.remove, { body: { _id: id } }),
    invalidates: [allOf(faq.remove)],
  });
}
