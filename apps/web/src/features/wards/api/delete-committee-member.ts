import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { board } from '@parish/shared/plain/routes/board';

/** Deletes a committee member: a board row, its id in the body (admin). */
export function deleteCommitteeMember(id: string) {
  return api<unknown>(board.remove, { body: { _id: id } });
}

export function useDeleteCommitteeMember() {
  return useInvalidatingMutation({ mutationFn: deleteCommitteeMember, invalidates: [allOf(board.remove)] });
}
