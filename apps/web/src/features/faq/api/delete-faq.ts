import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { faqKeys } from './keys.ts';

export function useDeleteFaq() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>('/faq', { method: 'DELETE', body: { _id: id } }),
    invalidates: [faqKeys.all],
  });
}
