import { and, count, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { HouseCreate } from '@parish/shared/houses';
import type { MemberInput, MemberUpdate } from '@parish/shared/members';
import { memberChoicesJsonOf, memberValues, membersJsonOf } from './members.ts';
import type { MonthDay } from '@parish/shared/plain/week';
import { houseSearchKey, memberSearchKey } from './search-keys.ts';
import type { Db } from '../db/client.ts';
import { auditLog, houses, members } from '../db/schema.ts';
import { createdBy, recentlyCreatedBy } from './own-writes.ts';
import type { HouseRow, MemberRow } from './house-presenters.ts';

const membersJson = membersJsonOf(sql`"houses"."id"`);

const houseColumns = {
  _id: houses.id,
  house: houses.house,
  ward: houses.ward,
  image: houses.image,
  preImage: houses.preImage,
  listedTo: houses.listedTo,
  photoTo: houses.photoTo,
  members: membersJson.mapWith((v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v)),
};

/** The columns of a member in wire names (docs/product.md "Member record"). */
const memberColumns = {
  _id: members.id,
  name: members.name,
  nameEng: members.nameEng,
  age: members.age,
  work: members.work,
  phone: members.phone,
  HOH: members.hoh,
  gender: members.gender,
  relation: members.relation,
  origin: members.origin,
  location: members.location,
  blood: members.blood,
  birthMonth: members.birthMonth,
  birthDay: members.birthDay,
  email: members.email,
  choices: memberChoicesJsonOf(sql`"members"`).mapWith((v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v)),
};

/**
 * `listed` (domain/house-presenters.ts listedForSql over "houses") keeps out the families the reader
 * may not find (docs/product.md "Directory privacy"); undefined: every family.
 */
export async function countWardHouses(db: Db, ward: number, listed?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(houses)
    .where(and(eq(houses.ward, ward), listed));
  return row?.n ?? 0;
}

/** One page of a ward's families with their members, in one query. */
export async function wardHousesPage(
  db: Db,
  ward: number,
  limit: number,
  offset: number,
  listed?: SQL,
): Promise<HouseRow[]> {
  const rows = await db
    .select(houseColumns)
    .from(houses)
    .where(and(eq(houses.ward, ward), listed))
    .orderBy(houses.house, houses.id)
    .limit(limit)
    .offset(offset);
  return rows as HouseRow[];
}

/** One family with its members, or undefined. */
export async function findHouse(db: Db, id: string): Promise<HouseRow | undefined> {
  const [row] = await db.select(houseColumns).from(houses).where(eq(houses.id, id));
  return row as HouseRow | undefined;
}

/** Locks a house row for the rest of the transaction (member writes of one house go one at a time). */
export async function lockHouse(tx: Db, id: string): Promise<{ id: string; ward: number } | undefined> {
  const [row] = await tx
    .select({ id: houses.id, ward: houses.ward })
    .from(houses)
    .where(eq(houses.id, id))
    .for('update');
  return row;
}

/** The families of a ward for pickers: id, house name and the head's name. */
export async function wardHouseSummaries(db: Db, ward: number, listed?: SQL) {
  return db
    .select({
      _id: houses.id,
      house: houses.house,
      ward: houses.ward,
      headName: sql<string>`coalesce(${members.name}, '')`,
    })
    .from(houses)
    .leftJoin(members, and(eq(members.houseId, houses.id), eq(members.hoh, true)))
    .where(and(eq(houses.ward, ward), listed))
    .orderBy(houses.house, houses.id);
}

/** Inserts a family and its members; run it in a transaction. Returns the new house id. */
export async function insertHouseWithMembers(tx: Db, house: HouseCreate): Promise<string> {
  const [row] = await tx
    .insert(houses)
    .values({
      house: house.house,
      houseKey: houseSearchKey(house.house),
      ward: house.ward,
      image: house.image,
      preImage: house.preImage,
    })
    .returning({ id: houses.id });
  await tx.insert(members).values(house.members.map((m) => ({ houseId: row.id, ...memberValues(m) })));
  return row.id;
}

export async function updateHouseFields(
  tx: Db,
  id: string,
  fields: { house?: string; ward?: number; image?: string | null; preImage?: string | null },
) {
  const houseKey = fields.house === undefined ? {} : { houseKey: houseSearchKey(fields.house) };
  await tx
    .update(houses)
    .set({ ...fields, ...houseKey, updatedAt: new Date() })
    .where(eq(houses.id, id));
}

export async function deleteHouseRow(tx: Db, id: string): Promise<void> {
  await tx.delete(houses).where(eq(houses.id, id));
}

export async function findMember(db: Db, id: string): Promise<(MemberRow & { houseId: string }) | undefined> {
  const [row] = await db
    .select({ ...memberColumns, houseId: members.houseId })
    .from(members)
    .where(eq(members.id, id));
  return row as (MemberRow & { houseId: string }) | undefined;
}

/** Several members at once (the requests queue's page reads each one's current values). */
export async function findMembers(db: Db, ids: readonly string[]): Promise<(MemberRow & { houseId: string })[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ ...memberColumns, houseId: members.houseId })
    .from(members)
    .where(inArray(members.id, [...ids]));
  return rows as (MemberRow & { houseId: string })[];
}

