// Family search and blood search (docs/decisions.md "Search: ZWJ/ZWNJ inside Malayalam, and how
// names match"): Malayalam in both chillu encodings, English letters
// by sound, ranking, highlighted members, the shared text rule, and who may search by blood.
import { beforeAll, describe, expect, it } from 'vitest';
import type { MemberInput } from '@parish/shared/members';
import type { BloodResult, SearchHouseResponse } from '@parish/shared/search';
import { toLegacyChillus } from '@parish/shared/plain/malayalam';
import { testApp } from '../../test/test-app.ts';
import { make, member } from '../../test/factories.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;
const ids: Record<string, string> = {};
const memberIds: Record<string, string> = {};

/** A house written as the write routes do: with its phonetic keys. */
async function insertKeyedHouse(house: string, ward: number, people: MemberInput[]) {
  const row = await make.house(t.database.db, { house, ward, keyed: true, members: people });
  for (const m of row.members) memberIds[m.nameEng] = m.id;
  return row.id;
}

beforeAll(async () => {
  ids.kunnel = await insertKeyedHouse('കുന്നേൽ', 3, [
    member({ name: 'ജോസഫ്', nameEng: 'Joseph', age: 60, HOH: true, blood: 'A+', email: 'joseph@example.com' }),
    member({ name: 'മേരി', nameEng: 'Mary', age: 55, gender: false, blood: 'A+', phone: '' }),
  ]);
  // Stored in the old encoding: chillus as consonant + virama + ZWJ.
  ids.puthen = await insertKeyedHouse(toLegacyChillus('പുത്തൻപുരയ്ക്കൽ'), 5, [
    member({ name: 'തോമസ്', nameEng: 'Thomas', age: 45, HOH: true, blood: 'B+' }),
    member({ name: toLegacyChillus('ആൽബിൻ'), nameEng: 'Albin', age: 19, blood: 'B+' }),
    member({ name: 'അന്നമ്മ', nameEng: 'Annamma', age: 70, gender: false, blood: 'O-' }),
  ]);
  ids.palackal = await insertKeyedHouse('പാലയ്ക്കൽ', 7, [
    member({ name: 'സെബാസ്റ്റ്യൻ', nameEng: 'Sebastian', age: 30, HOH: true, blood: 'A+' }),
    member({ name: 'ജെസ്സി', nameEng: 'Jessy', age: 28, gender: false, blood: 'A+' }),
    member({ name: 'ആൽബിൻ', nameEng: 'Albin', age: 3, blood: 'A+' }),
  ]);
  ids.kunnumpuram = await insertKeyedHouse('കുന്നുംപുറം', 9, [
    member({ name: 'ബിജു', nameEng: 'Biju', age: 40, HOH: true, blood: 'AB-' }),
  ]);
});

async function search(term: string, cookie?: string) {
  const res = await t.app.inject({
    url: `/api/houses/search/${encodeURIComponent(term)}`,
    headers: cookie ? { cookie } : {},
  });
  return res;
}
const found = (body: SearchHouseResponse) => body.houses.map((h) => h._id);

