// A NUL byte in any text of a request is a 400 naming the field, never a 500 (docs/decisions.md "No
// NUL in text, and no request values in the log");
// so is a lone UTF-16 surrogate, and the other bad input the fuzz of every route found.
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, TEST_PASSWORD } from '../test/test-app.ts';
import { make, member as memberFixture } from '../test/factories.ts';
import { auditLog, settings } from '../db/schema.ts';
import { createUser } from './auth/queries.ts';

const t = testApp({
  env: { RATE_LIMIT_MAX: '100000', LOGIN_FAILURE_MAX: '100000', LOGIN_ACCOUNT_FAILURE_MAX: '100000' },
  as: ['admin'],
});
const { admin } = t.cookies;
beforeAll(async () => {
  await createUser(t.database.db, { username: 'mary', password: TEST_PASSWORD, isAdmin: false });
});

/** The same text with a NUL in the middle, kept in the field's own shape. */
const withNul = (value: string) => `${value.slice(0, 2)}\u0000${value.slice(2)}`;

const member = {
  name: 'ജോർജ്',
  nameEng: 'George',
  age: 40,
  work: 'Farmer',
  phone: '9447044444',
  HOH: true,
  gender: true,
  relation: 'Head',
  origin: 'Pala',
  location: 'Kuravilangad',
  email: 'george@example.in',
};
const bodies: {
  method: 'POST' | 'PUT';
  url: string;
  body: Record<string, unknown>;
  fields: string[];
  nested?: string;
}[] = [
  {
    method: 'POST',
    url: '/api/auth/login',
    body: { username: 'mary', password: TEST_PASSWORD },
    fields: ['username', 'password'],
  },
  { method: 'POST', url: '/api/houses', body: { house: 'Arackal', ward: 1, members: [member] }, fields: ['house'] },
  {
    method: 'POST',
    url: '/api/houses',
    body: { house: 'Arackal', ward: 1, members: [member] },
    nested: 'members.0',
    fields: ['name', 'nameEng', 'work', 'phone', 'relation', 'origin', 'location', 'email'],
  },
  {
    method: 'POST',
    url: '/api/contacts',
    body: {
      name: 'Office',
      house: 'Palli',
      institution: 'Church',
      location: 'Kuravilangad',
      phone: '9447044444',
      altPhone: '9447055555',
      nameInEng: 'office/palli office',
    },
    fields: ['name', 'house', 'institution', 'location', 'phone', 'altPhone', 'nameInEng'],
  },
  {
    method: 'POST',
    url: '/api/board',
    body: { name: 'Thomas', house: 'Arackal', group: 'Youth', phone: '9447044444', title: 1, duration: '2020 - 2024' },
    fields: ['name', 'house', 'group', 'phone', 'duration'],
  },
  {
    method: 'PUT',
    url: '/api/settings',
    body: {
      adminPhone: '9447012345',
      churchName: 'St Mary',
      churchAddress: 'Kuravilangad',
      churchPhone: '04822230123',
      churchEmail: 'office@example.in',
      souvenirName: 'Jubilee',
    },
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
        const res = await t.app.inject({
          method,
          url,
          payload,
          headers: { cookie: admin },
          remoteAddress: '10.20.0.1',
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().fields).toHaveProperty([`body.${path}`]);
      });
    }
  }

  it('the login of the issue: username "a\\u0000b" → 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'a\u0000b', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_error' });
  });
});

describe('a NUL byte in a path or query text', () => {
  for (const url of [
    '/api/houses/search/geo%00rge',
    '/api/contacts/member-contacts/geo%00rge',
    '/api/contacts/member-contacts?page=1%00',
  ]) {
    it(`GET ${url} → 400`, async () => {
      expect((await t.app.inject({ url, remoteAddress: '10.20.0.2' })).statusCode).toBe(400);
    });
  }
});

describe('settings values have length limits', () => {
  it('refuses a 10,000-character address with a 400 naming it, and keeps the stored one', async () => {
    const before = (await t.app.inject({ url: '/api/settings' })).json().churchAddress;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      payload: { churchAddress: 'x'.repeat(10_000) },
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['body.churchAddress']);
    expect((await t.app.inject({ url: '/api/settings' })).json().churchAddress).toBe(before);
    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      payload: { souvenirName: 'ജൂബിലി സ്മരണിക 2026' },
      headers: { cookie: admin },
    });
    expect(ok.statusCode).toBe(200);
  });
});

