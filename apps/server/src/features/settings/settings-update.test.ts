// PUT /api/settings (issue 8 §2): a setting left out of the body keeps its value.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { databaseSnapshot } from '../../test/snapshot.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const put = (payload: object, cookie: string | null = admin) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', payload, headers: cookie ? { cookie } : {} });

describe('PUT /api/settings', () => {
  it('changes only the settings in the body; the others keep their values', async () => {
    const named = await put({ churchName: 'സെന്റ് ജോർജ് പള്ളി', adminPhone: '9447000999' });
    expect(named.statusCode, named.body).toBe(200);
    const mode = await put({ restrictedPublicMode: true });
    expect(mode.statusCode, mode.body).toBe(200);
    expect(mode.json()).toMatchObject({ restrictedPublicMode: true, churchName: 'സെന്റ് ജോർജ് പള്ളി', adminPhone: '+919447000999' });
    const read = (await t.app.inject({ url: '/api/settings' })).json();
    expect(read).toMatchObject({ restrictedPublicMode: true, churchName: 'സെന്റ് ജോർജ് പള്ളി', adminPhone: '+919447000999' });
  });

  it('refuses an unknown setting and a wrong type (400), a visitor (401) and a user (403), changing nothing', async () => {
    const user = await t.login('user');
    const before = await databaseSnapshot(t.database.db, ['sessions']);
    expect((await put({ colour: 'red' })).statusCode).toBe(400);
    expect((await put({ restrictedPublicMode: 'yes' })).statusCode).toBe(400);
    expect((await put({ churchName: 'x' }, null)).statusCode).toBe(401);
    expect((await put({ churchName: 'x' }, user)).statusCode).toBe(403);
    expect(await databaseSnapshot(t.database.db, ['sessions'])).toBe(before);
  });
});