describe('GET /api/houses/search/{term}', () => {
  it('finds a Malayalam house name typed in Malayalam, closest first', async () => {
    const res = await search('കുന്നേൽ');
    expect(res.statusCode).toBe(200);
    const body: SearchHouseResponse = res.json();
    expect(found(body)[0]).toBe(ids.kunnel);
  });

  it('finds a Malayalam-only house from English letters by its sound', async () => {
    for (const typed of ['kunnel', 'kunnell', 'kunel']) {
      const body: SearchHouseResponse = (await search(typed)).json();
      expect(found(body)[0], typed).toBe(ids.kunnel);
    }
    for (const typed of ['puthenpurackal', 'puthenpurakkal']) {
      const body: SearchHouseResponse = (await search(typed)).json();
      expect(found(body)[0], typed).toBe(ids.puthen);
    }
  });

  it('finds a name stored in one chillu encoding by a query typed in the other', async () => {
    // Stored legacy, typed atomic.
    expect(found((await search('പുത്തൻപുരയ്ക്കൽ')).json())[0]).toBe(ids.puthen);
    // Stored atomic, typed legacy (ZWJ is allowed inside Malayalam).
    expect(found((await search(toLegacyChillus('കുന്നേൽ'))).json())[0]).toBe(ids.kunnel);
    // A member name, both ways: the two Albins.
    const atomic: SearchHouseResponse = (await search('ആൽബിൻ')).json();
    const legacy: SearchHouseResponse = (await search(toLegacyChillus('ആൽബിൻ'))).json();
    expect(found(atomic).sort()).toEqual([ids.puthen, ids.palackal].sort());
    expect(found(legacy).sort()).toEqual(found(atomic).sort());
  });

  it('lists the members whose own name matched in memberIdArr', async () => {
    const body: SearchHouseResponse = (await search('albin')).json();
    expect(found(body).sort()).toEqual([ids.puthen, ids.palackal].sort());
    expect(body.memberIdArr).toContain(memberIds.Albin);
    const thomas = body.houses.find((h) => h._id === ids.puthen)?.members.find((m) => m.nameEng === 'Thomas');
    expect(thomas).toBeDefined();
    expect(body.memberIdArr).not.toContain(thomas?._id);
  });

  it('returns an empty result for a term nothing matches', async () => {
    const res = await search('zzzqqq');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ houses: [], memberIdArr: [], total: 0 });
  });

  it('refuses what the search field would not send: under 3 letters, digits, extra spaces, unknown page', async () => {
    for (const bad of ['ku', 'kun1', 'kun  nel', ' kunnel', 'kunnel ', 'k u', 'ക']) {
      const res = await search(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_error', fields: { 'params.term': expect.any(String) } });
    }
    for (const page of ['0', 'x', '35']) {
      expect((await t.app.inject({ url: `/api/houses/search/kunnel?page=${page}` })).statusCode, page).toBe(400);
    }
  });

  it('finds a family by every word typed: a member name and the house name, or two words of a name', async () => {
    const george = await insertKeyedHouse('അറയ്ക്കൽ', 12, [
      member({ name: 'ജോർജ് കുര്യൻ', nameEng: 'George Kurian', age: 58, HOH: true, blood: 'A-' }),
      member({ name: 'ലീലാമ്മ', nameEng: 'Leelamma', age: 54, gender: false, blood: 'A-' }),
    ]);
    // Another George and another Arackal: each matches one word only, so neither is a hit.
    const otherGeorge = await insertKeyedHouse('മണ്ണിൽ', 12, [
      member({ name: 'ജോർജ്', nameEng: 'George', age: 40, HOH: true, blood: 'A-' }),
    ]);
    const otherArackal = await insertKeyedHouse('അറയ്ക്കൽ', 13, [
      member({ name: 'മത്തായി', nameEng: 'Mathai', age: 70, HOH: true, blood: 'A-' }),
    ]);
    for (const typed of [
      'george arackal',
      'arackal george',
      'ജോർജ് അറയ്ക്കൽ',
      'george kurian',
      'ജോർജ് കുര്യൻ',
      'leelamma arackal',
    ]) {
      const body: SearchHouseResponse = (await search(typed)).json();
      expect(found(body), typed).toContain(george);
      expect(found(body), typed).not.toContain(otherGeorge);
      expect(found(body), typed).not.toContain(otherArackal);
      expect(body.total, typed).toBe(found(body).length);
    }
    const body: SearchHouseResponse = (await search('george arackal')).json();
    expect(found(body)[0]).toBe(george);
    expect(body.memberIdArr).toContain(memberIds['George Kurian']);
    // A word too short for the index still has to match: "ab" is in no name of the family.
    expect(found((await search('george ab')).json())).toEqual([]);
    expect(found((await search('george ku')).json())).toContain(george);
  });

  it('gives e-mail to admins only', async () => {
    const visitor: SearchHouseResponse = (await search('kunnel')).json();
    expect(visitor.houses[0].members[0]).not.toHaveProperty('email');
    const asUser: SearchHouseResponse = (await search('kunnel', user)).json();
    expect(asUser.houses[0].members[0]).not.toHaveProperty('email');
    const asAdmin: SearchHouseResponse = (await search('kunnel', admin)).json();
    expect(asAdmin.houses[0].members[0]).toHaveProperty('email', 'joseph@example.com');
  });
});

