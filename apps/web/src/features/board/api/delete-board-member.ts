import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { board } from '@parish/shared/plain/routes/board';

/** Deletes a board member, the id in the body (admin); every board view refetches. */
export function useDeleteBoardMember() {
  return useInvalidatingMutation({
    mutationFn: (id: string) => api<{ message: string }>(board.remove, { body: { _id: id } }),
    invalidates: [allOf(board.remove)],
  });
}
