import type { BoardMember, BoardMemberInput } from '@parish/shared/board';
import { api } from '../../../lib/api.ts';
import { boardKeys } from '../../../lib/query-keys.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';

/** POST /api/board, or PUT with the member's id when editing (admin). */
export function useSaveBoardMember() {
  return useInvalidatingMutation({
    mutationFn: ({ id, input }: { id?: string; input: BoardMemberInput }) =>
      api<BoardMember>('/board', { method: id ? 'PUT' : 'POST', body: id ? { ...input, _id: id } : input }),
    invalidates: [boardKeys.all],
  });
}