describe('GET /api/houses/search-blood/{composite}', () => {
  const blood = (composite: string, cookie?: string) =>
    t.app.inject({
      url: `/api/houses/search-blood/${encodeURIComponent(composite)}`,
      headers: cookie ? { cookie } : {},
    });

  it('finds members of a blood group within the age bracket, with their family', async () => {
    const res = await blood('A+z18z60zall', admin);
    expect(res.statusCode).toBe(200);
    const body: BloodResult[] = res.json();
    expect(body.map((r) => r.name).sort()).toEqual(['ജെസ്സി', 'ജോസഫ്', 'മേരി', 'സെബാസ്റ്റ്യൻ'].sort());
    expect(res.headers['x-total-count']).toBe('4');
    const joseph = body.find((r) => r.name === 'ജോസഫ്');
    expect(joseph).toMatchObject({ house: 'കുന്നേൽ', age: 60, phone: '9447012345' });
    expect(joseph?.family._id).toBe(ids.kunnel);
    expect(joseph?.family.members).toHaveLength(2);
  });

  it('applies the age bracket and the gender filter', async () => {
    const names = async (c: string) => ((await blood(c, admin)).json() as BloodResult[]).map((r) => r.name).sort();
    expect(await names('A+z18z29zall')).toEqual(['ജെസ്സി']);
    expect(await names('A+z0z80zmale')).toEqual(['ആൽബിൻ', 'ജോസഫ്', 'സെബാസ്റ്റ്യൻ'].sort());
    expect(await names('A+z18z60zfemale')).toEqual(['ജെസ്സി', 'മേരി'].sort());
    expect(await names('AB-z0z80zall')).toEqual(['ബിജു']);
    expect(await names('O+z0z80zall')).toEqual([]);
  });

  it('answers a malformed composite with 400', async () => {
    for (const bad of ['A+', 'A+z18z60', 'X+z18z60zall', 'A+z18z99zall', 'A+z60z18zall', 'A+z18z60zboth']) {
      const res = await blood(bad, admin);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'validation_error',
        fields: { 'params.composite': expect.any(String) },
      });
    }
  });

  it('refuses a visitor (401) and a user (403)', async () => {
    expect((await blood('A+z18z60zall')).statusCode).toBe(401);
    expect((await blood('A+z18z60zall', user)).statusCode).toBe(403);
  });
});

describe('memberIdArr and house-name matches', () => {
  it('does not list members as matches when their house name is what matched', async () => {
    await insertKeyedHouse('മറ്റത്തിൽ', 4, [
      member({ name: 'ബെന്നി', nameEng: 'Benny Mattathil', age: 50, HOH: true }),
      member({ name: 'ജിൻസി', nameEng: 'Jincy Mattathil', age: 45, gender: false }),
    ]);
    const body: SearchHouseResponse = (await search('mattathil')).json();
    expect(body.houses[0].house).toBe('മറ്റത്തിൽ');
    expect(body.memberIdArr).toEqual([]);
    const byName: SearchHouseResponse = (await search('jincy')).json();
    expect(byName.memberIdArr).toEqual([memberIds['Jincy Mattathil']]);
  });
});

describe('paging', () => {
  it('serves 30 families a page with the total of all matches', async () => {
    for (let i = 0; i < 33; i += 1)
      await insertKeyedHouse('വടക്കേമുറി', 14, [
        member({ name: 'ടെസ്റ്റ്', nameEng: 'Test', age: 30, HOH: true, blood: 'A-' }),
      ]);
    const first: SearchHouseResponse = (await search('വടക്കേമുറി')).json();
    expect(first.houses).toHaveLength(30);
    expect(first.total).toBe(33);
    const res = await t.app.inject({ url: `/api/houses/search/${encodeURIComponent('വടക്കേമുറി')}?page=2` });
    expect(res.statusCode).toBe(200);
    const second: SearchHouseResponse = res.json();
    expect(second.houses).toHaveLength(3);
    expect(second.total).toBe(33);
    expect(new Set([...found(first), ...found(second)]).size).toBe(33);
  });
});

describe('searchHouses', () => {
  it('answers from the houses alone when exact house matches fill the page', async () => {
    const { searchHouses } = await import('./queries.ts');
    const page = await searchHouses(t.database.db, 'kunnel', 1);
    expect(page.houses.map((h) => h._id)).toEqual([ids.kunnel]);
    expect(page.houses[0].members).toHaveLength(2);
    expect(page.memberIds).toEqual([]);
  });
});

describe('a given name inside a longer name key', () => {
  it('finds "joseph" in the key of ജോസഫ് Joseph Kunnel', async () => {
    const id = await insertKeyedHouse('ചിറയിൽ', 6, [
      member({ name: 'ജോസഫ്', nameEng: 'Joseph Chirayil', age: 66, HOH: true }),
    ]);
    const body: SearchHouseResponse = (await search('joseph')).json();
    expect(found(body)).toContain(id);
    expect(found(body)).toContain(ids.kunnel);
    expect(body.memberIdArr).toContain(memberIds['Joseph Chirayil']);
  });
});
