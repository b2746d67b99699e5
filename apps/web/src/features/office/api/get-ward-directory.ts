import { useQuery } from '@tanstack/react-query';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import type { BoardMember } from '@parish/shared/board';
import type { House, WardPage } from '@parish/shared/houses';
import { api } from '../../../lib/api.ts';
import { boardKeys, houseKeys } from '../../../lib/query-keys.ts';

/** Every family of a ward (all pages of the admin ward page, e-mails included), for the print page. */
export function useWardDirectory(ward: number) {
  return useQuery({
    queryKey: [...houseKeys.ward(ward, true), 'all'],
    queryFn: async ({ signal }) => {
      const first = await api<WardPage>(`/houses/admin/wards/${ward}?v=1`, { signal });
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) =>
          api<WardPage>(`/houses/admin/wards/${ward}?v=${i + 2}`, { signal }),
        ),
      );
      return [first, ...rest].flatMap((p) => p.items) satisfies House[];
    },
    staleTime: 0,
  });
}

/** The ward committee (board title 4 of the ward), as the ward page shows it. */
export function useWardCommittee(ward: number) {
  return useQuery({
    queryKey: boardKeys.committee(ward),
    queryFn: ({ signal }) => api<BoardMember[]>(`/board/${BOARD_TITLE.wardCommittee}?ward=${ward}`, { signal }),
    staleTime: 0,
  });
}
