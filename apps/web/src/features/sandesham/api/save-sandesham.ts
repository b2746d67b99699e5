import type { Sandesham, SandeshamInput } from '@parish/shared/sandesham';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { sandeshamKeys } from './keys.ts';

/** Adds a message (admin). */
export function useAddSandesham() {
  return useInvalidatingMutation({
    mutationFn: (input: SandeshamInput) => api<Sandesham>('/sandesham', { method: 'POST', body: input }),
    invalidates: [sandeshamKeys.all],
  });
}
