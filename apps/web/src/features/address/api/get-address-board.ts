import { useQuery } from '@tanstack/react-query';
import type { BoardMember } from '@parish/shared/schemas';
import { api } from '../../../lib/api.ts';

/** GET /api/board/address: the vicar, the coordinator and the caretaker (titles 1, 2, 12). */
export function useAddressBoard() {
  return useQuery({
    queryKey: ['board', 'address'],
    queryFn: ({ signal }) => api<BoardMember[]>('/board/address', { signal }),
  });
}
