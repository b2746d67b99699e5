// The real renderer (the build `npm test` makes before the unit tests: apps/web/dist and
// dist-server) on this server: pages answer with the status of what they show, and a read that
// fails while a page is rendered makes the page the error screen the browser would have gone to
// (docs/product.md "Errors"), with the read's status — 500 when the database fails.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { wardName } from '@parish/shared/plain/wards';
import { testApp } from '../test/test-app.ts';

const WEB = path.resolve(import.meta.dirname, '../../../web');
const WEB_DIST = path.join(WEB, 'dist');
const WEB_SERVER_DIST = path.join(WEB, 'dist-server');

beforeAll(() => {
  if (!fs.existsSync(path.join(WEB_SERVER_DIST, 'entry-server.js'))) {
    throw new Error('The web app is not built: `npm run build` first (npm test builds it before these tests)');
  }
});
const t = testApp({ env: { WEB_DIST, WEB_SERVER_DIST } });

const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('pages rendered by the web app', () => {
  it('shows a ward (200) and answers an invalid one with the not-found screen (404)', async () => {
    const ward = await t.app.inject({ url: '/wards/1', headers: { cookie: 'visited=true' } });
    expect(ward.statusCode).toBe(200);
    expect(text(ward.body)).toContain(`വാർഡ് 1: ${wardName(1)}`);
    const invalid = await t.app.inject({ url: '/wards/99' });
    expect(invalid.statusCode).toBe(404);
    expect(text(invalid.body)).toContain('പേജ് കണ്ടെത്താനായില്ല');
  });

  it('is the server-error screen with a 500 when the database fails while it is rendered', async () => {
    // The news table gone: its read fails in the database, as a broken database would.
    await t.database.db.execute(sql`drop table news cascade`);
    const res = await t.app.inject({ url: '/news', headers: { cookie: 'visited=true' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toContain('text/html');
    const body = text(res.body);
    expect(body).toContain('സെർവറിൽ ഒരു തകരാർ സംഭവിച്ചു');
    expect(body).toContain('പിശക് 500');
  });
});
