// Accounts (docs/decisions.md "Accounts and passwords").
// Register with a role, the admin's list, role changes, password resets and
// signing out everywhere; the last admin stays; everyone changes their own password; weak
// passwords are refused; every change is an audit row; users and visitors are refused it all.
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { testApp, sessionCookie, TEST_PASSWORD } from '../../test/test-app.ts';
import { databaseSnapshot } from '../../test/snapshot.ts';
import { auditLog, sessions, users } from '../../db/schema.ts';

const t = testApp({ as: ['admin'] });
const { admin } = t.cookies;
let adminId: string;
beforeAll(async () => {
  adminId = (await t.app.inject({ url: '/api/auth/me', headers: { cookie: admin } })).json().userInfo._id;
});

const as = (cookie: string | null) => (cookie ? { cookie } : {});
const login = (username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
async function register(username: string, isAdmin = false, password = 'a quiet river morning') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: as(admin),
    payload: { username, password, isAdmin },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().userInfo as { _id: string; username: string; isAdmin: boolean };
}
const audits = (entityId: string) => t.database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
const me = async (cookie: string) => (await t.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().userInfo;

describe('register', () => {
  it('creates an admin account when asked, which logs in as an admin', async () => {
    const created = await register('treasurer', true);
    expect(created.isAdmin).toBe(true);
    const res = await login('treasurer', 'a quiet river morning');
    expect(res.statusCode).toBe(200);
    expect(res.json().userInfo).toMatchObject({ username: 'treasurer', isAdmin: true });
    await t.app.inject({ method: 'DELETE', url: `/api/auth/users/${created._id}`, headers: as(admin) });
  });

  it('refuses a password under 10 characters, a common one, or one made of the username (400 naming it)', async () => {
    for (const password of ['short1', 'password123', '1234567890', 'kerala@2024', 'annamma2024']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: as(admin),
        payload: { username: 'annamma', password },
      });
      expect(res.statusCode, password).toBe(400);
      expect(Object.keys(res.json().fields), password).toContain('body.password');
    }
    expect(await t.database.db.select().from(users).where(eq(users.username, 'annamma'))).toEqual([]);
  });
});

describe('GET /api/auth/users', () => {
  it('lists every account with its role and open sessions, never a hash', async () => {
    const res = await t.app.inject({ url: '/api/auth/users', headers: as(admin) });
    expect(res.statusCode).toBe(200);
    const mine = res.json().find((a: { _id: string }) => a._id === adminId);
    expect(mine).toMatchObject({ isAdmin: true, sessions: 1 });
    expect(res.body).not.toContain('scrypt');
  });
});

