import type { BoardMember, BoardMemberInput } from '@parish/shared/board';
import { api } from '../../../lib/api.ts';
import { useInvalidatingMutation } from '../../../lib/use-invalidating-mutation.ts';
import { allOf } from '../../../lib/query-keys.ts';
import { board } from '@parish/shared/plain/routes/board';

/** Adds a board member, or changes one (its id in the body) when editing (admin). */
export function useSaveBoardMember() {
  return useInvalidatingMutation({
    mutationFn: ({ id, input }: { id?: string; input: BoardMemberInput }) =>
      api<BoardMember>(id ? board.update : board.create, { body: id ? { ...input, _id: id } : input }),
    invalidates: [allOf(board.create)],
  });
}
