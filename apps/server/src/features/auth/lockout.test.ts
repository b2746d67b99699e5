// Who the client is (X-Forwarded-For only from trusted proxies), the login lockout per account and
// per IP, the same hash for a missing username, the Secure cookie (docs/decisions.md "Who the
// client is, and the login lockout").
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { testApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.ts';
import { createUser } from './queries.ts';
import { verifyPassword } from './password.ts';

// verifyPassword still hashes; the spy only counts the calls.
vi.mock('./password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./password.ts')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});

const IP_MAX = 8;
const ACCOUNT_MAX = 3;

const t = testApp({ env: { LOGIN_FAILURE_MAX: String(IP_MAX), LOGIN_ACCOUNT_FAILURE_MAX: String(ACCOUNT_MAX) } });
beforeAll(async () => {
  for (const username of ['mary', 'joseph', 'anna', 'thomas']) {
    await createUser(t.database.db, { username, password: TEST_PASSWORD, isAdmin: false });
  }
});

const login = (
  app: TestApp['app'],
  username: string,
  password: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress, headers });

describe('X-Forwarded-For from anyone is ignored (no TRUST_PROXY)', () => {
  it('200 wrong passwords with a rotating X-Forwarded-For run into 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await login(t.app, 'mary', `guess ${i}`, '10.5.0.1', { 'x-forwarded-for': `203.0.113.${i % 250}` });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(ACCOUNT_MAX);
    expect(statuses.filter((s) => s === 429)).toHaveLength(200 - ACCOUNT_MAX);
  });

  it('guesses at many accounts with a rotating X-Forwarded-For spend one IP budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < IP_MAX + 2; i++) {
      const res = await login(t.app, `nobody-${i}`, 'guess', '10.5.0.2', { 'x-forwarded-for': `198.51.100.${i}` });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(IP_MAX).fill(401), 429, 429]);
  });
});

describe('the lockout counts per account and per IP', () => {
  it("a run on one account from a shared IP locks that account only, not the others' right passwords", async () => {
    const office = '10.6.0.1';
    for (let i = 0; i < ACCOUNT_MAX; i++) expect((await login(t.app, 'joseph', 'wrong', office)).statusCode).toBe(401);
    // The attacker keeps going: refused, and not counted against the office's IP.
    for (let i = 0; i < 20; i++) expect((await login(t.app, 'joseph', 'wrong', office)).statusCode).toBe(429);
    const locked = await login(t.app, 'joseph', TEST_PASSWORD, office);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'rate_limited' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another account at the same office: its wrong password is a 401, its right one logs in.
    expect((await login(t.app, 'anna', 'wrong', office)).statusCode).toBe(401);
    expect((await login(t.app, 'anna', TEST_PASSWORD, office)).statusCode).toBe(200);
  });

  it('a successful login clears the account count but not the IP count', async () => {
    const ip = '10.6.0.2';
    for (let i = 0; i < ACCOUNT_MAX - 1; i++) expect((await login(t.app, 'thomas', 'wrong', ip)).statusCode).toBe(401);
    expect((await login(t.app, 'thomas', TEST_PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < ACCOUNT_MAX - 1; i++) expect((await login(t.app, 'thomas', 'wrong', ip)).statusCode).toBe(401);
    expect((await login(t.app, 'thomas', TEST_PASSWORD, ip)).statusCode).toBe(200);
  });
});

describe('a missing username', () => {
  it('costs the same password hash as an existing one', async () => {
    const spy = vi.mocked(verifyPassword);
    spy.mockClear();
    const missing = await login(t.app, 'no-such-user', 'a password', '10.7.0.1');
    expect(missing.statusCode).toBe(401);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(await spy.mock.results[0].value).toBe(false);
    spy.mockClear();
    expect((await login(t.app, 'anna', 'a password', '10.7.0.1')).statusCode).toBe(401);
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('behind a trusted proxy (TRUST_PROXY)', () => {
  const p = testApp({ env: { TRUST_PROXY: '127.0.0.1, 10.8.0.0/16', LOGIN_FAILURE_MAX: String(IP_MAX) } });
  beforeAll(async () => {
    await createUser(p.database.db, { username: 'mary', password: TEST_PASSWORD, isAdmin: false });
  });

  it("counts failures by the proxy's X-Forwarded-For", async () => {
    for (let i = 0; i < IP_MAX; i++) {
      expect(
        (await login(p.app, `nobody-${i}`, 'guess', '127.0.0.1', { 'x-forwarded-for': '198.51.100.7' })).statusCode,
      ).toBe(401);
    }
    expect(
      (await login(p.app, 'mary', TEST_PASSWORD, '10.8.1.1', { 'x-forwarded-for': '198.51.100.7' })).statusCode,
    ).toBe(429);
    // Another client behind the same proxy is someone else.
    expect(
      (await login(p.app, 'mary', TEST_PASSWORD, '127.0.0.1', { 'x-forwarded-for': '198.51.100.8' })).statusCode,
    ).toBe(200);
  });

  it('marks the session cookie Secure when the proxy says the request came over HTTPS, and only then', async () => {
    const cookieOf = (res: Awaited<ReturnType<typeof login>>) =>
      [res.headers['set-cookie']].flat().find((c) => c?.startsWith('sid=')) ?? '';
    const https = await login(p.app, 'mary', TEST_PASSWORD, '127.0.0.1', {
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '198.51.100.9',
    });
    expect(https.statusCode).toBe(200);
    expect(cookieOf(https)).toMatch(/;\s*Secure/i);
    const plain = await login(p.app, 'mary', TEST_PASSWORD, '127.0.0.1', { 'x-forwarded-for': '198.51.100.9' });
    expect(cookieOf(plain)).not.toMatch(/Secure/i);
    // X-Forwarded-Proto from an address that is not a trusted proxy is not believed.
    const spoofed = await login(p.app, 'mary', TEST_PASSWORD, '192.0.2.1', { 'x-forwarded-proto': 'https' });
    expect(spoofed.statusCode).toBe(200);
    expect(cookieOf(spoofed)).not.toMatch(/Secure/i);
  });
});
