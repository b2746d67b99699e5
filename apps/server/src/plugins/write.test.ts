// The one write path — transaction with its audit row, cache invalidation after
// the commit, and a unique-index refusal as a 409 with a stable code (not a 500).
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERROR_CODES } from '@parish/shared/common';
import { auditLog, contacts, users } from '../db/schema.ts';
import { testApp } from '../test/test-app.ts';
import { make } from '../test/factories.ts';
import { databaseSnapshot } from '../test/snapshot.ts';
import { HttpError } from './errors.ts';

const writer = { _id: '00000000-0000-4000-8000-000000000009', username: 'write-test' };

const t = testApp({
  env: { RATE_LIMIT_MAX: '100000' },
  beforeReady: (app) => {
    // A write that breaks a unique index half-way: the first row must not stay either.
    app.post('/api/test/duplicate-user', async () =>
      app.write({ user: writer, invalidates: [] }, async (tx, audit) => {
        await tx.insert(users).values({ username: 'twice', passwordHash: 'x' });
        await audit({ action: 'create', entity: 'user', entityId: null });
        await tx.insert(users).values({ username: 'twice', passwordHash: 'x' });
        return { ok: true };
      }),
    );
  },
});
beforeAll(async () => {
  await make.user(t.database.db, { id: writer._id, username: writer.username, passwordHash: 'x' });
});

it('answers a unique-index violation with 409 `conflict` and keeps none of the write', async () => {
  const before = await databaseSnapshot(t.database.db);
  const res = await t.app.inject({ method: 'POST', url: '/api/test/duplicate-user' });
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ statusCode: 409, code: ERROR_CODES.conflict });
  expect(await databaseSnapshot(t.database.db)).toBe(before);
});

it("gives a domain's own 409 for the unique index it names", async () => {
  const write = t.app.write(
    {
      user: writer,
      invalidates: [],
      conflicts: { users_username_unique: () => new HttpError(409, ERROR_CODES.usernameTaken, 'taken') },
    },
    async (tx) => {
      await tx.insert(users).values({ username: writer.username, passwordHash: 'x' });
    },
  );
  await expect(write).rejects.toMatchObject({ statusCode: 409, code: ERROR_CODES.usernameTaken });
});

it('commits the rows with their audit row, then drops the cached reads of its tags', async () => {
  expect((await t.app.inject({ url: '/api/contacts/members', remoteAddress: '10.9.0.2' })).json()).toEqual([]);
  const created = await t.app.write({ user: writer, invalidates: ['contacts'] }, async (tx, audit) => {
    const [row] = await tx.insert(contacts).values({ name: 'ഓഫീസ്', phone: '04822212345' }).returning();
    await audit({ action: 'create', entity: 'contact', entityId: row.id, after: { name: row.name } });
    return row;
  });
  const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
  expect(audited).toMatchObject([
    { userId: writer._id, username: writer.username, action: 'create', entity: 'contact' },
  ]);
  const fresh = await t.app.inject({ url: '/api/contacts/members', remoteAddress: '10.9.0.2' });
  expect(fresh.json()).toMatchObject([{ name: 'ഓഫീസ്' }]);
});
