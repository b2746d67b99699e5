import type { BoardMember, BoardMemberInput } from '@parish/shared/board';
import { board } from '@parish/shared/plain/routes/board';
import { useSaveRecord } from '../../../lib/use-record-writes.ts';

/** Adds a board member, or changes one (its id in the body) when editing (admin). */
export const useSaveBoardMember = () => useSaveRecord<BoardMember, BoardMemberInput>(board);
