import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { students } from '@parish/shared/plain/routes/students';

/** Deletes a student (admin). */
export function useDeleteStudent() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>(students.remove, { body: { _id: id } }),
    invalidates: [allOf(students.remove)],
  });
}
