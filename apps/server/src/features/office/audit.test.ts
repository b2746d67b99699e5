import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.ts';

const t = testApp({ as: ['admin'] });
const { admin } = t.cookies;

beforeAll(async () => {
  for (const name of ['ആശുപത്രി', 'പോലീസ്']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { cookie: admin },
      payload: { name, phone: '9447012345', type: '1' },
    });
    expect(res.statusCode).toBe(201);
  }
  const [first] = (await t.app.inject({ url: '/api/contacts' })).json();
  await t.app.inject({
    method: 'PUT',
    url: '/api/contacts',
    headers: { cookie: admin },
    payload: { _id: first._id, name: 'ആശുപത്രി (പുതിയത്)' },
  });
});

describe('GET /api/audit', () => {
  it('lists changes newest first with the record before and after, and what the filters offer', async () => {
    const res = await t.app.inject({ url: '/api/audit', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.total).toBe(3);
    expect(page.items[0]).toMatchObject({
      action: 'update',
      entity: 'contact',
      before: { name: 'ആശുപത്രി' },
      after: { name: 'ആശുപത്രി (പുതിയത്)' },
    });
    expect(page.items[0].username).toMatch(/^admin-/);
    expect(page.users).toEqual([page.items[0].username]);
    expect(page.entities).toEqual(['contact']);
  });

  it('filters by person, kind of record and dates', async () => {
    const get = async (q: string) => (await t.request('GET', `/api/audit?${q}`, { as: admin })).json();
    expect((await get('entity=house')).total).toBe(0);
    expect((await get('entity=contact')).total).toBe(3);
    expect((await get('user=nobody')).total).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`from=${today}&to=${today}`)).total).toBe(3);
    expect((await get('to=2020-01-01')).total).toBe(0);
    expect((await get('page=2')).items).toEqual([]);
  });

  it('refuses a bad filter with 400 naming it, visitors with 401 and users with 403', async () => {
    const bad = await t.app.inject({ url: '/api/audit?from=yesterday', headers: { cookie: admin } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty(['querystring.from']);
    expect((await t.app.inject({ url: '/api/audit' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/audit', headers: { cookie: await t.login('user') } })).statusCode).toBe(
      403,
    );
  });
});
