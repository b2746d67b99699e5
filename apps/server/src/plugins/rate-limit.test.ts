import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => { t = await createTestApp({ RATE_LIMIT_MAX: '5' }); });
afterAll(() => t.close());

it('answers 429 with a message once an IP spends its 15-minute budget, cached answers included', async () => {
  const get = (ip: string) => t.app.inject({ url: '/api/houses/wards/1', remoteAddress: ip });
  for (let i = 0; i < 5; i++) {
    const res = await get('10.1.1.1');
    expect(res.statusCode).toBe(200);
    // After the first, these come from the response cache: they still spend the budget.
    expect(res.headers['x-cache']).toBe(i === 0 ? 'miss' : 'hit');
  }
  const res = await get('10.1.1.1');
  expect(res.statusCode).toBe(429);
  expect(res.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
  expect(res.json().message).toMatch(/Try again in 15 minutes/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect((await get('10.1.1.2')).statusCode).toBe(200);
});

it('counts the socket address, whatever X-Forwarded-For says (no TRUST_PROXY)', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) {
    const res = await t.app.inject({ url: '/api/houses/wards/1', remoteAddress: '10.1.1.3', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    statuses.push(res.statusCode);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
});