describe('roles and the last admin', () => {
  it('makes a user admin and back, each an audit row, taking effect on the next request', async () => {
    const u = await register('sexton');
    const cookie = sessionCookie(await login('sexton', 'a quiet river morning'));
    const up = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${u._id}`,
      headers: as(admin),
      payload: { isAdmin: true },
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ username: 'sexton', isAdmin: true });
    expect((await me(cookie)).isAdmin).toBe(true);
    const down = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${u._id}`,
      headers: as(admin),
      payload: { isAdmin: false },
    });
    expect(down.json().isAdmin).toBe(false);
    expect((await me(cookie)).isAdmin).toBe(false);
    expect((await t.app.inject({ url: '/api/auth/users', headers: { cookie } })).statusCode).toBe(403);
    const rows = await audits(u._id);
    expect(rows.filter((a) => a.action === 'update').map((a) => (a.after as { isAdmin: boolean }).isAdmin)).toEqual([
      true,
      false,
    ]);
  });

  it('refuses to demote or remove the last admin (409 last_admin), changing nothing', async () => {
    const before = await databaseSnapshot(t.database.db, ['sessions']);
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${adminId}`,
      headers: as(admin),
      payload: { isAdmin: false },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().code).toBe('last_admin');
    const remove = await t.app.inject({ method: 'DELETE', url: `/api/auth/users/${adminId}`, headers: as(admin) });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().code).toBe('last_admin');
    expect(await databaseSnapshot(t.database.db, ['sessions'])).toBe(before);
    expect((await me(admin)).isAdmin).toBe(true);
  });

  it('lets an admin step down once another admin exists', async () => {
    const other = await register('second-admin', true);
    const cookie = sessionCookie(await login('second-admin', 'a quiet river morning'));
    const down = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${other._id}`,
      headers: { cookie },
      payload: { isAdmin: false },
    });
    expect(down.statusCode, down.body).toBe(200);
    // Now the first admin is the last one again.
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/api/auth/users/${adminId}`,
          headers: as(admin),
          payload: { isAdmin: false },
        })
      ).statusCode,
    ).toBe(409);
  });

  it('removes an ordinary account with its sessions', async () => {
    const u = await register('leaving');
    const cookie = sessionCookie(await login('leaving', 'a quiet river morning'));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/auth/users/${u._id}`, headers: as(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Account deleted' });
    expect(await me(cookie)).toBeNull();
    expect((await audits(u._id)).map((a) => a.action).sort()).toEqual(['create', 'delete']);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/auth/users/${u._id}`, headers: as(admin) })).statusCode,
    ).toBe(404);
  });
});

describe('signing out everywhere and password resets', () => {
  it('ends every session of the account at once: its next request is a visitor', async () => {
    const u = await register('phone-lost');
    const a = sessionCookie(await login('phone-lost', 'a quiet river morning'));
    const b = sessionCookie(await login('phone-lost', 'a quiet river morning'));
    const res = await t.app.inject({ method: 'DELETE', url: `/api/auth/users/${u._id}/sessions`, headers: as(admin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, sessionsEnded: 2, passkeysRemoved: 0 });
    expect(await me(a)).toBeNull();
    expect(await me(b)).toBeNull();
    const refused = await t.app.inject({ method: 'POST', url: '/api/houses', headers: { cookie: a }, payload: {} });
    expect(refused.statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, u._id))).toEqual([]);
    const [row] = (await audits(u._id)).filter((x) => x.entity === 'session');
    expect(row).toMatchObject({ action: 'delete', before: { sessions: 2 } });
  });

  it('resets a password: the old one stops working, the account is signed out, the audit holds no hash', async () => {
    const u = await register('forgetful');
    const old = sessionCookie(await login('forgetful', 'a quiet river morning'));
    const weak = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${u._id}/password`,
      headers: as(admin),
      payload: { password: 'forgetful123' },
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fields)).toEqual(['body.password']);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${u._id}/password`,
      headers: as(admin),
      payload: { password: 'mango tree by the well' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await me(old)).toBeNull();
    expect((await login('forgetful', 'a quiet river morning')).statusCode).toBe(401);
    expect((await login('forgetful', 'mango tree by the well')).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, u._id), eq(auditLog.action, 'update')));
    expect(rows[0].after).toMatchObject({ passwordReset: true, sessionsEnded: 1 });
    expect(JSON.stringify(rows)).not.toContain('scrypt');
    expect(JSON.stringify(rows)).not.toContain('mango');
  });
});

describe('PUT /api/auth/password (own)', () => {
  it('needs the old password, refuses a weak new one, and ends the other sessions but this one', async () => {
    await register('careful');
    const here = sessionCookie(await login('careful', 'a quiet river morning'));
    const there = sessionCookie(await login('careful', 'a quiet river morning'));
    const wrong = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { cookie: here },
      payload: { oldPassword: 'not it at all', newPassword: 'coconut grove sunrise' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'wrong_password', fields: { 'body.oldPassword': expect.any(String) } });
    const weak = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { cookie: here },
      payload: { oldPassword: 'a quiet river morning', newPassword: 'qwertyuiop' },
    });
    expect(weak.statusCode).toBe(400);
    expect(Object.keys(weak.json().fields)).toEqual(['body.newPassword']);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { cookie: here },
      payload: { oldPassword: 'a quiet river morning', newPassword: 'coconut grove sunrise' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().sessionsEnded).toBe(1);
    expect((await me(here)).username).toBe('careful');
    expect(await me(there)).toBeNull();
    expect((await login('careful', 'coconut grove sunrise')).statusCode).toBe(200);
  });

  it('counts wrong old passwords against the account: 429 after the login budget', async () => {
    await register('guessed');
    const cookie = sessionCookie(await login('guessed', 'a quiet river morning'));
    const body = { oldPassword: 'guess guess guess', newPassword: 'coconut grove sunrise' };
    for (let i = 0; i < t.config.LOGIN_ACCOUNT_FAILURE_MAX; i++) {
      expect(
        (await t.app.inject({ method: 'PUT', url: '/api/auth/password', headers: { cookie }, payload: body }))
          .statusCode,
      ).toBe(400);
    }
    const blocked = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      headers: { cookie },
      payload: { ...body, oldPassword: 'a quiet river morning' },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });
});

describe('refused to users and visitors', () => {
  it('answers 401 to a visitor and 403 to a user on every admin account route, changing nothing', async () => {
    const target = await register('target');
    const user = await t.login('user');
    const before = await databaseSnapshot(t.database.db, ['sessions']);
    const calls = [
      { method: 'GET' as const, url: '/api/auth/users' },
      { method: 'PUT' as const, url: `/api/auth/users/${target._id}`, payload: { isAdmin: true } },
      {
        method: 'PUT' as const,
        url: `/api/auth/users/${target._id}/password`,
        payload: { password: 'mango tree by the well' },
      },
      { method: 'DELETE' as const, url: `/api/auth/users/${target._id}/sessions` },
      { method: 'DELETE' as const, url: `/api/auth/users/${target._id}` },
      {
        method: 'POST' as const,
        url: '/api/auth/register',
        payload: { username: 'sneaky', password: 'mango tree by the well', isAdmin: true },
      },
    ];
    for (const call of calls) {
      expect((await t.app.inject(call)).statusCode, call.url).toBe(401);
      expect((await t.app.inject({ ...call, headers: { cookie: user } })).statusCode, call.url).toBe(403);
    }
    const own = await t.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { oldPassword: 'x', newPassword: 'mango tree by the well' },
    });
    expect(own.statusCode).toBe(401);
    expect(await databaseSnapshot(t.database.db, ['sessions'])).toBe(before);
  });

  it('answers bad bodies with a 400 naming the field', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/users/${adminId}`,
      headers: as(admin),
      payload: { isAdmin: 'yes' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['body.isAdmin']);
    const badId = await t.app.inject({ method: 'DELETE', url: '/api/auth/users/nope/sessions', headers: as(admin) });
    expect(badId.statusCode).toBe(400);
  });
});
