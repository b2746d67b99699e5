// "Mark as departed" — in one transaction the member leaves the family (a head
// hands the mark to a chosen member first) and a departed profile is made with the house name;
// one audit row; the person is then in no ward table, birthday list or search result.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { birthdaysOfWeek, calendarDateIn } from '@parish/shared/plain/week';
import { testApp } from '../../test/test-app.ts';
import { make, member } from '../../test/factories.ts';
import { uploadPhoto } from '../../test/upload.ts';
import { auditLog, departed, members } from '../../db/schema.ts';
import { databaseSnapshot } from '../../test/snapshot.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;
let houseId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const today = birthdaysOfWeek(calendarDateIn(new Date()))[0];
  const house = await make.house(t.database.db, {
    house: 'പുത്തൻപുരയിൽ',
    ward: 7,
    members: [
      member({ name: 'വർക്കി', nameEng: 'Varkey', HOH: true, age: 80, phone: '9447000001' }),
      member({
        name: 'ത്രേസ്യാമ്മ',
        nameEng: 'Thresiamma',
        age: 75,
        gender: false,
        birthMonth: today.month,
        birthDay: today.day,
      }),
      member({ name: 'ജോണി', nameEng: 'Johny', age: 50 }),
    ],
  });
  houseId = house.id;
  for (const m of await t.database.db.select().from(members).where(eq(members.houseId, houseId))) ids[m.nameEng] = m.id;
});

const mark = (memberId: string, payload: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/houses/members/${memberId}/departed`,
    payload,
    headers: cookie ? { cookie } : {},
  });
const wardNames = async () => {
  const body = (await t.app.inject({ url: '/api/houses/admin/wards/7', headers: { cookie: admin } })).json();
  return body.items.flatMap((h: { members: { name: string }[] }) => h.members.map((m) => m.name));
};

describe('POST /api/houses/members/{id}/departed', () => {
  it('refuses visitors (401) and users (403), changing nothing', async () => {
    const before = await databaseSnapshot(t.database.db, ['sessions']);
    expect((await mark(ids.Thresiamma, { YOD: 2025 })).statusCode).toBe(401);
    expect((await mark(ids.Thresiamma, { YOD: 2025 }, user)).statusCode).toBe(403);
    expect(await databaseSnapshot(t.database.db, ['sessions'])).toBe(before);
  });

  it('refuses a bad year, a head with no new head, a new head of another family (400, named); no change', async () => {
    const other = await make.house(t.database.db, {
      house: 'മറ്റൊന്ന്',
      ward: 7,
      members: [member({ HOH: true, name: 'അന്യൻ' })],
    });
    const [stranger] = await t.database.db.select().from(members).where(eq(members.houseId, other.id));
    const before = await databaseSnapshot(t.database.db, ['sessions']);
    const cases: [string, object, string][] = [
      [ids.Thresiamma, { YOD: new Date().getFullYear() + 1 }, 'body.YOD'],
      [ids.Thresiamma, {}, 'body.YOD'],
      [ids.Varkey, { YOD: 2025 }, 'body.newHeadId'],
      [ids.Varkey, { YOD: 2025, newHeadId: stranger.id }, 'body.newHeadId'],
      [ids.Varkey, { YOD: 2025, newHeadId: ids.Varkey }, 'body.newHeadId'],
      [ids.Thresiamma, { YOD: 2025, newHeadId: ids.Johny }, 'body.newHeadId'],
    ];
    for (const [id, body, field] of cases) {
      const res = await mark(id, body, admin);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields).toHaveProperty(field);
    }
    expect((await mark('00000000-0000-4000-8000-000000000000', { YOD: 2025 }, admin)).statusCode).toBe(404);
    expect(await databaseSnapshot(t.database.db, ['sessions'])).toBe(before);
  });

  it('a member leaves the family for the departed with house name, year, phone and photo; one audit row', async () => {
    const photo = await uploadPhoto(t, 'admin');
    expect(
      (await t.app.inject({ url: '/api/houses/birthdays/7' })).json().map((b: { name: string }) => b.name),
    ).toContain('ത്രേസ്യാമ്മ');
    const res = await mark(ids.Thresiamma, { YOD: 2025, ...photo }, admin);
    expect(res.statusCode).toBe(201);
    const profile = res.json();
    expect(profile).toMatchObject({
      name: 'ത്രേസ്യാമ്മ',
      house: 'പുത്തൻപുരയിൽ',
      YOD: 2025,
      image: photo.image,
      preImage: photo.preImage,
      phone: '9447012345',
    }); // the member's stored phone, as it is
    expect(await t.database.db.select().from(members).where(eq(members.id, ids.Thresiamma))).toHaveLength(0);
    expect(await wardNames()).not.toContain('ത്രേസ്യാമ്മ');
    expect(
      (await t.app.inject({ url: '/api/houses/birthdays/7' })).json().map((b: { name: string }) => b.name),
    ).not.toContain('ത്രേസ്യാമ്മ');
    const search = (await t.app.inject({ url: `/api/houses/search/${encodeURIComponent('ത്രേസ്യാമ്മ')}` })).json();
    expect(JSON.stringify(search)).not.toContain('ത്രേസ്യാമ്മ');
    const [list, total] = (await t.app.inject({ url: '/api/departed/view?v=1' })).json();
    expect(total).toBe(1);
    expect(list[0].name).toBe('ത്രേസ്യാമ്മ');
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, profile._id));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ action: 'create', entity: 'departed' });
    expect(JSON.stringify(audits[0].before)).toContain(ids.Thresiamma);
  });

  it('a head hands the mark to the chosen member first', async () => {
    const res = await mark(ids.Varkey, { YOD: 2024, newHeadId: ids.Johny }, admin);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'വർക്കി', house: 'പുത്തൻപുരയിൽ', YOD: 2024, image: null });
    const left = await t.database.db.select().from(members).where(eq(members.houseId, houseId));
    expect(left.map((m) => [m.nameEng, m.hoh])).toEqual([['Johny', true]]);
    expect((await t.database.db.select().from(departed)).map((d) => d.name).sort()).toEqual(
      ['ത്രേസ്യാമ്മ', 'വർക്കി'].sort(),
    );
  });

  it('the last member, the head, may go without a new head', async () => {
    const res = await mark(ids.Johny, { YOD: 2025 }, admin);
    expect(res.statusCode).toBe(201);
    expect(await t.database.db.select().from(members).where(eq(members.houseId, houseId))).toHaveLength(0);
  });
});
