// No emoji in names (docs/decisions.md "No emoji in names"): every name field of every write
// refuses a pictograph or a flag with a 400 naming the field, writing nothing; Malayalam's ZWJ and
// ZWNJ (chillus, ഓഡിറ്റ്‌വീട്) pass.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NAME_EMOJI_MESSAGE } from '@parish/shared/plain/names';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { databaseSnapshot } from '../test/snapshot.ts';
import { insertHouse, member } from '../test/fixtures.ts';
import { members } from '../db/schema.ts';
import { eq } from 'drizzle-orm';

let t: TestApp;
let admin: string;
let houseId: string;
let memberId: string;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  admin = await t.login('admin');
  const house = await insertHouse(t.database.db, {
    house: 'കുന്നേൽ',
    ward: 2,
    members: [member({ name: 'മത്തായി', HOH: true })],
  });
  houseId = house.id;
  [{ id: memberId }] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.houseId, houseId));
});
afterAll(() => t.close());

const EMOJI_NAMES = ['ഓഡിറ്റ്‌വീട് 😀🏠', 'ആന്റണി 🇮🇳', 'Rose ❤️', 'ജോസ് 1️⃣', '👨‍👩‍👧'];
/** ZWNJ (U+200C) in ഓഡിറ്റ്‌വീട്, ZWJ (U+200D) in the old chillu of അവന്‍. */
const MALAYALAM_JOINERS = ['ഓഡിറ്റ്\u200Cവീട്', 'അവന്\u200D'];

const fieldsOf = (paths: string[], body: Record<string, unknown>, field: string, value: string) => {
  const payload = structuredClone(body);
  let holder: Record<string, unknown> = payload;
  for (const part of paths) holder = holder[part] as Record<string, unknown>;
  holder[field] = value;
  return payload;
};

const writes: {
  method: 'POST' | 'PUT';
  url: () => string;
  body: () => Record<string, unknown>;
  fields: string[];
  nested?: string[];
}[] = [
  {
    method: 'POST',
    url: () => '/api/houses',
    body: () => ({ house: 'പുതിയവീട്', ward: 1, members: [member({ HOH: true })] }),
    fields: ['house'],
  },
  {
    method: 'POST',
    url: () => '/api/houses',
    body: () => ({ house: 'പുതിയവീട്', ward: 1, members: [member({ HOH: true })] }),
    nested: ['members', '0'],
    fields: ['name', 'nameEng'],
  },
  { method: 'PUT', url: () => '/api/houses', body: () => ({ _id: houseId, house: 'കുന്നേൽ' }), fields: ['house'] },
  {
    method: 'PUT',
    url: () => `/api/houses/members/${memberId}`,
    body: () => ({ name: 'മത്തായി', nameEng: 'Mathai' }),
    fields: ['name', 'nameEng'],
  },
  {
    method: 'POST',
    url: () => '/api/board',
    body: () => ({
      name: 'തോമസ്',
      house: 'അറയ്ക്കൽ',
      group: '',
      phone: '9447044444',
      title: 1,
      duration: '2020 - 2024',
    }),
    fields: ['name', 'house'],
  },
  {
    method: 'POST',
    url: () => '/api/departed',
    body: () => ({ name: 'ഔസേപ്പ്', house: 'പാറയിൽ', YOD: 2001 }),
    fields: ['name', 'house'],
  },
  {
    method: 'POST',
    url: () => '/api/students',
    body: () => ({ name: 'അന്ന', house: 'പാറയിൽ', group: '', gender: false, grade: 3, birthMonth: 4, birthDay: 9 }),
    fields: ['name', 'house'],
  },
  {
    method: 'POST',
    url: () => '/api/contacts',
    body: () => ({ name: 'ഓഫീസ്', house: 'പള്ളി', phone: '9447044444' }),
    fields: ['name', 'house'],
  },
  {
    method: 'POST',
    url: () => '/api/sandesham',
    body: () => ({ name: 'ഫാ. ജോസഫ്', title: 'സന്ദേശം', messageUrl: '/media/x.mp3' }),
    fields: ['name'],
  },
];

describe('an emoji in a name field', () => {
  for (const { method, url, body, fields, nested = [] } of writes) {
    for (const field of fields) {
      const path = [...nested, field].join('.');
      it(`${method} ${url().replace(/[0-9a-f-]{36}/, '{id}')} ${path} → 400 naming it, nothing written`, async () => {
        const before = await databaseSnapshot(t.database.db, ['sessions']);
        for (const name of EMOJI_NAMES) {
          const res = await t.request(method, url(), { payload: fieldsOf(nested, body(), field, name), as: admin });
          expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
          expect(res.json().fields, name).toEqual({ [`body.${path}`]: NAME_EMOJI_MESSAGE });
        }
        expect(await databaseSnapshot(t.database.db, ['sessions'])).toBe(before);
      });
    }
  }
});

describe('Malayalam ZWJ and ZWNJ in a name', () => {
  it('a house and a member named with them are stored as sent', async () => {
    const [house, name] = MALAYALAM_JOINERS;
    const res = await t.request('POST', '/api/houses', {
      payload: { house, ward: 1, members: [member({ name, HOH: true })] },
      as: admin,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ house, members: [{ name }] });
  });
});
