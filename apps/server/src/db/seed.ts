// What every database needs at start: the wards, and (for the demo) the parish and its accounts.
import { count, sql } from 'drizzle-orm';
import { WARDS } from '@parish/shared/wards';
import type { Db } from './client.ts';
import { houses, users, wards } from './schema.ts';
import { createUser } from '../features/auth/queries.ts';
import { generatePassword } from '../features/auth/password.ts';

export async function ensureWards(db: Db) {
  await db
    .insert(wards)
    .values(WARDS.map((w) => ({ ...w })))
    .onConflictDoUpdate({ target: wards.number, set: { name: sql`excluded.name`, nameEng: sql`excluded.name_eng` } });
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(houses);
  return (row?.n ?? 0) === 0;
}

/**
 * The demo's accounts `admin` and `user`, made once. Passwords come from the settings or are
 * generated; either way they are printed once, here.
 */
export async function ensureDemoAccounts(db: Db, passwords: { admin?: string; user?: string }, print: (line: string) => void) {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const admin = passwords.admin ?? generatePassword();
  const user = passwords.user ?? generatePassword();
  await createUser(db, { username: 'admin', password: admin, isAdmin: true });
  await createUser(db, { username: 'user', password: user, isAdmin: false });
  print(`Demo accounts: admin / ${passwords.admin ? '(DEMO_ADMIN_PASSWORD)' : admin}   user / ${passwords.user ? '(DEMO_USER_PASSWORD)' : user}`);
}
