import { useQuery } from '@tanstack/react-query';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import type { BoardMember } from '@parish/shared/board';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { board } from '@parish/shared/plain/routes/board';

/** docs/product.md "Phone book" "a vicar entry": the current vicar of the board (title 1). */
export function useVicar() {
  return useQuery({
    queryKey: keyOf(board.title, { title: BOARD_TITLE.vicar }),
    queryFn: ({ signal }) => api<BoardMember[]>(at(board.title, { title: BOARD_TITLE.vicar }), { signal }),
    select: (members) => members.find((m) => m.isCurrent) ?? members[0] ?? null,
  });
}
