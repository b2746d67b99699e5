import type { PublicStudent, StudentInput } from '@parish/shared/catechism';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { students } from '@parish/shared/plain/routes/students';

/** Adds a student, or changes one when an id is given (logged-in users). */
export function useSaveStudent() {
  return useInvalidatingMutation({
    mutationFn: ({ id, input }: { id?: string; input: StudentInput }) =>
      api<PublicStudent>(id ? students.update : students.create, { body: id ? { ...input, _id: id } : input }),
    invalidates: [allOf(students.create)],
  });
}
