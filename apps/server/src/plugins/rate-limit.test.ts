// The 429 of docs/product.md "Errors" and the budgets of docs/decisions.md "Rate limits count what costs": the
// response cache's answers pass far beyond the costly budget (hundreds of phones share one mobile
// network address); searches, writes and uncached reads do not; the logged-in count per session.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testApp } from '../test/test-app.ts';

const COSTLY = 5;
const SESSION = 4;
const EVERY = 40;

const t = testApp({
  env: {
    RATE_LIMIT_MAX: String(COSTLY),
    RATE_LIMIT_SESSION_MAX: String(SESSION),
    RATE_LIMIT_CACHED_MAX: String(EVERY),
  },
});

const get = (url: string, ip: string, cookie?: string) => t.request('GET', url, { remoteAddress: ip, as: cookie });
/** A search for a term not asked before: never in the cache. */
let searches = 0;
const freshSearch = (ip: string) =>
  get(`/api/houses/search/${'abcdefghij'[searches % 10]}${'klmnopqrst'[Math.floor(searches++ / 10) % 10]}zz`, ip);

function expect429(res: Awaited<ReturnType<typeof get>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
  expect(res.json().message).toMatch(/Try again in 15 minutes/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60);
}

describe('one address', () => {
  it('reads cached answers far beyond the costly budget; searches beyond it are refused with 429', async () => {
    const ip = '10.1.1.1';
    const pages = ['/api/houses/wards/1?v=1', '/api/board/4?ward=1', '/api/settings', '/api/news', '/api/faq/history'];
    // First time each is a miss (costly): 5 of the 5.
    for (const url of pages) expect((await get(url, ip)).headers['x-cache']).toBe('miss');
    // Then four times the costly budget of cached reads (and GET /api/auth/me, asked by every page load).
    for (let i = 0; i < 4 * COSTLY; i++) {
      const res = await get(pages[i % pages.length], ip);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['x-cache']).toBe('hit');
    }
    expect((await get('/api/auth/me', ip)).statusCode).toBe(200);
    // The costly budget was spent by the misses: a search (not in the cache) is refused…
    expect429(await freshSearch(ip));
    // …while the parish's cached reads still pass, and another address still searches.
    expect((await get(pages[0], ip)).statusCode).toBe(200);
    expect((await freshSearch('10.1.1.2')).statusCode).toBe(200);
  });

  it('refuses writes beyond the costly budget (failed logins spend it too)', async () => {
    const ip = '10.1.2.1';
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { username: `nobody-${randomBytes(3).toString('hex')}`, password: 'not the password' },
      });
    for (let i = 0; i < COSTLY; i++) expect((await login()).statusCode).toBe(401);
    expect429(await login());
    const subscribe = await t.app.inject({
      method: 'POST',
      url: '/api/news/push-registry',
      remoteAddress: ip,
      payload: {},
    });
    expect429(subscribe);
  });

  it('bounds cached reads too, by RATE_LIMIT_CACHED_MAX over every API request of the address', async () => {
    const ip = '10.1.3.1';
    const statuses: number[] = [];
    for (let i = 0; i < EVERY + 2; i++) statuses.push((await get('/api/settings', ip)).statusCode);
    expect(statuses.slice(0, EVERY).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(EVERY)).toEqual([429, 429]);
    expect429(await get('/api/settings', ip));
  });

  it('counts the socket address, whatever X-Forwarded-For says (no TRUST_PROXY)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < COSTLY + 2; i++) {
      const res = await t.app.inject({
        url: `/api/houses/search/xff${'abcdefg'[i]}`,
        remoteAddress: '10.1.4.1',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(COSTLY).fill(200), 429, 429]);
  });
});

describe('the logged-in', () => {
  it('spend their own session’s budget, not the address’s, and another session keeps its own', async () => {
    const ip = '10.1.5.1';
    const user = await t.login('user');
    // GET /api/news/mine reads the database for this user: never cached.
    for (let i = 0; i < SESSION; i++) expect((await get('/api/news/mine', ip, user)).statusCode).toBe(200);
    const refused = await get('/api/news/mine', ip, user);
    expect429(refused);
    expect(refused.json().message).toMatch(/session/);
    // Visitors behind the same address still have the address's budget…
    for (let i = 0; i < COSTLY; i++) expect((await freshSearch(ip)).statusCode).toBe(200);
    // …and an admin logged in there too has a session of their own.
    const admin = await t.login('admin');
    expect((await get('/api/news/mine', ip, admin)).statusCode).toBe(200);
  });
});

describe('with REDIS_URL', () => {
  it('shares the budgets between processes', async () => {
    const config = { ...t.config, REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379' };
    const [a, b] = await Promise.all(
      [0, 1].map(async () => {
        const app = await buildApp({ config, db: t.database.db, dbEngine: t.database.engine });
        await app.ready();
        return app;
      }),
    );
    try {
      // Addresses of their own per run: counters in Redis outlive the test for 15 minutes, and both
      // engines' runs of this file share them.
      const ip = `10.${[...randomBytes(3)].join('.')}`;
      const other = `10.${[...randomBytes(3)].join('.')}`;
      const search = (app: typeof a, term: string, from = ip) =>
        app.inject({ url: `/api/houses/search/${term}`, remoteAddress: from });
      expect((await b.inject({ url: '/api/settings', remoteAddress: other })).headers['x-cache']).toBe('miss');
      for (const term of ['reda', 'redb', 'redc', 'redd', 'rede']) expect((await search(a, term)).statusCode).toBe(200);
      // The other process knows the address has spent its costly budget…
      expect429(await search(b, 'redf'));
      // …and still answers it from its cache.
      const cached = await b.inject({ url: '/api/settings', remoteAddress: ip });
      expect(cached.statusCode).toBe(200);
      expect(cached.headers['x-cache']).toBe('hit');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
