// The login form a page posts before its scripts run (docs/decisions.md "The first tap counts"):
// the JSON login's check, rate limits, lockout and Origin rule, answered with redirects.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { createUser } from './queries.ts';

const ACCOUNT_MAX = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_FAILURE_MAX: '8', LOGIN_ACCOUNT_FAILURE_MAX: String(ACCOUNT_MAX) });
  for (const username of ['mary', 'joseph'])
    await createUser(t.database.db, { username, password: TEST_PASSWORD, isAdmin: false });
});
afterAll(() => t.close());

const ORIGIN = 'http://localhost:80';
const post = (
  fields: Record<string, string>,
  { ip = '10.7.0.1', headers = { origin: ORIGIN } as Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login-form',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:80', ...headers },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: ip,
  });

describe('POST /api/auth/login-form', () => {
  it('logs in: the session cookie and a 303 to the page the person came from', async () => {
    const res = await post({ username: 'mary', password: TEST_PASSWORD, from: '/wards/2' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/wards/2');
    const cookie = sessionCookie(res);
    expect([res.headers['set-cookie']].flat().find((c) => c?.startsWith('sid='))).toMatch(/HttpOnly/i);
    const me = await t.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json().userInfo).toMatchObject({ username: 'mary', isAdmin: false });
  });

  it('leads home when it came from nowhere, or from another site', async () => {
    expect((await post({ username: 'mary', password: TEST_PASSWORD })).headers.location).toBe('/');
    expect((await post({ username: 'mary', password: TEST_PASSWORD, from: '//evil.example/x' })).headers.location).toBe(
      '/',
    );
    expect(
      (await post({ username: 'mary', password: TEST_PASSWORD, from: 'https://evil.example/' })).headers.location,
    ).toBe('/');
  });

  it('sends a wrong password back to the form with its code, and no cookie', async () => {
    const res = await post({ username: 'mary', password: 'wrong password', from: '/news' }, { ip: '10.7.0.2' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?error=login_failed&from=%2Fnews');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('sends an empty field back to the form; refuses a body that is not a login form', async () => {
    const empty = await post({ username: 'mary', password: '' });
    expect(empty.statusCode).toBe(303);
    expect(empty.headers.location).toBe('/login?error=validation_error');
    expect((await post({ username: 'mary', password: 'x'.repeat(401) })).statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-form',
      payload: { username: ['a'], password: 1 },
    });
    expect(json.statusCode).toBe(400);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-form',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=mary',
    });
    expect(other.statusCode).toBe(400);
  });

  it('refuses another site (403) and takes a request without Origin, as the JSON login does', async () => {
    const foreign = await post(
      { username: 'mary', password: TEST_PASSWORD },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('bad_origin');
    expect(foreign.headers['set-cookie']).toBeUndefined();
    const none = await post({ username: 'mary', password: TEST_PASSWORD }, { headers: {} });
    expect(none.statusCode).toBe(303);
    expect(none.headers.location).toBe('/');
  });

  it("shares the JSON login's lockout: guesses by either way lock the account for both", async () => {
    const ip = '10.7.0.9';
    for (let i = 0; i < ACCOUNT_MAX - 1; i++)
      expect((await post({ username: 'joseph', password: 'guess' }, { ip })).headers.location).toBe(
        '/login?error=login_failed',
      );
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'joseph', password: 'guess' },
      remoteAddress: ip,
    });
    expect(json.statusCode).toBe(401);
    const locked = await post({ username: 'joseph', password: TEST_PASSWORD }, { ip });
    expect(locked.headers.location).toBe('/login?error=rate_limited');
    expect(locked.headers['set-cookie']).toBeUndefined();
    const lockedJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'joseph', password: TEST_PASSWORD },
      remoteAddress: ip,
    });
    expect(lockedJson.statusCode).toBe(429);
  });
});

describe('urlencoded bodies', () => {
  it('are read by the login form alone: the JSON login and every other route refuse them (415)', async () => {
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: form,
      payload: `username=mary&password=${TEST_PASSWORD}`,
    });
    expect(json.statusCode).toBe(415);
    const admin = await t.login('admin');
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...form, cookie: admin },
      payload: 'username=someone&password=a-long-password-1',
    });
    expect(register.statusCode).toBe(415);
  });
});
