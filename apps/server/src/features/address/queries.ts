import { and, asc, eq, inArray } from 'drizzle-orm';
import type { BoardMember } from '@parish/shared/board';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import type { Db } from '../../db/client.ts';
import { boardMembers } from '../../db/schema.ts';
import { boardColumns } from '../../domain/board-members.ts';

/** docs/product.md "Address": the vicar (1), the coordinator (2) and the caretaker (12), in that order. */
export const ADDRESS_BOARD_TITLES: readonly number[] = [
  BOARD_TITLE.vicar,
  BOARD_TITLE.coordinator,
  BOARD_TITLE.caretaker,
];

/** The current holders of the address page's titles, ordered by title as listed above. */
export async function addressBoard(db: Db): Promise<BoardMember[]> {
  const rows = await db
    .select(boardColumns)
    .from(boardMembers)
    .where(and(inArray(boardMembers.title, [...ADDRESS_BOARD_TITLES]), eq(boardMembers.isCurrent, true)))
    .orderBy(asc(boardMembers.createdAt), asc(boardMembers.name));
  const rank = (title: number) => ADDRESS_BOARD_TITLES.indexOf(title);
  return rows.sort((a, b) => rank(a.title) - rank(b.title));
}
