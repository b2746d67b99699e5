import type { Departed, DepartedInput } from '@parish/shared/departed';
import { api } from '../../../lib/api.ts';
import { departedKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** Adds a departed profile (logged-in users), or changes one when an id is given (admin). */
export function useSaveDeparted() {
  return useInvalidatingMutation({
    mutationFn: ({ id, input }: { id?: string; input: DepartedInput }) =>
      api<Departed>('/departed', { method: id ? 'PUT' : 'POST', body: id ? { ...input, _id: id } : input }),
    invalidates: [departedKeys.all],
  });
}
