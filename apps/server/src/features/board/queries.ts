import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { BoardMember } from '@parish/shared/schemas';
import type { Db } from '../../db/client.ts';
import { boardMembers } from '../../db/schema.ts';

export const boardColumns = {
  _id: boardMembers.id,
  name: boardMembers.name,
  house: boardMembers.house,
  group: boardMembers.group,
  phone: boardMembers.phone,
  image: boardMembers.image,
  preImage: boardMembers.preImage,
  title: boardMembers.title,
  ward: boardMembers.ward,
  grade: boardMembers.grade,
  duration: boardMembers.duration,
  isCurrent: boardMembers.isCurrent,
};

export async function boardByTitle(db: Db, title: number, filter: { ward?: number; grade?: number }): Promise<BoardMember[]> {
  const where: SQL[] = [eq(boardMembers.title, title)];
  if (filter.ward !== undefined) where.push(eq(boardMembers.ward, filter.ward));
  if (filter.grade !== undefined) where.push(eq(boardMembers.grade, filter.grade));
  return db
    .select(boardColumns)
    .from(boardMembers)
    .where(and(...where))
    .orderBy(asc(boardMembers.ward), asc(boardMembers.grade), asc(boardMembers.createdAt), asc(boardMembers.name));
}
