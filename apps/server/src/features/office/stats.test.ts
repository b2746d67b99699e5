import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.ts';
import { make, member } from '../../test/factories.ts';

const t = testApp({ as: ['admin'] });
const { admin } = t.cookies;
const month = new Date().getMonth() + 1;

beforeAll(async () => {
  const db = t.database.db;
  await make.house(db, {
    house: 'കുന്നേൽ',
    ward: 2,
    image: '/media/a.webp',
    members: [
      member({ HOH: true, age: 45, gender: true, blood: 'O+', birthMonth: month, birthDay: 1 }),
      member({ name: 'മേരി', age: 41, gender: false, blood: 'A+', phone: '', birthMonth: null, birthDay: null }),
      member({ name: 'ടോമി', age: 9, gender: true, blood: '', phone: '' }),
    ],
  });
  await make.house(db, {
    house: 'പുത്തൻപുര',
    ward: 2,
    members: [member({ HOH: true, age: 85, gender: false, blood: 'O+' })],
  });
  await make.house(db, {
    house: 'മാളിയേക്കൽ',
    ward: 5,
    members: [member({ HOH: true, age: 30, blood: 'AB-', birthMonth: month, birthDay: 20 })],
  });
  await make.boardMember(db, { name: 'ഫാ. ജോർജ്', title: 1 });
});

describe('GET /api/stats', () => {
  it('counts families, members and gaps per ward, ages by gender, blood groups, birthdays and records', async () => {
    const res = await t.app.inject({ url: '/api/stats', headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.wards).toHaveLength(21);
    expect(s.wards[1]).toEqual({
      ward: 2,
      name: expect.any(String),
      families: 2,
      members: 4,
      noPhone: 2,
      noBlood: 1,
      noBirthday: 1,
      noPhoto: 1,
    });
    expect(s.wards[4]).toMatchObject({ ward: 5, families: 1, members: 1, noPhoto: 1 });
    expect(s.wards[0]).toMatchObject({ ward: 1, families: 0, members: 0 });
    expect(s.ages[0]).toEqual({ band: 0, male: 1, female: 0 });
    expect(s.ages[3]).toEqual({ band: 3, male: 1, female: 0 });
    expect(s.ages[4]).toEqual({ band: 4, male: 1, female: 1 });
    expect(s.ages[8]).toEqual({ band: 8, male: 0, female: 1 });
    expect(s.blood).toContainEqual({ group: 'O+', count: 2 });
    expect(s.blood).toContainEqual({ group: 'AB-', count: 1 });
    expect(s.blood).toContainEqual({ group: 'B+', count: 0 });
    expect(s.blood.at(-1)).toEqual({ group: '', count: 1 });
    const ownMonth = [
      { name: 'ജോസഫ്', house: 'കുന്നേൽ', ward: 2, day: 1 },
      { name: 'ജോസഫ്', house: 'മാളിയേക്കൽ', ward: 5, day: 20 },
    ];
    expect(s.birthdays.month).toBe(month);
    expect(s.birthdays.items).toEqual(expect.arrayContaining(ownMonth));
    expect(s.counts).toMatchObject({ houses: 3, members: 5, boardMembers: 1, contacts: 0 });
  });

  it('keeps its answer until a write drops it, and takes another month on request', async () => {
    const get = async (q = '') => (await t.request('GET', `/api/stats${q}`, { as: admin })).json();
    const before = await get();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/houses',
      headers: { cookie: admin },
      payload: { house: 'പുതിയ വീട്', ward: 1, members: [member({ HOH: true })] },
    });
    expect(res.statusCode).toBe(201);
    const after = await get();
    expect(after.counts.houses).toBe(before.counts.houses + 1);
    expect(after.wards[0]).toMatchObject({ families: 1, members: 1 });
    const other = month === 12 ? 1 : month + 1;
    expect((await get(`?month=${other}`)).birthdays.month).toBe(other);
    expect((await t.app.inject({ url: '/api/stats?month=13', headers: { cookie: admin } })).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await t.app.inject({ url: '/api/stats' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/stats', headers: { cookie: await t.login('user') } })).statusCode).toBe(
      403,
    );
  });
});
