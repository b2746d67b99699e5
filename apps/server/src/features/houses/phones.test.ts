// Phones from anywhere (docs/decisions.md "Phones: E.164 everywhere, read without a phone
// library"): every write route stores E.164, Indian numbers typed any usual way
// and numbers abroad with their country code; a number that is neither is a 400 naming the field.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import type { House } from '@parish/shared/houses';
import { testApp } from '../../test/test-app.ts';
import { member } from '../../test/factories.ts';
import { databaseSnapshot } from '../../test/snapshot.ts';
import { boardMembers, contacts, members } from '../../db/schema.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;

const storedPhones = async (houseId: string) =>
  (
    await t.database.db
      .select({ name: members.name, phone: members.phone })
      .from(members)
      .where(eq(members.houseId, houseId))
  ).sort((a, b) => a.name.localeCompare(b.name));

async function createFamily(phones: string[]): Promise<House> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/houses',
    headers: { cookie: user },
    payload: {
      house: 'വിദേശത്ത്',
      ward: 6,
      members: phones.map((phone, i) => member({ name: `അംഗം ${i}`, phone, HOH: i === 0 })),
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('family members', () => {
  it('stores a number abroad and Indian numbers typed any usual way as E.164', async () => {
    const created = await createFamily([
      '+971 50 123 4567',
      '94470-44444',
      '+91 94470 12345',
      '09447055555',
      '0482 2230123',
      '+44 (0)7911 123456',
      '',
    ]);
    expect(await storedPhones(created._id)).toEqual([
      { name: 'അംഗം 0', phone: '+971501234567' },
      { name: 'അംഗം 1', phone: '+919447044444' },
      { name: 'അംഗം 2', phone: '+919447012345' },
      { name: 'അംഗം 3', phone: '+919447055555' },
      { name: 'അംഗം 4', phone: '+914822230123' },
      { name: 'അംഗം 5', phone: '+447911123456' },
      { name: 'അംഗം 6', phone: '' },
    ]);
    // The answer and later reads carry the stored form.
    expect(created.members.map((m) => m.phone)).toContain('+971501234567');
    const read = (await t.app.inject({ url: `/api/houses/${created._id}`, headers: { cookie: user } })).json() as House;
    expect(read.members.map((m) => m.phone).sort()).toEqual([
      '',
      '+447911123456',
      '+914822230123',
      '+919447012345',
      '+919447044444',
      '+919447055555',
      '+971501234567',
    ]);
  });

  it('adds and changes a member with a number abroad', async () => {
    const family = await createFamily(['9447012345']);
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/houses/${family._id}/members`,
      headers: { cookie: user },
      payload: member({ name: 'ടോണി', phone: '00971 50 123 4567' }),
    });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json().phone).toBe('+971501234567');
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/houses/members/${add.json()._id}`,
      headers: { cookie: user },
      payload: member({ name: 'ടോണി', phone: '+1 (416) 555-0123' }),
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const [row] = await t.database.db.select().from(members).where(eq(members.id, add.json()._id));
    expect(row.phone).toBe('+14165550123');
  });

  it.each(['12345', '971501234567', '+971 5', '9447O44444', '94470123456'])(
    'refuses %j with a 400 naming the field, writing nothing',
    async (phone) => {
      const before = await databaseSnapshot(t.database.db);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/houses',
        headers: { cookie: user },
        payload: { house: 'വിദേശത്ത്', ward: 6, members: [member({ HOH: true, phone })] },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        fields: { 'body.members.0.phone': expect.stringMatching(/country code/) },
      });
      expect(await databaseSnapshot(t.database.db)).toBe(before);
    },
  );
});

describe('board and phone book', () => {
  it('stores a committee member abroad as E.164', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/board',
      headers: { cookie: admin },
      payload: { name: 'മാത്യു', house: 'കുന്നേൽ', phone: '+971 50 123 4567', title: BOARD_TITLE.wardCommittee, ward: 6 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(boardMembers).where(eq(boardMembers.id, res.json()._id));
    expect(row.phone).toBe('+971501234567');
  });

  it('stores both numbers of a contact as E.164', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { cookie: admin },
      payload: { name: 'ഓഫീസ്', phone: '0482 2230123', altPhone: '+44 7911 123456', type: '1', nameInEng: 'office' },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ phone: '+914822230123', altPhone: '+447911123456' });
    const [row] = await t.database.db.select().from(contacts).where(eq(contacts.id, res.json()._id));
    expect([row.phone, row.altPhone]).toEqual(['+914822230123', '+447911123456']);
  });

  it('refuses a contact number without its country code', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { cookie: admin },
      payload: { name: 'ഓഫീസ്', phone: '447911123456' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(['body.phone']);
  });
});

describe('parish settings', () => {
  it("stores the admin's WhatsApp number and the church phone as E.164, and refuses a bad one", async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { adminPhone: '+971 50 123 4567', churchPhone: '0482 2230123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.app.inject({ url: '/api/settings' })).json()).toMatchObject({
      adminPhone: '+971501234567',
      churchPhone: '+914822230123',
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie: admin },
      payload: { adminPhone: '12345' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['body.adminPhone']);
  });
});
