import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { newsKeys } from './keys.ts';

/** DELETE /api/news (an admin, or the author within a day). */
export function useDeleteNews() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>('/news', { method: 'DELETE', body: { _id: id } }),
    invalidates: [newsKeys.all],
  });
}
