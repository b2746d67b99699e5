import { and, asc, desc, eq, isNotNull, notInArray, type SQL } from 'drizzle-orm';
import { ADMIN_ONLY_BOARD_TITLES, BOARD_TITLE } from '@parish/shared/plain/constants';
import type { BoardMember, TeachersPhoto } from '@parish/shared/board';
import type { Db } from '../../db/client.ts';
import { boardMembers } from '../../db/schema.ts';
import { tableQueries } from '../../db/table-queries.ts';
import { boardColumns } from '../../domain/board-members.ts';

export async function boardByTitle(
  db: Db,
  title: number,
  filter: { ward?: number; grade?: number },
): Promise<BoardMember[]> {
  const where: SQL[] = [eq(boardMembers.title, title)];
  if (filter.ward !== undefined) where.push(eq(boardMembers.ward, filter.ward));
  if (filter.grade !== undefined) where.push(eq(boardMembers.grade, filter.grade));
  return db
    .select(boardColumns)
    .from(boardMembers)
    .where(and(...where))
    .orderBy(asc(boardMembers.ward), asc(boardMembers.grade), asc(boardMembers.createdAt), asc(boardMembers.name));
}

/** Every board member, or all but the admin-only titles (docs/product.md "Permissions by role": 12 and 13). */
export async function allBoardMembers(db: Db, withAdminOnly: boolean): Promise<BoardMember[]> {
  const hidden = ADMIN_ONLY_BOARD_TITLES as number[];
  return db
    .select(boardColumns)
    .from(boardMembers)
    .where(withAdminOnly ? undefined : notInArray(boardMembers.title, hidden))
    .orderBy(
      asc(boardMembers.title),
      asc(boardMembers.ward),
      asc(boardMembers.grade),
      asc(boardMembers.createdAt),
      asc(boardMembers.name),
    );
}

/** Find, insert, update and delete of one member (db/table-queries.ts). */
export const boardRows = tableQueries<BoardMember>(boardMembers, boardColumns);

/** The teachers' photo (title 13) with a picture, the current one first, then the newest: the picture only. */
export async function teachersPhoto(db: Db): Promise<TeachersPhoto> {
  const [row] = await db
    .select({ image: boardMembers.image, preImage: boardMembers.preImage })
    .from(boardMembers)
    .where(and(eq(boardMembers.title, BOARD_TITLE.teachersPhoto), isNotNull(boardMembers.image)))
    .orderBy(desc(boardMembers.isCurrent), desc(boardMembers.createdAt))
    .limit(1);
  return row?.image ? { image: row.image, preImage: row.preImage } : null;
}
