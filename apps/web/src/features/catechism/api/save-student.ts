import type { PublicStudent, StudentInput } from '@parish/shared/catechism';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { studentKeys } from './keys.ts';

/** Adds a student, or changes one when an id is given (logged-in users). */
export function useSaveStudent() {
  return useInvalidatingMutation({
    mutationFn: ({ id, input }: { id?: string; input: StudentInput }) =>
      api<PublicStudent>('/students', { method: id ? 'PUT' : 'POST', body: id ? { ...input, _id: id } : input }),
    invalidates: [studentKeys.all],
  });
}
