// A family's privacy choices (docs/product.md "Directory privacy"): the office reads and records
// them, each change is a consent record, and every read of the directory follows them at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { HousePrivacy, HousePrivacyUpdate } from '@parish/shared/privacy';
import type { House, WardPage } from '@parish/shared/houses';
import { testApp } from '../../test/test-app.ts';
import { make, member } from '../../test/factories.ts';
import { databaseSnapshot } from '../../test/snapshot.ts';
import { auditLog, consentRecords } from '../../db/schema.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;

let houseId: string;
let otherHouseId: string;
let ids: { head: string; child: string };
let otherMember: string;

beforeAll(async () => {
  const house = await make.house(t.database.db, {
    house: 'സ്വകാര്യ വീട്',
    ward: 7,
    keyed: true,
    image: '/media/abcdefgh12.webp',
    preImage: 'data:image/webp;base64,AAAA',
    members: [
      member({ name: 'ജോസഫ്', nameEng: 'Joseph', age: 45, HOH: true, phone: '+919447000001', blood: 'O+' }),
      member({ name: 'അന്ന', nameEng: 'Anna', age: 9, gender: false, phone: '+919447000002', blood: 'A+' }),
    ],
  });
  houseId = house.id;
  ids = { head: house.members[0].id, child: house.members[1].id };
  const other = await make.house(t.database.db, { house: 'മറ്റേ വീട്', ward: 7, members: [member({ HOH: true })] });
  otherHouseId = other.id;
  otherMember = other.members[0].id;
});

const everyone = {
  phone: 'everyone',
  birthday: 'everyone',
  age: 'everyone',
  blood: 'everyone',
  work: 'everyone',
  nameEng: 'everyone',
} as const;

function update(overrides: Partial<HousePrivacyUpdate> = {}): HousePrivacyUpdate {
  return {
    listed: 'everyone',
    photo: 'everyone',
    source: 'paper',
    members: [
      { _id: ids.head, ...everyone },
      { _id: ids.child, ...everyone },
    ],
    ...overrides,
  };
}

const put = (payload: unknown, as: string | null = admin, id = houseId) =>
  t.request('PUT', `/api/houses/${id}/privacy`, { payload, as });
const get = (as: string | null = admin, id = houseId) => t.request('GET', `/api/houses/${id}/privacy`, { as });
const setDefault = async (directoryDefault: 'open' | 'protected') =>
  expect((await t.request('PUT', '/api/settings', { payload: { directoryDefault }, as: admin })).statusCode).toBe(200);
/** Every page of ward 7 as one list (a two-family ward has pages of one). */
const wardAs = async (as: string | null, extra = ''): Promise<WardPage> => {
  const first = (
    await t.request('GET', `/api/houses/${extra ? 'admin/' : ''}wards/7?v=1${extra}`, { as })
  ).json() as WardPage;
  const items = [...first.items];
  for (let v = 2; v <= first.pages; v++)
    items.push(
      ...(
        (
          await t.request('GET', `/api/houses/${extra ? 'admin/' : ''}wards/7?v=${v}${extra}`, { as })
        ).json() as WardPage
      ).items,
    );
  return { ...first, items };
};
const familyIn = (page: WardPage) => page.items.find((h) => h._id === houseId);

