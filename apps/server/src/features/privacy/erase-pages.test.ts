// Erasure and the rendered pages (docs/product.md "Privacy requests": gone from every read at once):
// a ward page a visitor was served, kept in the page cache, no longer shows an erased family. Uses
// the web build, like pages/rendered.test.ts (`npm run build` first; npm test builds it).
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../test/test-app.ts';
import { make, member } from '../../test/factories.ts';

const WEB = path.resolve(import.meta.dirname, '../../../../web');
const WEB_DIST = path.join(WEB, 'dist');
const WEB_SERVER_DIST = path.join(WEB, 'dist-server');

beforeAll(() => {
  if (!fs.existsSync(path.join(WEB_SERVER_DIST, 'entry-server.js'))) {
    throw new Error('The web app is not built: `npm run build` first (npm test builds it before these tests)');
  }
});
const t = testApp({ as: ['admin'], env: { WEB_DIST, WEB_SERVER_DIST } });
const { admin } = t.cookies;

describe('an erased family and the rendered pages', () => {
  it('leaves the ward page HTML (cached before) and the search at once', async () => {
    const gone = await make.house(t.database.db, {
      house: 'മാളിയേക്കൽ',
      ward: 12,
      keyed: true,
      members: [member({ name: 'വർക്കിച്ചൻ', HOH: true })],
    });
    const page = () => t.app.inject({ url: '/wards/12', headers: { cookie: 'visited=true' } });
    const first = await page();
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('മാളിയേക്കൽ');
    expect((await page()).body).toContain('വർക്കിച്ചൻ');

    const erased = await t.request('POST', `/api/houses/${gone.id}/erase`, { as: admin });
    expect(erased.statusCode, erased.body).toBe(200);

    const after = await page();
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toContain('മാളിയേക്കൽ');
    expect(after.body).not.toContain('വർക്കിച്ചൻ');
    const searched = await t.app.inject({ url: `/api/houses/search/${encodeURIComponent('മാളിയേക്കൽ')}` });
    expect(searched.json().houses).toEqual([]);
  });
});
