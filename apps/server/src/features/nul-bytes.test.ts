// Issue 8, item 10: a NUL byte in any text of a request is a 400 naming the field, never a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.ts';
import { createUser } from './auth/queries.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000', LOGIN_FAILURE_MAX: '100000', LOGIN_ACCOUNT_FAILURE_MAX: '100000' });
  admin = await t.login('admin');
  await createUser(t.database.db, { username: 'mary', password: TEST_PASSWORD, isAdmin: false });
});
afterAll(() => t.close());

/** The same text with a NUL in the middle, kept in the field's own shape. */
const withNul = (value: string) => `${value.slice(0, 2)}\u0000${value.slice(2)}`;

const member = {
  name: 'ജോർജ്', nameEng: 'George', age: 40, work: 'Farmer', phone: '9447044444', HOH: true, gender: true,
  relation: 'Head', origin: 'Pala', location: 'Kuravilangad', email: 'george@example.in',
};
const bodies: { method: 'POST' | 'PUT'; url: string; body: Record<string, unknown>; fields: string[]; nested?: string }[] = [
  { method: 'POST', url: '/api/auth/login', body: { username: 'mary', password: TEST_PASSWORD }, fields: ['username', 'password'] },
  { method: 'POST', url: '/api/houses', body: { house: 'Arackal', ward: 1, members: [member] }, fields: ['house'] },
  {
    method: 'POST', url: '/api/houses', body: { house: 'Arackal', ward: 1, members: [member] },
    nested: 'members.0', fields: ['name', 'nameEng', 'work', 'phone', 'relation', 'origin', 'location', 'email'],
  },
  {
    method: 'POST', url: '/api/contacts',
    body: { name: 'Office', house: 'Palli', institution: 'Church', location: 'Kuravilangad', phone: '9447044444', altPhone: '9447055555', nameInEng: 'office/palli office' },
    fields: ['name', 'house', 'institution', 'location', 'phone', 'altPhone', 'nameInEng'],
  },
  {
    method: 'POST', url: '/api/board',
    body: { name: 'Thomas', house: 'Arackal', group: 'Youth', phone: '9447044444', title: 1, duration: '2020 - 2024' },
    fields: ['name', 'house', 'group', 'phone', 'duration'],
  },
  {
    method: 'PUT', url: '/api/settings',
    body: { adminPhone: '9447012345', churchName: 'St Mary', churchAddress: 'Kuravilangad', churchPhone: '04822230123', churchEmail: 'office@example.in', souvenirName: 'Jubilee' },
    fields: ['adminPhone', 'churchName', 'churchAddress', 'churchPhone', 'churchEmail', 'souvenirName'],
  },
];

describe('a NUL byte in a body field', () => {
  for (const { method, url, body, fields, nested } of bodies) {
    for (const field of fields) {
      const path = nested ? `${nested}.${field}` : field;
      it(`${method} ${url} ${path} → 400`, async () => {
        const payload = structuredClone(body);
        const holder = nested ? (payload.members as Record<string, unknown>[])[0] : payload;
        holder[field] = withNul(String(holder[field]));
        const res = await t.app.inject({ method, url, payload, headers: { cookie: admin }, remoteAddress: '10.20.0.1' });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().fields).toHaveProperty([`body.${path}`]);
      });
    }
  }

  it('the login of the issue: username "a\\u0000b" → 400, not 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'a\u0000b', password: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
  });
});

describe('a NUL byte in a path or query text', () => {
  for (const url of ['/api/houses/search/geo%00rge', '/api/contacts/member-contacts/geo%00rge', '/api/contacts/member-contacts?page=1%00']) {
    it(`GET ${url} → 400`, async () => {
      expect((await t.app.inject({ url, remoteAddress: '10.20.0.2' })).statusCode).toBe(400);
    });
  }
});

describe('settings values have length limits (issue 8, item 13)', () => {
  it('refuses a 10,000-character address with a 400 naming it, and keeps the stored one', async () => {
    const before = (await t.app.inject({ url: '/api/settings' })).json().churchAddress;
    const res = await t.app.inject({ method: 'PUT', url: '/api/settings', payload: { churchAddress: 'x'.repeat(10_000) }, headers: { cookie: admin } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['body.churchAddress']);
    expect((await t.app.inject({ url: '/api/settings' })).json().churchAddress).toBe(before);
    const ok = await t.app.inject({ method: 'PUT', url: '/api/settings', payload: { souvenirName: 'ജൂബിലി സ്മരണിക 2026' }, headers: { cookie: admin } });
    expect(ok.statusCode).toBe(200);
  });
});
