import { useQuery } from '@tanstack/react-query';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import type { BoardMember } from '@parish/shared/board';
import { api } from '../../../lib/api.ts';
import { readPaths } from '@parish/shared/plain/page-reads';
import { keyOf } from '../../../lib/query-keys.ts';
import { board } from '@parish/shared/plain/routes/board';

/** docs/product.md "Ward page": the ward committee is board title 4 of that ward. */
export function useCommittee(ward: number) {
  return useQuery({
    queryKey: keyOf(board.title, { title: BOARD_TITLE.wardCommittee }, { ward }),
    queryFn: ({ signal }) => api<BoardMember[]>(readPaths.wardCommittee(ward), { signal }),
    staleTime: 0, // docs/product.md "API": board-by-title queries are not cached
  });
}
