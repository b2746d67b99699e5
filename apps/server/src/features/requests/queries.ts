// The change requests' rows (docs/product.md "Change requests"): the queue's pages, one request,
// the pending count for the admin's menu, a join form's row, and a decision.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { ChangeRequest, ChangeRequestStatus, JoinInput } from '@parish/shared/requests';
import type { Db } from '../../db/client.ts';
import { changeRequests, houses, members } from '../../db/schema.ts';

export type RequestRow = typeof changeRequests.$inferSelect & {
  houseName: string | null;
  houseWard: number | null;
  memberName: string | null;
};

function selectRequests(db: Db) {
  return db
    .select({
      id: changeRequests.id,
      houseId: changeRequests.houseId,
      kind: changeRequests.kind,
      memberId: changeRequests.memberId,
      read: changeRequests.read,
      proposed: changeRequests.proposed,
      status: changeRequests.status,
      createdBy: changeRequests.createdBy,
      createdByName: changeRequests.createdByName,
      createdAt: changeRequests.createdAt,
      applied: changeRequests.applied,
      decidedAt: changeRequests.decidedAt,
      decidedBy: changeRequests.decidedBy,
      reason: changeRequests.reason,
      houseName: houses.house,
      houseWard: houses.ward,
      memberName: members.name,
    })
    .from(changeRequests)
    .leftJoin(houses, eq(houses.id, changeRequests.houseId))
    .leftJoin(members, eq(members.id, changeRequests.memberId));
}

/** One page of the queue: pending oldest first (the order they came in), decided newest first. */
export async function listRequests(
  db: Db,
  status: ChangeRequestStatus,
  limit: number,
  offset: number,
): Promise<RequestRow[]> {
  const order =
    status === 'pending'
      ? [asc(changeRequests.createdAt), asc(changeRequests.id)]
      : [desc(changeRequests.decidedAt), desc(changeRequests.id)];
  return selectRequests(db)
    .where(eq(changeRequests.status, status))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

export async function countRequests(db: Db, status: ChangeRequestStatus): Promise<number> {
  const [row] = await db.select({ n: count() }).from(changeRequests).where(eq(changeRequests.status, status));
  return row?.n ?? 0;
}

/** One request; `lock`: held for the rest of the transaction, so two decisions go one at a time. */
export async function findRequest(db: Db, id: string, lock = false): Promise<RequestRow | undefined> {
  if (lock)
    await db.select({ id: changeRequests.id }).from(changeRequests).where(eq(changeRequests.id, id)).for('update');
  const [row] = await selectRequests(db).where(eq(changeRequests.id, id));
  return row;
}

/** A join form's request: no house yet, the form as sent is the proposal. */
export async function insertJoinRequest(db: Db, input: JoinInput & { contactName: string }): Promise<string> {
  const [row] = await db
    .insert(changeRequests)
    .values({ kind: 'join', houseId: null, read: {}, proposed: input, createdByName: input.contactName })
    .returning({ id: changeRequests.id });
  return row.id;
}

/** Records the office's decision of a pending request (the row locked by findRequest). */
export async function decideRequest(
  tx: Db,
  id: string,
  decision: {
    status: Exclude<ChangeRequestStatus, 'pending'>;
    decidedBy: string;
    applied?: unknown;
    reason?: string;
    /** A join request's new house: the request now belongs to it. */
    houseId?: string;
  },
): Promise<void> {
  await tx
    .update(changeRequests)
    .set({
      status: decision.status,
      decidedBy: decision.decidedBy,
      decidedAt: new Date(),
      applied: decision.applied ?? null,
      reason: decision.reason ?? '',
      ...(decision.houseId ? { houseId: decision.houseId } : {}),
    })
    .where(and(eq(changeRequests.id, id), eq(changeRequests.status, 'pending')));
}

/**
 * Lets go of the member a removal request names before the member goes: the row references the
 * member with ON DELETE CASCADE, and the decided request must stay (the family reads it).
 */
export async function detachMember(tx: Db, id: string): Promise<void> {
  await tx.update(changeRequests).set({ memberId: null }).where(eq(changeRequests.id, id));
}

/** The request in wire names (docs/product.md "Change requests"); a join request names the house it asked for. */
export function presentRequest(
  row: RequestRow,
  conflicts?: { fields: string[]; current: Record<string, unknown> },
): ChangeRequest {
  const proposed = (row.proposed ?? {}) as Record<string, unknown>;
  const join = row.kind === 'join' && !row.houseName;
  return {
    _id: row.id,
    kind: row.kind,
    houseId: row.houseId,
    house: join ? String(proposed.house ?? '') : (row.houseName ?? ''),
    ward: join ? Number(proposed.ward ?? 0) || null : row.houseWard,
    memberId: row.memberId,
    // A removed member's name stays in what the request read.
    memberName:
      row.memberName ??
      (typeof (row.read as { name?: unknown } | null)?.name === 'string' ? (row.read as { name: string }).name : null),
    read: (row.read ?? {}) as Record<string, unknown>,
    proposed,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdByName,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
    reason: row.reason,
    applied: (row.applied ?? null) as Record<string, unknown> | null,
    ...(conflicts ? { conflicts: conflicts.fields, current: conflicts.current } : {}),
  };
}

/** The pending count in one cheap query (the partial index change_requests_pending_idx). */
export const pendingCount = (db: Db) => countRequests(db, 'pending');
