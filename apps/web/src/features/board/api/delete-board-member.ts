import { board } from '@parish/shared/plain/routes/board';
import { useDeleteRecord } from '../../../lib/use-record-writes.ts';

/** Deletes a board member, the id in the body (admin); every board view refetches. */
export const useDeleteBoardMember = () => useDeleteRecord(board.remove);
