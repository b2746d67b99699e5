import type { Faq, FaqInput } from '@parish/shared/faq';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { faq } from '@parish/shared/plain/routes/faq';

/** Adds a FAQ item, or changes one when an id is given (admin). */
export function useSaveFaq() {
  return useInvalidatingMutation({
    mutationFn: ({ id, input }: { id?: string; input: FaqInput }) =>
      api<Faq>(id ? faq.update : faq.create, { body: id ? { ...input, _id: id } : input }),
    invalidates: [allOf(faq.create)],
  });
}
