// The SQL of the privacy notice, people's requests, what is held about a family and its erasure
// (docs/product.md "Privacy notice", docs/product.md "Privacy requests").
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { NoticeInput, PrivacyRequest, PrivacyRequestInput, PrivacyRequestUpdate } from '@parish/shared/privacy';
import { privacyDueDate } from '@parish/shared/plain/privacy-rights';
import type { Db } from '../../db/client.ts';
import { auditLog, houses, members, privacyNotices, privacyRequests } from '../../db/schema.ts';

// ---- the notice ------------------------------------------------------------------------------

/** Publishes the next version; the caller's transaction serialises it (the version is the primary key). */
export async function insertNotice(tx: Db, input: NoticeInput, by: string): Promise<number> {
  const [row] = await tx
    .insert(privacyNotices)
    .values({
      version: sql`(select coalesce(max(${privacyNotices.version}), 0) + 1 from ${privacyNotices})`,
      ml: input.ml,
      en: input.en,
      publishedBy: by,
    })
    .returning({ version: privacyNotices.version });
  return row.version;
}

// ---- requests --------------------------------------------------------------------------------

type RequestRow = typeof privacyRequests.$inferSelect;

export function presentRequest(row: RequestRow): PrivacyRequest {
  return {
    _id: row.id,
    name: row.name,
    phone: row.phone,
    kind: row.kind,
    text: row.text,
    house: row.house,
    ward: row.ward,
    receivedAt: row.receivedAt.toISOString(),
    dueAt: row.dueAt.toISOString(),
    status: row.status,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: row.answeredBy,
  };
}

export async function insertRequest(db: Db, input: Required<PrivacyRequestInput>): Promise<RequestRow> {
  const receivedAt = new Date();
  const [row] = await db
    .insert(privacyRequests)
    .values({ ...input, receivedAt, dueAt: privacyDueDate(receivedAt) })
    .returning();
  return row;
}

/** Every request, the open ones first, each group oldest first (the next due on top). */
export function listRequests(db: Db): Promise<RequestRow[]> {
  return db
    .select()
    .from(privacyRequests)
    .orderBy(sql`${privacyRequests.status} <> 'open'`, asc(privacyRequests.receivedAt));
}

export async function findRequest(db: Db, id: string, lock = false): Promise<RequestRow | undefined> {
  const query = db.select().from(privacyRequests).where(eq(privacyRequests.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateRequest(
  tx: Db,
  id: string,
  update: Required<PrivacyRequestUpdate>,
  by: string,
): Promise<RequestRow> {
  const open = update.status === 'open';
  const [row] = await tx
    .update(privacyRequests)
    .set({
      status: update.status,
      answer: update.answer,
      answeredAt: open ? null : new Date(),
      answeredBy: open ? null : by,
    })
    .where(eq(privacyRequests.id, id))
    .returning();
  return row;
}

export async function countOpenRequests(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(privacyRequests)
    .where(eq(privacyRequests.status, 'open'));
  return row?.n ?? 0;
}

// ---- a family --------------------------------------------------------------------------------

export async function lockHouseRow(tx: Db, id: string) {
  const [row] = await tx.select().from(houses).where(eq(houses.id, id)).for('update');
  return row;
}

export async function findHouseRow(db: Db, id: string) {
  const [row] = await db.select().from(houses).where(eq(houses.id, id));
  return row;
}

export function membersOf(db: Db, houseId: string) {
  return db.select().from(members).where(eq(members.houseId, houseId)).orderBy(asc(members.createdAt));
}

/**
 * The audit rows about a family: those naming the house or one of its members by id, and those of
 * members who left it (their rows carry the house's id).
 */
function aboutFamily(houseId: string, memberIds: readonly string[]): SQL {
  const ids = [houseId, ...memberIds];
  return or(
    inArray(auditLog.entityId, ids),
    sql`${auditLog.before} ->> 'houseId' = ${houseId}`,
    sql`${auditLog.after} ->> 'houseId' = ${houseId}`,
  ) as SQL;
}

export function familyAudit(db: Db, houseId: string, memberIds: readonly string[]) {
  return db.select().from(auditLog).where(aboutFamily(houseId, memberIds)).orderBy(asc(auditLog.at), asc(auditLog.id));
}

/**
 * Erasure (docs/decisions.md "Erasure deletes the family and the personal data in its audit rows"):
 * the audit rows about the family keep who did what and when, without the values.
 */
export async function scrubFamilyAudit(tx: Db, houseId: string, memberIds: readonly string[]): Promise<void> {
  await tx
    .update(auditLog)
    .set({ before: null, after: null })
    .where(
      and(aboutFamily(houseId, memberIds), sql`(${auditLog.before} is not null or ${auditLog.after} is not null)`),
    );
}

export async function deleteFamily(tx: Db, houseId: string): Promise<void> {
  await tx.delete(members).where(eq(members.houseId, houseId));
  await tx.delete(houses).where(eq(houses.id, houseId));
}
