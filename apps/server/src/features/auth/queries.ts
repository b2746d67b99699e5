import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
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