describe('a lone UTF-16 surrogate in a text', () => {
  // JSON may carry "\ud800" alone; PostgreSQL refuses it in jsonb (the settings' 500) and turns it
  // into U+FFFD in text, so every text field built on textSchema() refuses it with a 400.
  const settingsTexts = ['churchName', 'churchAddress', 'churchEmail', 'souvenirName'];
  for (const field of settingsTexts) {
    for (const text of ['\ud800', 'ജൂബിലി \udc00', 'a\ud83d']) {
      it(`PUT /api/settings ${field} ${JSON.stringify(text)} → 400 naming it, nothing stored`, async () => {
        const before = await t.database.db.select().from(settings);
        const res = await t.app.inject({
          method: 'PUT',
          url: '/api/settings',
          payload: { [field]: text },
          headers: { cookie: admin },
        });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().fields).toHaveProperty([`body.${field}`]);
        expect(await t.database.db.select().from(settings)).toEqual(before);
      });
    }
  }

  it('house name, member name, news title → 400 naming the field; a real emoji pair passes in a text', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/houses',
      headers: { cookie: admin },
      payload: { house: 'വീട് \ud800', ward: 1, members: [{ ...member, name: '\udfff' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['body.house', 'body.members.0.name']);
    const news = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { cookie: admin },
      payload: { title: '\ud800', news: 'x' },
    });
    expect(news.json().fields).toHaveProperty(['body.title']);
    // Not in a name (docs/decisions.md "No emoji in names"): in a news title.
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { cookie: admin },
      payload: { title: 'പെരുന്നാൾ 🎉', news: 'x' },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().title).toBe('പെരുന്നാൾ 🎉');
  });
});

describe('the audit filters', () => {
  for (const [query, field] of [
    ['user=a%00b', 'querystring.user'],
    ['entity=%00', 'querystring.entity'],
    ['from=9999-99-99', 'querystring.from'],
    ['to=2026-02-30', 'querystring.to'],
  ]) {
    it(`GET /api/audit?${query} → 400 naming ${field}`, async () => {
      const res = await t.app.inject({ url: `/api/audit?${query}`, headers: { cookie: admin } });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toHaveProperty([field]);
    });
  }

  it('still filters by a real user, kind and day', async () => {
    const [row] = await t.database.db.select().from(auditLog).limit(1);
    const day = row ? row.at.toISOString().slice(0, 10) : '2026-01-01';
    const res = await t.app.inject({
      url: `/api/audit?entity=house&from=${day}&to=${day}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('an update that changes nothing', () => {
  it("PUT /api/houses/members/{id}: {} → 400 on body; a user's e-mail alone → 400 on body.email", async () => {
    const house = await make.house(t.database.db, {
      house: 'ശൂന്യം',
      ward: 2,
      members: [memberFixture({ HOH: true })],
    });
    const memberId = (await t.app.inject({ url: `/api/houses/${house.id}`, headers: { cookie: admin } })).json()
      .members[0]._id;
    const empty = await t.app.inject({
      method: 'PUT',
      url: `/api/houses/members/${memberId}`,
      headers: { cookie: admin },
      payload: {},
    });
    expect(empty.statusCode, empty.body).toBe(400);
    expect(empty.json().fields).toEqual({ body: 'Nothing to change: send at least one field' });
    // The user created this member a moment ago (through the API), so they may correct it.
    const user = await t.login('user');
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/houses/${house.id}/members`,
      headers: { cookie: user },
      payload: { ...member, HOH: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    const onlyEmail = await t.app.inject({
      method: 'PUT',
      url: `/api/houses/members/${created.json()._id}`,
      headers: { cookie: user },
      payload: { email: 'new@example.in' },
    });
    expect(onlyEmail.statusCode, onlyEmail.body).toBe(400);
    expect(onlyEmail.json().fields).toHaveProperty(['body.email']);
  });

  it('PUT /api/ads/banners/{id} and /videos/{id} with {} → 400 on body', async () => {
    const banner = await make.bannerAd(t.database.db, { title: 'പരസ്യം', type: 'image', image: '/media/none.webp' });
    const video = await make.videoAd(t.database.db, { title: 'പരസ്യം', video: '/media/none.webm', duration: 10 });
    for (const url of [`/api/ads/banners/${banner.id}`, `/api/ads/videos/${video.id}`]) {
      const res = await t.app.inject({ method: 'PUT', url, headers: { cookie: admin }, payload: {} });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields).toEqual({ body: 'Nothing to change: send at least one field' });
    }
  });
});
