import { useQuery } from '@tanstack/react-query';
import type { BoardMember } from '@parish/shared/board';
import { api } from '../../../lib/api.ts';
import { readPaths } from '@parish/shared/plain/page-reads';
import { board } from '@parish/shared/plain/routes/board';
import { keyOf } from '../../../lib/query-keys.ts';

/** Every member (titles 12 and 13 only in an admin's answer), grouped on /board. */
export function useBoard(admin: boolean) {
  return useQuery({
    queryKey: keyOf(board.list, admin),
    queryFn: ({ signal }) => api<BoardMember[]>(readPaths.board(), { signal }),
    staleTime: 0, // docs/product.md "API": board queries are not cached
  });
}

/** One title's members (ex-vicars 9, convent 10, samarpithar 8). */
export function useBoardTitle(title: number) {
  return useQuery({
    queryKey: keyOf(board.title, { title }),
    queryFn: ({ signal }) => api<BoardMember[]>(readPaths.boardTitle(title), { signal }),
    staleTime: 0,
  });
}
