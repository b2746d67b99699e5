// A family account's own record, requests and invitations (docs/product.md "My family /my-family",
// docs/product.md "Change requests"): every read here is of one house, the account's own.
import { and, count, desc, eq } from 'drizzle-orm';
import type { ChangeRequest } from '@parish/shared/requests';
import type { FamilyInvitation } from '@parish/shared/family';
import type { Member } from '@parish/shared/members';
import type { Db } from '../../db/client.ts';
import { changeRequests, houses, invitations, members } from '../../db/schema.ts';
import { findHouse, findMember } from '../../domain/house-queries.ts';
import type { HouseRow } from '../../domain/house-presenters.ts';

/** The family with its members and their choices, as the directory's presenter takes it. */
export const familyHouse = (db: Db, houseId: string): Promise<HouseRow | undefined> => findHouse(db, houseId);

/** Locks the family's house row for the rest of the transaction: its requests are counted one at a time. */
export async function lockFamily(
  tx: Db,
  houseId: string,
): Promise<{ image: string | null; preImage: string | null } | undefined> {
  const [row] = await tx
    .select({ image: houses.image, preImage: houses.preImage })
    .from(houses)
    .where(eq(houses.id, houseId))
    .for('update');
  return row;
}

/** One member of the family in wire names with every field, or undefined (another family's member too). */
export async function familyMember(db: Db, houseId: string, memberId: string): Promise<Required<Member> | undefined> {
  const row = await findMember(db, memberId);
  if (!row || row.houseId !== houseId) return undefined;
  const { choices: _choices, houseId: _houseId, ...member } = row;
  return member;
}

export async function pendingCount(db: Db, houseId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(changeRequests)
    .where(and(eq(changeRequests.houseId, houseId), eq(changeRequests.status, 'pending')));
  return row?.n ?? 0;
}

export async function insertRequest(
  tx: Db,
  values: {
    houseId: string;
    kind: Exclude<ChangeRequest['kind'], 'join'>;
    memberId: string | null;
    read: Record<string, unknown>;
    proposed: Record<string, unknown>;
    createdBy: string;
    createdByName: string;
  },
): Promise<string> {
  const [row] = await tx.insert(changeRequests).values(values).returning({ id: changeRequests.id });
  return row.id;
}

/** A family's request by id, or undefined when there is none of that family (another family's too). */
export async function ownRequestRow(tx: Db, houseId: string, id: string, lock = false) {
  const query = tx
    .select()
    .from(changeRequests)
    .where(and(eq(changeRequests.id, id), eq(changeRequests.houseId, houseId)));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function deleteRequest(tx: Db, id: string): Promise<void> {
  await tx.delete(changeRequests).where(eq(changeRequests.id, id));
}

/** A family holds few requests; the page lists this many at most, newest first. */
const REQUESTS_SHOWN = 200;

const asRecord = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The family's requests as ChangeRequestSchema answers them, newest first; `id`: that one only. */
export async function familyRequests(db: Db, houseId: string, id?: string): Promise<ChangeRequest[]> {
  const rows = await db
    .select({
      r: changeRequests,
      house: houses.house,
      ward: houses.ward,
      memberName: members.name,
    })
    .from(changeRequests)
    .innerJoin(houses, eq(houses.id, changeRequests.houseId))
    .leftJoin(members, eq(members.id, changeRequests.memberId))
    .where(and(eq(changeRequests.houseId, houseId), id ? eq(changeRequests.id, id) : undefined))
    .orderBy(desc(changeRequests.createdAt), desc(changeRequests.id))
    .limit(REQUESTS_SHOWN);
  return rows.map(({ r, house, ward, memberName }) => {
    const read = asRecord(r.read);
    const proposed = asRecord(r.proposed);
    // A member removed since keeps the name the request read; a new member has the one it proposes,
    // or, once approved, the one the office applied (docs/product.md "Requests queue /admin/requests":
    // approve with edits), so the family reads the name its record now has.
    const named =
      memberName ??
      (read.name as string | undefined) ??
      (asRecord(asRecord(r.applied ?? proposed).member).name as string | undefined);
    return {
      _id: r.id,
      kind: r.kind,
      houseId: r.houseId,
      house,
      ward,
      memberId: r.memberId,
      memberName: named ?? null,
      read,
      proposed,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      createdBy: r.createdByName,
      decidedAt: r.decidedAt?.toISOString() ?? null,
      decidedBy: r.decidedBy,
      reason: r.reason,
      applied: r.applied === null || r.applied === undefined ? null : asRecord(r.applied),
    };
  });
}

/** The family's invitations with their state, newest first: never the token's hash. */
export async function familyInvitations(db: Db, houseId: string, now = new Date()): Promise<FamilyInvitation[]> {
  const rows = await db
    .select({
      id: invitations.id,
      memberName: members.name,
      createdAt: invitations.createdAt,
      expiresAt: invitations.expiresAt,
      usedAt: invitations.usedAt,
      revokedAt: invitations.revokedAt,
    })
    .from(invitations)
    .leftJoin(members, eq(members.id, invitations.memberId))
    .where(eq(invitations.houseId, houseId))
    .orderBy(desc(invitations.createdAt))
    .limit(100);
  return rows.map((r) => ({
    _id: r.id,
    state: r.usedAt ? 'used' : r.revokedAt ? 'revoked' : r.expiresAt <= now ? 'expired' : 'valid',
    memberName: r.memberName ?? null,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    usedAt: r.usedAt?.toISOString() ?? null,
  }));
}
