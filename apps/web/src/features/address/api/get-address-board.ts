import { useQuery } from '@tanstack/react-query';
import type { BoardMember } from '@parish/shared/board';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { board } from '@parish/shared/plain/routes/board';

/** GET /api/board/address: the vicar, the coordinator and the caretaker (titles 1, 2, 12). */
export function useAddressBoard() {
  return useQuery({
    queryKey: keyOf(board.address),
    queryFn: ({ signal }) => api<BoardMember[]>(board.address, { signal }),
  });
}
