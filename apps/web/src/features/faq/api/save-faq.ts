import type { Faq, FaqInput } from '@parish/shared/faq';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { faqKeys } from './keys.ts';

/** Adds a FAQ item, or changes one when an id is given (admin). */
export function useSaveFaq() {
  return useInvalidatingMutation({
    mutationFn: ({ id, input }: { id?: string; input: FaqInput }) =>
      api<Faq>('/faq', { method: id ? 'PUT' : 'POST', body: id ? { ...input, _id: id } : input }),
    invalidates: [faqKeys.all],
  });
}
