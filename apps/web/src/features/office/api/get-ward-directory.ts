import { useQuery } from '@tanstack/react-query';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import type { BoardMember } from '@parish/shared/board';
import type { House, WardPage } from '@parish/shared/houses';
import { api } from '../../../lib/api.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { at } from '@parish/shared/plain/routes/path';
import { houses } from '@parish/shared/plain/routes/houses';
import { board } from '@parish/shared/plain/routes/board';

/** Who the printed copy is for: the office's has everything, the parishioners' what each family allowed them. */
export type PrintAudience = 'office' | 'parishioners';

/**
 * Every family of a ward (all pages of the admin ward page), for the print page (docs/product.md "Directory privacy").
 */
export function useWardDirectory(ward: number, audience: PrintAudience = 'office') {
  return useQuery({
    queryKey: keyOf(houses.adminWard, { ward }, 'all', audience),
    queryFn: async ({ signal }) => {
      const page = (v: number) => at(houses.adminWard, { ward }, { v, audience });
      const first = await api<WardPage>(page(1), { signal });
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) => api<WardPage>(page(i + 2), { signal })),
      );
      return [first, ...rest].flatMap((p) => p.items) satisfies House[];
    },
    staleTime: 0,
  });
}

/** The ward committee (board title 4 of the ward), as the ward page shows it. */
export function useWardCommittee(ward: number) {
  return useQuery({
    queryKey: keyOf(board.title, { title: BOARD_TITLE.wardCommittee }, { ward }),
    queryFn: ({ signal }) =>
      api<BoardMember[]>(at(board.title, { title: BOARD_TITLE.wardCommittee }, { ward }), { signal }),
    staleTime: 0,
  });
}
