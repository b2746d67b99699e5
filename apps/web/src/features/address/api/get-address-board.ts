import { useQuery } from '@tanstack/react-query';
import type { BoardMember } from '@parish/shared/board';
import { api } from '../../../lib/api.ts';
import { boardKeys } from '../../../lib/query-keys.ts';

/** GET /api/board/address: the vicar, the coordinator and the caretaker (titles 1, 2, 12). */
export function useAddressBoard() {
  return useQuery({
    queryKey: boardKeys.address(),
    queryFn: ({ signal }) => api<BoardMember[]>('/board/address', { signal }),
  });
}
