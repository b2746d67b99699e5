import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp, sessionCookie, TEST_PASSWORD, testAppForTest } from '../../test/test-app.ts';
import { auditLog, sessions, users } from '../../db/schema.ts';
import { createUser } from './queries.ts';

const t = testApp({ env: { LOGIN_FAILURE_MAX: '3' } });
beforeAll(async () => {
  await createUser(t.database.db, { username: 'mary', password: TEST_PASSWORD, isAdmin: false });
});

const login = (username: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });

describe('login', () => {
  it('starts a session in an httpOnly, SameSite=Lax cookie and returns userInfo', async () => {
    const res = await login('mary', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().userInfo).toMatchObject({ username: 'mary', isAdmin: false });
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('sid='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    // HSTS only in production (test: over plain HTTP).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookie(res) } });
    expect(me.json().userInfo).toMatchObject({ username: 'mary', isAdmin: false });
  });

  it('carries isAdmin for an admin', async () => {
    const cookie = await t.login('admin');
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json().userInfo.isAdmin).toBe(true);
  });

  it('refuses a wrong password with a message and no cookie', async () => {
    const res = await login('mary', 'wrong password', '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'login_failed', message: 'Wrong username or password' });
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses an empty body field by name', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'mary' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['body.password']);
  });

  it('gives failed logins their own budget: 429 after too many from one IP, even with the right password', async () => {
    for (let i = 0; i < 3; i++) expect((await login('mary', 'nope', '10.0.0.3')).statusCode).toBe(401);
    const blocked = await login('mary', TEST_PASSWORD, '10.0.0.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('rate_limited');
    // Another IP is not affected.
    expect((await login('mary', TEST_PASSWORD, '10.0.0.4')).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('deletes the session row, so the cookie no longer works', async () => {
    const res = await login('mary', TEST_PASSWORD, '10.0.0.5');
    const cookie = sessionCookie(res);
    const [user] = await t.database.db.select().from(users).where(eq(users.username, 'mary'));
    const before = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const after = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(after.length).toBe(before.length - 1);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json().userInfo).toBeNull();
  });
});

describe('register', () => {
  const body = { username: 'joseph', password: 'a long enough password', isAdmin: false };

  it('is refused to visitors (401) and ordinary users (403), creating nothing', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode).toBe(401);
    const cookie = await t.login('user');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers: { cookie } }))
        .statusCode,
    ).toBe(403);
    expect(await t.database.db.select().from(users).where(eq(users.username, 'joseph'))).toEqual([]);
  });

  it('lets an admin create an account that can then log in', async () => {
    const cookie = await t.login('admin');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers: { cookie } });
    expect(res.statusCode).toBe(201);
    expect(res.json().userInfo).toMatchObject({ username: 'joseph', isAdmin: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'joseph'));
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, row.id));
    expect(audit).toMatchObject({ action: 'create', entity: 'user', after: { username: 'joseph', isAdmin: false } });
    expect(JSON.stringify(audit.after)).not.toContain('scrypt');
    expect((await login('joseph', body.password, '10.0.0.6')).statusCode).toBe(200);
  });

  it('refuses a taken name (409) and a short password (400 naming it)', async () => {
    const cookie = await t.login('admin');
    const taken = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body, headers: { cookie } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('username_taken');
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...body, username: 'x2y', password: 'short' },
      headers: { cookie },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toHaveProperty(['body.password']);
  });
});

describe('mutations check Origin', () => {
  it('refuses a cross-site Origin with 403 and accepts the own origin', async () => {
    const payload = { username: 'mary', password: TEST_PASSWORD };
    const evil = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { origin: 'https://evil.example', host: 'parish.example' },
      remoteAddress: '10.0.0.7',
    });
    expect(evil.statusCode).toBe(403);
    expect(evil.json().code).toBe('bad_origin');
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload,
      headers: { origin: 'http://parish.example', host: 'parish.example' },
      remoteAddress: '10.0.0.7',
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('in production', () => {
  it('marks the session cookie Secure and sends HSTS', async () => {
    const prod = await testAppForTest({ NODE_ENV: 'production' });
    await createUser(prod.database.db, { username: 'anna', password: TEST_PASSWORD, isAdmin: false });
    const res = await prod.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'anna', password: TEST_PASSWORD },
    });
    expect([res.headers['set-cookie']].flat().join()).toMatch(/Secure/);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
