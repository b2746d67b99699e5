// Consents due for renewal (docs/product.md "Privacy notice"): a family whose latest consent was
// given under an older notice is on the office's list until it consents again; only admins read it.
import { describe, expect, it } from 'vitest';
import type { HousePrivacy, NoticeInput, Renewals } from '@parish/shared/privacy';
import { testApp } from '../../test/test-app.ts';
import { make, member } from '../../test/factories.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;

const section = (tag: string) => ({
  purposes: `${tag}: ഫോൺ നമ്പർ ബന്ധപ്പെടാൻ`,
  audiences: `${tag}: എല്ലാവരും, ഇടവകാംഗങ്ങൾ, ഓഫീസ്`,
  choices: `${tag}: ഓഫീസിൽ അറിയിക്കുക`,
  rights: `${tag}: പകർപ്പ്, തിരുത്തൽ, മായ്ക്കൽ, പരാതി`,
  contact: `${tag}: വികാരിയച്ചൻ`,
});
const notice = (tag: string): NoticeInput => ({ ml: section(tag), en: section(tag) });

/** Records the family's choices as they are (a consent under the notice in force). */
async function consent(houseId: string) {
  const read = (await t.request('GET', `/api/houses/${houseId}/privacy`, { as: admin })).json() as HousePrivacy;
  const res = await t.request('PUT', `/api/houses/${houseId}/privacy`, {
    as: admin,
    payload: {
      listed: read.listed,
      photo: read.photo,
      members: read.members.map(({ name: _n, years: _y, ...m }) => m),
      source: 'paper',
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const renewals = async () => {
  const res = await t.request('GET', '/api/privacy/renewals', { as: admin });
  expect(res.statusCode).toBe(200);
  return res.json() as Renewals;
};

describe('consents due for renewal', () => {
  it('lists a family that consented under an older notice until it consents again', async () => {
    const early = await make.house(t.database.db, { house: 'പഴയ സമ്മതം', ward: 3, members: [member({ HOH: true })] });
    const late = await make.house(t.database.db, { house: 'പുതിയ സമ്മതം', ward: 4, members: [member({ HOH: true })] });
    expect((await t.request('POST', '/api/privacy/notice', { as: admin, payload: notice('v1') })).statusCode).toBe(201);
    await consent(early.id);
    expect((await renewals()).items).toEqual([]);

    expect((await t.request('POST', '/api/privacy/notice', { as: admin, payload: notice('v2') })).statusCode).toBe(201);
    await consent(late.id);
    const due = await renewals();
    expect(due.noticeVersion).toBe(2);
    expect(due.items).toEqual([
      { houseId: early.id, house: 'പഴയ സമ്മതം', ward: 3, consentedAt: expect.any(String), noticeVersion: 1 },
    ]);

    await consent(early.id);
    expect((await renewals()).items).toEqual([]);
  });

  it("is the office's alone", async () => {
    expect((await t.request('GET', '/api/privacy/renewals')).statusCode).toBe(401);
    expect((await t.request('GET', '/api/privacy/renewals', { as: user })).statusCode).toBe(403);
  });
});
