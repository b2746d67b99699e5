import { api } from '../../../lib/api.ts';
import { boardKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** DELETE /api/board (admin) with the row's id in the body. */
export function deleteCommitteeMember(id: string) {
  return api<unknown>('/board', { method: 'DELETE', body: { _id: id } });
}

export function useDeleteCommitteeMember() {
  return useInvalidatingMutation({ mutationFn: deleteCommitteeMember, invalidates: [boardKeys.all] });
}