describe('GET /api/houses/{id}/privacy', () => {
  it('answers the default for a family that chose nothing, with names and ages', async () => {
    const res = await get();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as HousePrivacy;
    expect(body).toMatchObject({ houseId, chosen: false, directoryDefault: 'open', listed: 'everyone', records: [] });
    expect(body.members.map((m) => [m.name, m.years, m.phone, m.parentConsent])).toEqual([
      ['ജോസഫ്', 45, 'everyone', null],
      ['അന്ന', 9, 'everyone', null],
    ]);
  });

  it('is for the office only, and 404/400 for an unknown or malformed id', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await get(user)).statusCode).toBe(403);
    expect((await get(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(admin, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('PUT /api/houses/{id}/privacy', () => {
  it('records the choices with a consent record and an audit row, and every read follows at once', async () => {
    await setDefault('open');
    // Warm the caches first: the write must drop them.
    expect(familyIn(await wardAs(null))?.members[0]).toHaveProperty('phone');
    const res = await put(
      update({
        listed: 'parishioners',
        photo: 'office',
        members: [
          { _id: ids.head, ...everyone, phone: 'office', nameEng: 'parishioners' },
          { _id: ids.child, ...everyone, parentConsent: { by: 'ജോസഫ്', at: '2026-11-01T10:00:00.000Z' } },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as HousePrivacy;
    expect(body).toMatchObject({ chosen: true, listed: 'parishioners', photo: 'office' });
    expect(body.members[0]).toMatchObject({ phone: 'office', nameEng: 'parishioners', parentConsent: null });
    expect(body.members[1].parentConsent).toEqual({ by: 'ജോസഫ്', at: '2026-11-01T10:00:00.000Z' });
    expect(body.records).toHaveLength(1);
    expect(body.records[0]).toMatchObject({ source: 'paper', noticeVersion: 1, choices: { listed: 'parishioners' } });

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, houseId));
    expect(audit.map((a) => [a.action, a.entity])).toContainEqual(['update', 'house_privacy']);

    // A visitor no longer finds the family anywhere; a parishioner does, without the office's fields.
    expect(familyIn(await wardAs(null))).toBeUndefined();
    expect((await wardAs(null)).total).toBe(1);
    expect((await t.request('GET', `/api/houses/${houseId}`, { as: null })).statusCode).toBe(401);
    const search = (await t.request('GET', `/api/houses/search/${encodeURIComponent('സ്വകാര്യ')}`, { as: null })).json();
    expect(search.houses).toEqual([]);
    expect(search.total).toBe(0);
    const seen = familyIn(await wardAs(user)) as House;
    expect(seen).not.toHaveProperty('image');
    expect(seen.members[0]).not.toHaveProperty('phone');
    expect(seen.members[0]).toMatchObject({ nameEng: 'Joseph', blood: 'O+' });
    expect(seen.members[1]).toMatchObject({ phone: '+919447000002' });
    const office = familyIn(await wardAs(admin)) as House;
    expect(office).toMatchObject({ image: '/media/abcdefgh12.webp' });
    expect(office.members[0]).toMatchObject({ phone: '+919447000001' });
    // The print for parishioners shows what a parishioner sees.
    const print = await wardAs(admin, '&audience=parishioners');
    expect(familyIn(print)?.members[0]).not.toHaveProperty('phone');
    expect(familyIn(print)?.members[0]).not.toHaveProperty('email');
  });

  it('keeps every change as a new consent record', async () => {
    expect((await put(update({ source: 'online' }))).statusCode).toBe(200);
    const records = (await get()).json().records as HousePrivacy['records'];
    expect(records.map((r) => r.source)).toEqual(['online', 'paper']);
  });

  it('refuses another family’s member, unknown or missing ones, bad audiences (400, named); no write', async () => {
    const before = await databaseSnapshot(t.database.db);
    const cases: [unknown, string][] = [
      [
        update({
          members: [
            { _id: ids.head, ...everyone },
            { _id: otherMember, ...everyone },
          ],
        }),
        'body.members.1._id',
      ],
      [
        update({
          members: [
            { _id: ids.head, ...everyone },
            { _id: '00000000-0000-4000-8000-000000000009', ...everyone },
          ],
        }),
        'body.members.1._id',
      ],
      [update({ members: [{ _id: ids.head, ...everyone }] }), 'body.members'],
      [
        update({
          members: [
            { _id: ids.head, ...everyone },
            { _id: ids.head, ...everyone },
          ],
        }),
        'body.members.1._id',
      ],
      [{ ...update(), listed: 'friends' }, 'body.listed'],
      [
        update({
          members: [
            { _id: ids.head, ...everyone, phone: 'nobody' as 'office' },
            { _id: ids.child, ...everyone },
          ],
        }),
        'body.members.0.phone',
      ],
      [
        update({
          members: [
            { _id: ids.head, ...everyone, parentConsent: { by: 'ആരോ', at: '2026-11-01T10:00:00.000Z' } },
            { _id: ids.child, ...everyone },
          ],
        }),
        'body.members.0.parentConsent',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await put(payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().fields ?? {}), res.body).toContain(field);
    }
    expect((await put(update(), admin, otherHouseId)).statusCode).toBe(400);
    expect((await put(update(), admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await put(update(), admin, 'nope')).statusCode).toBe(400);
    expect(await databaseSnapshot(t.database.db)).toBe(before);
  });

  it('refuses a visitor (401) and a user (403), writing nothing', async () => {
    const before = await databaseSnapshot(t.database.db);
    expect((await put(update(), null)).statusCode).toBe(401);
    expect((await put(update(), user)).statusCode).toBe(403);
    expect(await databaseSnapshot(t.database.db)).toBe(before);
  });

  it('keeps the consent records of a deleted family, and deletes its choices with it', async () => {
    const gone = await make.house(t.database.db, { ward: 8, members: [member({ HOH: true })] });
    const payload = update({ members: [{ _id: gone.members[0].id, ...everyone }] });
    expect((await put(payload, admin, gone.id)).statusCode).toBe(200);
    expect((await t.request('DELETE', `/api/houses/${gone.id}`, { as: admin })).statusCode).toBe(200);
    const kept = await t.database.db.select().from(consentRecords).where(eq(consentRecords.houseId, gone.id));
    expect(kept).toHaveLength(1);
  });
});

describe('the directory default and the child rule', () => {
  it('under protected a visitor gets names and houses only; the office everything', async () => {
    const fresh = await make.house(t.database.db, {
      ward: 9,
      members: [member({ HOH: true, phone: '+919447000010', blood: 'B+', birthMonth: 5, birthDay: 4, work: 'കർഷകൻ' })],
    });
    await setDefault('protected');
    try {
      const page = (await t.request('GET', '/api/houses/wards/9', { as: null })).json() as WardPage;
      const m = page.items.find((h) => h._id === fresh.id)?.members[0];
      expect(m).toBeDefined();
      for (const field of ['phone', 'blood', 'birthMonth', 'birthDay', 'age', 'work', 'nameEng'])
        expect(m).not.toHaveProperty(field);
      const contacts = (await t.request('GET', '/api/contacts/member-contacts', { as: null })).json();
      expect(contacts.items.map((c: { phone: string }) => c.phone)).not.toContain('+919447000010');
      const asUser = (await t.request('GET', '/api/houses/wards/9', { as: user })).json() as WardPage;
      expect(asUser.items.find((h) => h._id === fresh.id)?.members[0]).toMatchObject({ phone: '+919447000010' });
    } finally {
      await setDefault('open');
    }
  });

  it("under open a child's phone, birthday and blood group reach a visitor only with a parent's consent", async () => {
    const fresh = await make.house(t.database.db, {
      ward: 10,
      members: [
        member({ HOH: true }),
        member({ name: 'കുഞ്ഞ്', age: 6, phone: '+919447000020', blood: 'A-', birthMonth: 1, birthDay: 2 }),
      ],
    });
    const page = (await t.request('GET', '/api/houses/wards/10', { as: null })).json() as WardPage;
    const child = page.items[0].members.find((m) => m.name === 'കുഞ്ഞ്');
    expect(child).toMatchObject({ age: 6 });
    for (const field of ['phone', 'blood', 'birthMonth', 'birthDay']) expect(child).not.toHaveProperty(field);
    const contacts = (
      await t.request('GET', '/api/contacts/member-contacts/%E0%B4%95%E0%B5%81%E0%B4%9E%E0%B5%8D%E0%B4%9E%E0%B5%8D', {
        as: null,
      })
    ).json();
    expect(contacts).toEqual([]);
    const asUser = (await t.request('GET', '/api/houses/wards/10', { as: user })).json() as WardPage;
    expect(asUser.items[0].members.find((m) => m.name === 'കുഞ്ഞ്')).toMatchObject({ phone: '+919447000020' });
    void fresh;
  });
});
