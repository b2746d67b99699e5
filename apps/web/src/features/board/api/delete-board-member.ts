import { api } from '../../../lib/api.ts';
import { boardKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** DELETE /api/board with the member's id in the body (admin); every board view refetches. */
export function useDeleteBoardMember() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>('/board', { method: 'DELETE', body: { _id: id } }),
    invalidates: [boardKeys.all],
  });
}
