import { and, asc, count, eq, gt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { houses, passkeys, sessions, users } from '../../db/schema.ts';
import { hashPassword } from './password.ts';

export async function findUserByName(db: Db, username: string) {
  const [user] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return user;
}

export async function createUser(db: Db, input: { username: string; password: string; isAdmin: boolean }) {
  const [user] = await db
    .insert(users)
    .values({ username: input.username, passwordHash: await hashPassword(input.password), isAdmin: input.isAdmin })
    .onConflictDoNothing({ target: users.username })
    .returning({ _id: users.id, username: users.username, isAdmin: users.isAdmin });
  return user; // undefined when the name is taken
}

// ---- accounts --------------------------------------------------------------------------------
/** Every account with its open sessions, for the admin's accounts screen (never the hash). */
export async function listAccounts(db: Db) {
  const open = db
    .select({ userId: sessions.userId, n: count().as('n') })
    .from(sessions)
    .where(gt(sessions.expiresAt, new Date()))
    .groupBy(sessions.userId)
    .as('open');
  const keys = db
    .select({ userId: passkeys.userId, n: count().as('k') })
    .from(passkeys)
    .groupBy(passkeys.userId)
    .as('keys');
  const rows = await db
    .select({
      _id: users.id,
      username: users.username,
      isAdmin: users.isAdmin,
      createdAt: users.createdAt,
      sessions: open.n,
      houseId: users.houseId,
      house: houses.house,
      passkeys: keys.n,
    })
    .from(users)
    .leftJoin(open, eq(open.userId, users.id))
    .leftJoin(keys, eq(keys.userId, users.id))
    .leftJoin(houses, eq(houses.id, users.houseId))
    .orderBy(asc(users.username));
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    sessions: Number(r.sessions ?? 0),
    passkeys: Number(r.passkeys ?? 0),
  }));
}

export async function findUserById(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** The admins' rows, locked until the transaction ends: two admins demoting each other wait in turn. */
export async function lockAdmins(tx: Db): Promise<string[]> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.isAdmin, true)).for('update');
  return rows.map((r) => r.id);
}

export async function setRole(tx: Db, id: string, isAdmin: boolean) {
  const [user] = await tx
    .update(users)
    .set({ isAdmin })
    .where(eq(users.id, id))
    .returning({ _id: users.id, username: users.username, isAdmin: users.isAdmin });
  return user;
}

export async function setPassword(tx: Db, id: string, password: string): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, id));
}

/** Ends every session of a user but the one whose token hash is `keep`; returns how many ended. */
export async function revokeSessions(tx: Db, userId: string, keep?: string): Promise<number> {
  const where = keep ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keep)) : eq(sessions.userId, userId);
  const rows = await tx.delete(sessions).where(where).returning({ tokenHash: sessions.tokenHash });
  return rows.length;
}

/** Removes every passkey of an account (a lost phone, docs/product.md "Family accounts"); returns how many. */
export async function removePasskeys(tx: Db, userId: string): Promise<number> {
  const rows = await tx.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return rows.length;
}

export async function deleteUser(tx: Db, id: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, id));
}
