// The rows of family invitations and passkeys (docs/product.md "Family invitations",
// docs/product.md "Passkeys").
import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Invitation, InvitationState } from '@parish/shared/invitations';
import type { Db } from '../../db/client.ts';
import { houses, invitations, members, passkeys, users, webauthnChallenges } from '../../db/schema.ts';

type InvitationRow = typeof invitations.$inferSelect;

/** An invitation's state now: revoked and used win over expired (what happened to it first). */
export function stateOf(
  row: Pick<InvitationRow, 'revokedAt' | 'usedAt' | 'expiresAt'>,
  now = new Date(),
): InvitationState {
  if (row.revokedAt) return 'revoked';
  if (row.usedAt) return 'used';
  if (row.expiresAt <= now) return 'expired';
  return 'valid';
}

export async function findHouse(db: Db, id: string) {
  const [row] = await db.select({ id: houses.id, house: houses.house }).from(houses).where(eq(houses.id, id)).limit(1);
  return row;
}

export async function findMemberOf(db: Db, houseId: string, memberId: string) {
  const [row] = await db
    .select({ id: members.id, name: members.name, phone: members.phone })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.houseId, houseId)))
    .limit(1);
  return row;
}

/** A family's invitations, newest first, with the member's name and the account each made. */
export async function listInvitations(db: Db, houseId: string, id?: string): Promise<Invitation[]> {
  const rows = await db
    .select({
      row: invitations,
      memberName: members.name,
      usedBy: users.username,
    })
    .from(invitations)
    .leftJoin(members, eq(members.id, invitations.memberId))
    .leftJoin(users, eq(users.id, invitations.usedBy))
    .where(id ? and(eq(invitations.houseId, houseId), eq(invitations.id, id)) : eq(invitations.houseId, houseId))
    .orderBy(desc(invitations.createdAt), asc(invitations.id))
    .limit(200);
  const now = new Date();
  return rows.map(({ row, memberName, usedBy }) => ({
    _id: row.id,
    state: stateOf(row, now),
    memberId: row.memberId,
    memberName: memberName ?? null,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
    usedBy: usedBy ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

export async function findInvitationById(db: Db, id: string) {
  const [row] = await db.select().from(invitations).where(eq(invitations.id, id)).limit(1);
  return row;
}

export async function findInvitationByHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ row: invitations, house: houses.house })
    .from(invitations)
    .innerJoin(houses, eq(houses.id, invitations.houseId))
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1);
  return row;
}

/** Revokes a link not yet used nor revoked; undefined when there was none such. */
export async function revokeInvitation(tx: Db, id: string) {
  const [row] = await tx
    .update(invitations)
    .set({ revokedAt: new Date() })
    .where(and(eq(invitations.id, id), isNull(invitations.usedAt), isNull(invitations.revokedAt)))
    .returning();
  return row;
}

/**
 * Takes the link for an account: one conditional update, so of two redemptions at once exactly one
 * finds it unused (the other waits on the row's lock and then matches nothing).
 */
export async function takeInvitation(tx: Db, id: string) {
  const [row] = await tx
    .update(invitations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(invitations.id, id),
        isNull(invitations.usedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    )
    .returning({ id: invitations.id });
  return row;
}

export async function markUsedBy(tx: Db, id: string, userId: string) {
  await tx.update(invitations).set({ usedBy: userId }).where(eq(invitations.id, id));
}

export async function insertFamilyUser(tx: Db, input: { username: string; passwordHash: string; houseId: string }) {
  const [user] = await tx
    .insert(users)
    .values(input)
    .onConflictDoNothing({ target: users.username })
    .returning({ _id: users.id, username: users.username, isAdmin: users.isAdmin, houseId: users.houseId });
  return user; // undefined when the name is taken
}

// ---- passkeys ------------------------------------------------------------------------------

/** WebAuthn challenges live 5 minutes: long enough for a fingerprint, short for a replay. */
export const CHALLENGE_MS = 5 * 60_000;

export async function saveChallenge(
  db: Db,
  input: { challenge: string; userId: string | null; purpose: 'register' | 'login' },
): Promise<string> {
  // Old challenges go as new ones come: the table holds only the last few minutes.
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, new Date()));
  const [row] = await db
    .insert(webauthnChallenges)
    .values({ ...input, expiresAt: new Date(Date.now() + CHALLENGE_MS) })
    .returning({ id: webauthnChallenges.id });
  return row.id;
}

/** Takes a challenge once: deleted as it is read, so an answer cannot be sent twice. */
export async function takeChallenge(db: Db, id: string, purpose: 'register' | 'login') {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.id, id),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, new Date()),
      ),
    )
    .returning();
  return row;
}

export async function passkeysOf(db: Db, userId: string) {
  return db.select().from(passkeys).where(eq(passkeys.userId, userId)).limit(100);
}

export async function findPasskey(db: Db, id: string) {
  const [row] = await db
    .select({
      key: passkeys,
      user: { _id: users.id, username: users.username, isAdmin: users.isAdmin, houseId: users.houseId },
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, id))
    .limit(1);
  return row;
}

export async function insertPasskey(
  db: Db,
  input: { id: string; userId: string; publicKey: string; counter: number; transports: string[] | null },
) {
  const [row] = await db.insert(passkeys).values(input).onConflictDoNothing().returning({ id: passkeys.id });
  return row;
}

export async function touchPasskey(db: Db, id: string, counter: number) {
  await db
    .update(passkeys)
    .set({ counter: sql`greatest(${passkeys.counter}, ${counter})`, lastUsedAt: new Date() })
    .where(eq(passkeys.id, id));
}
