// The probe of `npm run privacy:walk` on a small parish (docs/product.md "Directory privacy"): every
// public read of families and members, walked per audience, hands out nothing the family's choices,
// the parish's default and the child rule keep from that audience, in JSON and in the HTML.
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.ts';
import { make, member } from '../../test/factories.ts';
import { counts, walk, type Known } from '../../../bench/privacy-walk.ts';

// The pages are the web build's (npm run build), rendered as the server does.
const WEB = path.resolve(import.meta.dirname, '../../../../web');
const t = testApp({
  as: ['user', 'admin'],
  env: { WEB_DIST: path.join(WEB, 'dist'), WEB_SERVER_DIST: path.join(WEB, 'dist-server') },
});
const { user, admin } = t.cookies;
let known: Known;
let houseIds: string[];
let narrowedId: string;

const get = async (url: string, cookie: string | null) => {
  const res = await t.app.inject({ url, headers: cookie ? { cookie } : {} });
  return { status: res.statusCode, body: res.body };
};
const setDefault = async (directoryDefault: 'open' | 'protected') =>
  expect((await t.request('PUT', '/api/settings', { payload: { directoryDefault }, as: admin })).statusCode).toBe(200);

beforeAll(async () => {
  const children: string[] = [];
  houseIds = [];
  for (let ward = 1; ward <= 3; ward++) {
    for (let i = 0; i < 3; i++) {
      const house = await make.house(t.database.db, {
        house: `പുത്തൻവീട് ${ward}${i}`,
        ward,
        keyed: true,
        members: [
          member({ name: 'ജോസഫ്', HOH: true, phone: `+91944700${ward}${i}01`, blood: 'O+', birthMonth: 3, birthDay: 4 }),
          member({
            name: 'മേരി',
            age: 8,
            gender: false,
            phone: `+91944700${ward}${i}02`,
            blood: 'A+',
            birthMonth: 5,
            birthDay: 6,
          }),
        ],
      });
      houseIds.push(house.id);
      children.push(house.members[1].id);
    }
  }
  // The first family of ward 2: on the first page, the one its HTML page renders.
  narrowedId = houseIds[3];
  const family = (await t.request('GET', `/api/houses/${narrowedId}`, { as: admin })).json();
  known = {
    children: new Set(children),
    familyIds: [narrowedId, ...family.members.map((m: { _id: string }) => m._id)],
  };
});

describe('privacy walk', () => {
  it('under protected hands a visitor no phone, birthday, blood group or age', async () => {
    await setDefault('protected');
    try {
      const visitor = counts(await walk(get, null, known, houseIds));
      expect(visitor).toMatchObject({ phone: 0, birthday: 0, blood: 0, age: 0 });
      // The walk can fail: a parishioner still gets them all.
      const parishioner = counts(await walk(get, user, known, houseIds));
      expect(parishioner).toMatchObject({ phone: 18, birthday: 18, blood: 18, age: 18 });
    } finally {
      await setDefault('open');
    }
  });

  it("under open hands a visitor no child's phone, birthday or blood group without a parent's consent", async () => {
    const visitor = counts(await walk(get, null, known, houseIds));
    expect(visitor).toMatchObject({ phone: 9, childPhone: 0, childBirthday: 0, childBlood: 0, age: 18 });
    expect(counts(await walk(get, admin, known, houseIds))).toMatchObject({ childPhone: 9, childBirthday: 9 });
  });

  it('never shows a visitor a family listed to parishioners only, in JSON or HTML', async () => {
    const family = (await t.request('GET', `/api/houses/${narrowedId}`, { as: admin })).json();
    const everyone = {
      phone: 'everyone',
      birthday: 'everyone',
      age: 'everyone',
      blood: 'everyone',
      work: 'everyone',
      nameEng: 'everyone',
    };
    const res = await t.request('PUT', `/api/houses/${narrowedId}/privacy`, {
      as: admin,
      payload: {
        listed: 'parishioners',
        photo: 'parishioners',
        members: family.members.map((m: { _id: string }) => ({ _id: m._id, ...everyone })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const visitor = counts(await walk(get, null, known, houseIds));
    expect(visitor).toMatchObject({ familyJson: 0, familyHtml: 0 });
    // The walk can fail: a parishioner finds the family in both.
    const parishioner = counts(await walk(get, user, known, houseIds));
    expect(parishioner.familyJson).toBeGreaterThan(0);
    expect(parishioner.familyHtml).toBeGreaterThan(0);
  });
});
