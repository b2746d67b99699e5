// The demo's accounts: made with the auth feature's own user creation, so they live above db/.
import { count, desc } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { houses, users } from '../db/schema.ts';
import { createUser } from '../features/auth/queries.ts';
import { generatePassword, hashPassword } from '../features/auth/password.ts';

/**
 * The demo's accounts `admin` and `user`, made once. Passwords come from the settings or are
 * generated; either way they are printed once, here.
 */
export async function ensureDemoAccounts(
  db: Db,
  passwords: { admin?: string; user?: string },
  print: (line: string) => void,
) {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return;
  const admin = passwords.admin ?? generatePassword();
  const user = passwords.user ?? generatePassword();
  await createUser(db, { username: 'admin', password: admin, isAdmin: true });
  await createUser(db, { username: 'user', password: user, isAdmin: false });
  print(
    `Demo accounts: admin / ${passwords.admin ? '(DEMO_ADMIN_PASSWORD)' : admin}   user / ` +
      `${passwords.user ? '(DEMO_USER_PASSWORD)' : user}`,
  );
}

/**
 * The browser tests' family account `family` (docs/product.md "Family accounts"), of the last family
 * of the last ward: made only when the tests ask for it (scripts/e2e-data.mjs), never by a demo or
 * real start. Returns the family's house id.
 */
export async function ensureTestFamilyAccount(db: Db, password: string): Promise<string> {
  const [house] = await db
    .select({ id: houses.id })
    .from(houses)
    .orderBy(desc(houses.ward), desc(houses.house))
    .limit(1);
  if (!house) throw new Error('The demo parish has no family');
  await db
    .insert(users)
    .values({ username: 'family', passwordHash: await hashPassword(password), houseId: house.id })
    .onConflictDoNothing({ target: users.username });
  return house.id;
}