export async function countMembers(db: Db, houseId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(members).where(eq(members.houseId, houseId));
  return row?.n ?? 0;
}

export async function headOf(db: Db, houseId: string): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.houseId, houseId), eq(members.hoh, true)));
  return row;
}

/** Takes the head-of-household mark from everyone in the house but `keepId`. */
export async function clearHead(tx: Db, houseId: string, keepId?: string): Promise<void> {
  const where: SQL[] = [eq(members.houseId, houseId), eq(members.hoh, true)];
  if (keepId) where.push(ne(members.id, keepId));
  await tx
    .update(members)
    .set({ hoh: false })
    .where(and(...where));
}

export async function insertMember(tx: Db, houseId: string, m: MemberInput): Promise<MemberRow> {
  const [row] = await tx
    .insert(members)
    .values({ houseId, ...memberValues(m) })
    .returning(memberColumns);
  return row as MemberRow;
}

/**
 * Sets only the fields present in `m` (a field left out keeps its value); the search key follows
 * the name as it ends up, `old` giving the part not changed.
 */
export async function updateMember(
  tx: Db,
  id: string,
  m: MemberUpdate,
  old: { name: string; nameEng: string },
): Promise<MemberRow> {
  const { HOH, ...same } = m;
  const nameKey =
    m.name === undefined && m.nameEng === undefined
      ? {}
      : { nameKey: memberSearchKey(m.name ?? old.name, m.nameEng ?? old.nameEng) };
  const [row] = await tx
    .update(members)
    .set({ ...same, ...nameKey, ...(HOH === undefined ? {} : { hoh: HOH }) })
    .where(eq(members.id, id))
    .returning(memberColumns);
  return row as MemberRow;
}

export async function deleteMemberRow(tx: Db, id: string): Promise<void> {
  await tx.delete(members).where(eq(members.id, id));
}

export async function touchHouse(tx: Db, id: string): Promise<void> {
  await tx.update(houses).set({ updatedAt: new Date() }).where(eq(houses.id, id));
}

/** Members of a ward whose birthday is one of `days` (uses members_birthday_idx). */
/** `visible`: the reader's filter over "houses" and "members" (listed, and the birthday's audience). */
export async function wardBirthdays(db: Db, ward: number, days: MonthDay[], visible?: SQL) {
  if (!days.length) return [];
  const months = [...new Set(days.map((d) => d.month))];
  const dayMatch = or(...days.map((d) => and(eq(members.birthMonth, d.month), eq(members.birthDay, d.day))));
  return db
    .select({
      _id: members.id,
      name: members.name,
      house: houses.house,
      age: members.age,
      birthMonth: sql<number>`${members.birthMonth}`,
      birthDay: sql<number>`${members.birthDay}`,
      ageTo: members.ageTo,
    })
    .from(members)
    .innerJoin(houses, eq(houses.id, members.houseId))
    .where(and(eq(houses.ward, ward), inArray(members.birthMonth, months), dayMatch, visible))
    .orderBy(members.birthMonth, members.birthDay, members.name);
}

/** The house name of a family (the departed profile keeps it). */
export async function houseNameOf(db: Db, id: string): Promise<string> {
  const [row] = await db.select({ house: houses.house }).from(houses).where(eq(houses.id, id));
  return row?.house ?? '';
}

/** Gives a member the head-of-household mark (the old head is gone or cleared first). */
export async function makeHead(tx: Db, id: string): Promise<void> {
  await tx.update(members).set({ hoh: true }).where(eq(members.id, id));
}

/** The audit log's entity names of a family and of a member (their create rows name the author). */
export const HOUSE_ENTITY = 'house';
export const MEMBER_ENTITY = 'member';

/** The families `userId` created within the own-write window that still exist (optionally among `ids`). */
export const housesCreatedBy = (db: Db, userId: string, ids?: readonly string[]) =>
  recentlyCreatedBy(db, userId, HOUSE_ENTITY, houses, ids);

/**
 * The members `userId` created within the own-write window: added to any family one by one, or
 * created with a family they created (named in that family's create row). A member someone else
 * later added to their family is not theirs.
 */
export async function membersCreatedBy(db: Db, userId: string, ids?: readonly string[]): Promise<string[]> {
  if (ids && !ids.length) return [];
  const added = await recentlyCreatedBy(db, userId, MEMBER_ENTITY, members, ids);
  const withFamily = await db
    .selectDistinct({ id: members.id })
    .from(auditLog)
    .innerJoin(
      members,
      sql`${auditLog.entityId} = ${members.houseId}::text
      and ${auditLog.after} -> 'members' @> jsonb_build_array(jsonb_build_object('_id', ${members.id}::text))`,
    )
    .where(and(createdBy(userId, HOUSE_ENTITY), ids ? inArray(members.id, [...ids]) : undefined));
  return [...new Set([...added, ...withFamily.map((r) => r.id)])];
}
