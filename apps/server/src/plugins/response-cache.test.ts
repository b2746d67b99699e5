// Public reads (docs/decisions.md "Slow clients and the response cache are bounded") cannot be
// cache-busted with new query strings, and the response
// cache stays within its byte bound.
import { expect, it } from 'vitest';
import { testApp } from '../test/test-app.ts';

const MAX_BYTES = 20_000;

const t = testApp({ env: { RESPONSE_CACHE_MAX_BYTES: String(MAX_BYTES), RATE_LIMIT_MAX: '100000' } });

const get = (url: string) => t.request('GET', url, { remoteAddress: '10.9.0.1' });

/** Every cached public GET (houses search and ward page, contacts, board, events, settings). */
const CACHED = [
  '/api/houses/wards/1',
  '/api/houses/search/george',
  '/api/contacts',
  '/api/contacts/members',
  '/api/contacts/member-contacts',
  '/api/contacts/member-contacts/george',
  '/api/board',
  '/api/board/address',
  '/api/board/1',
  '/api/events/latest-five',
  '/api/settings',
];

it('refuses unknown query parameters on every cached read (400 naming them), creating no entry', async () => {
  await t.app.responseCache.invalidate('houses', 'contacts', 'board', 'events', 'settings');
  for (const url of CACHED) {
    const res = await get(`${url}?cachebust=1`);
    expect(res.statusCode, url).toBe(400);
    expect(res.json().fields, url).toHaveProperty(['querystring.cachebust']);
  }
  expect(t.app.responseCache.size()).toBe(0);
});

it('keys entries by the validated query: spellings of one page share an entry', async () => {
  await t.app.responseCache.invalidate('houses');
  for (const url of [
    '/api/houses/wards/2',
    '/api/houses/wards/2?v=1',
    '/api/houses/wards/2?v=01',
    '/api/houses/wards/02?v=0001',
  ]) {
    expect((await get(url)).statusCode, url).toBe(200);
  }
  expect(t.app.responseCache.size()).toBe(1);
});

it('5,000 unique URLs leave the cache within its byte bound, least recently used evicted first', async () => {
  await t.app.responseCache.invalidate('houses', 'contacts', 'board', 'events', 'settings');
  const statuses: Record<number, number> = {};
  for (let i = 0; i < 5000; i++) {
    // Four in five are busting attempts (unknown parameters, padded values); one in five a real
    // new page of the phone book, each a distinct, legitimate entry.
    const url = [
      `/api/houses/wards/${(i % 21) + 1}?_=${i}`,
      `/api/settings?t=${i}`,
      `/api/houses/wards/${(i % 21) + 1}?v=${'0'.repeat(1 + (i % 40))}1`,
      `/api/board/address?x=${i}`,
      `/api/contacts/member-contacts?page=${i + 1}`,
    ][i % 5];
    const res = await get(url);
    statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
    expect(t.app.responseCache.bytes()).toBeLessThanOrEqual(MAX_BYTES);
  }
  expect(statuses).toEqual({ 200: 2000, 400: 3000 });
  // 21 ward pages plus as many phone-book pages as fit.
  expect(t.app.responseCache.size()).toBeLessThan(21 + 1000);
  expect((await get('/api/contacts/member-contacts?page=5000')).headers['x-cache']).toBe('hit');
  expect((await get('/api/contacts/member-contacts?page=1')).headers['x-cache']).toBe('miss');
}, 300_000); // 5,000 requests on a busy 2-core machine
