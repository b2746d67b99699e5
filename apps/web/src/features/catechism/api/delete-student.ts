import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { studentKeys } from './keys.ts';

/** Deletes a student (admin). */
export function useDeleteStudent() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>('/students', { method: 'DELETE', body: { _id: id } }),
    invalidates: [studentKeys.all],
  });
}
