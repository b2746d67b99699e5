import type { Sandesham, SandeshamInput } from '@parish/shared/sandesham';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { sandesham } from '@parish/shared/plain/routes/sandesham';

/** Adds a message (admin). */
export function useAddSandesham() {
  return useInvalidatingMutation({
    mutationFn: (input: SandeshamInput) => api<Sandesham>(sandesham.create, { body: input }),
    invalidates: [allOf(sandesham.create)],
  });
}
