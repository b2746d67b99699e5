import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp } from '../test/test-app.ts';
import { auditLog, users } from '../db/schema.ts';
import { writeAudit } from './audit.ts';

const t = testApp();

describe('writeAudit', () => {
  it('records who, when, what and the record before and after', async () => {
    await t.login('admin');
    const [admin] = await t.database.db.select().from(users).limit(1);
    const started = Date.now();
    await writeAudit(t.database.db, {
      user: { _id: admin.id, username: admin.username },
      action: 'update',
      entity: 'house',
      entityId: 'h1',
      before: { house: 'പഴയ' },
      after: { house: 'പുതിയ', members: [{ HOH: true }] },
    });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, 'h1'));
    expect(row).toMatchObject({
      userId: admin.id,
      username: admin.username,
      action: 'update',
      entity: 'house',
      before: { house: 'പഴയ' },
      after: { house: 'പുതിയ', members: [{ HOH: true }] },
    });
    expect(row.at.getTime()).toBeGreaterThanOrEqual(started - 5000);
  });

  it('goes with the transaction it is written in: a failed change leaves no audit row', async () => {
    await t.login('user');
    const [someone] = await t.database.db.select().from(users).limit(1);
    await expect(
      t.database.db.transaction(async (tx) => {
        await writeAudit(tx, {
          user: { _id: someone.id, username: someone.username },
          action: 'delete',
          entity: 'member',
          entityId: 'gone',
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, 'gone'))).toEqual([]);
  });

  it('keeps the row when the user is later removed (who is kept by name)', async () => {
    const [someone] = await t.database.db.select().from(users).limit(1);
    await writeAudit(t.database.db, {
      user: { _id: someone.id, username: someone.username },
      action: 'create',
      entity: 'media',
      entityId: 'kept',
    });
    await t.database.db.delete(users).where(eq(users.id, someone.id));
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, 'kept'));
    expect(row).toMatchObject({ userId: null, username: someone.username, before: null, after: null });
  });
});
