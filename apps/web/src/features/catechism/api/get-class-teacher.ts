import { useQuery } from '@tanstack/react-query';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import type { BoardMember } from '@parish/shared/board';
import { api } from '../../../lib/api.ts';
import { readPaths } from '@parish/shared/plain/page-reads';
import { keyOf } from '../../../lib/query-keys.ts';
import { board } from '@parish/shared/plain/routes/board';

/**
 * docs/product.md "Grade page": the class teacher is the board member of title 6 with that grade
 * (the current one first).
 */
export function useClassTeacher(grade: number) {
  return useQuery({
    queryKey: keyOf(board.title, { title: BOARD_TITLE.classTeacher }, { grade }),
    queryFn: ({ signal }) => api<BoardMember[]>(readPaths.classTeacher(grade), { signal }),
    select: (members) => members.find((m) => m.isCurrent) ?? members[0] ?? null,
    staleTime: 0, // docs/product.md "API": board-by-title queries are not cached
  });
}
