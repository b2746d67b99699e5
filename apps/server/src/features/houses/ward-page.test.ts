// The public ward page read (docs/product.md "Ward page" and "API"): pages of about a sixth, members head first then
// oldest.
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.ts';
import { make, member } from '../../test/factories.ts';
import type { WardPage } from '@parish/shared/houses';

const t = testApp();
beforeAll(async () => {
  // 13 families in ward 3 → pages of 3 (ceil(13/6)), 5 pages; one family in ward 4.
  for (let i = 0; i < 13; i++) {
    await make.house(t.database.db, {
      house: `വീട് ${String(i).padStart(2, '0')}`,
      ward: 3,
      members: [
        member({ name: 'മകൾ', age: 12, relation: 'മകൾ', gender: false }),
        member({ name: 'അമ്മ', age: 70, relation: 'അമ്മ', gender: false }),
        member({ name: 'ഗൃഹനാഥൻ', age: 45, HOH: true, relation: 'ഗൃഹനാഥൻ' }),
      ],
    });
  }
  await make.house(t.database.db, { house: 'മറ്റൊരു വാർഡ്', ward: 4, members: [member({ HOH: true })] });
});

const page = async (v: number) => (await t.app.inject({ url: `/api/houses/wards/3?v=${v}` })).json() as WardPage;

describe('GET /api/houses/wards/{ward}', () => {
  it('pages about a sixth of the ward at a time', async () => {
    const first = await page(1);
    expect(first).toMatchObject({ total: 13, page: 1, pageSize: 3, pages: 5 });
    expect(first.items.map((h) => h.house)).toEqual(['വീട് 00', 'വീട് 01', 'വീട് 02']);
    expect((await page(5)).items.map((h) => h.house)).toEqual(['വീട് 12']);
    expect((await page(6)).items).toEqual([]);
  });

  it('lists only that ward', async () => {
    const all = [1, 2, 3, 4, 5].map(page);
    const houses = (await Promise.all(all)).flatMap((p) => p.items);
    expect(houses).toHaveLength(13);
    expect(houses.every((h) => h.ward === 3)).toBe(true);
  });

  it('sorts members head first, then by age descending', async () => {
    const [house] = (await page(1)).items;
    expect(house.members.map((m) => [m.name, m.HOH])).toEqual([
      ['ഗൃഹനാഥൻ', true],
      ['അമ്മ', false],
      ['മകൾ', false],
    ]);
  });

  it('never sends e-mail to visitors', async () => {
    const [house] = (await page(1)).items;
    expect(house.members[0]).not.toHaveProperty('email');
    expect(house.members[0]).toMatchObject({ nameEng: 'Joseph', gender: true, phone: '9447012345' });
  });

  it('starts at view 1 and refuses a view below it', async () => {
    expect((await t.app.inject({ url: '/api/houses/wards/3' })).json().page).toBe(1);
    const res = await t.app.inject({ url: '/api/houses/wards/3?v=0' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty(['querystring.v']);
  });

  it('refuses wards outside 1–21 and non-numbers', async () => {
    for (const ward of ['0', '22', 'abc']) {
      const res = await t.app.inject({ url: `/api/houses/wards/${ward}` });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('validation_error');
    }
  });

  it('answers a repeated read with 304 when the phone has the page', async () => {
    const first = await t.app.inject({ url: '/api/houses/wards/3?v=2' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ url: '/api/houses/wards/3?v=2', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('the cached ward page', () => {
  it('is sent gzipped to a client that accepts it, and decodes to the same page', async () => {
    const { gunzipSync } = await import('node:zlib');
    const plain = await t.app.inject({ url: '/api/houses/wards/3?v=3' });
    const zipped = await t.app.inject({ url: '/api/houses/wards/3?v=3', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});
