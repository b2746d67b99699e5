// What is held about a family, and its erasure (docs/product.md "Privacy requests"): the office
// reads every field, photo and audit entry of a family (and that reading is audited); erasure
// removes the family from every read at once, deletes its photo files and the personal values of
// its audit rows, and leaves one audit line without personal data.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, or } from 'drizzle-orm';
import type { HeldData } from '@parish/shared/privacy';
import { testApp } from '../../test/test-app.ts';
import { member } from '../../test/factories.ts';
import { databaseSnapshot } from '../../test/snapshot.ts';
import { uploadPhoto } from '../../test/upload.ts';
import { auditLog, houses, members } from '../../db/schema.ts';

const t = testApp({ as: ['user', 'admin'] });
const { user, admin } = t.cookies;

const mediaFile = (image: string) => path.join(t.config.uploadsDir, path.basename(image));

/** A family made through the API (so its audit rows exist), with a photo of its own. */
async function family(house: string, ward = 7, people = { head: 'ഔസേപ്പച്ചൻ', phones: ['9447055555', '9447066666'] }) {
  const photo = await uploadPhoto(t, 'admin');
  const res = await t.request('POST', '/api/houses', {
    as: admin,
    payload: {
      house,
      ward,
      ...photo,
      members: [
        member({
          name: people.head,
          nameEng: 'Ouseppachan',
          HOH: true,
          phone: people.phones[0],
          email: 'o@example.com',
        }),
        member({ name: 'ത്രേസ്യാമ്മ', nameEng: 'Tresiamma', gender: false, blood: 'O+', phone: people.phones[1] }),
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { _id: string; image: string; members: { _id: string; name: string }[] };
}

describe('GET /api/houses/{id}/held', () => {
  it('answers every member field, the photos and the audit entries naming the family; audits the access', async () => {
    const f = await family('ചക്കാലയ്ക്കൽ');
    const res = await t.request('GET', `/api/houses/${f._id}/held`, { as: admin });
    expect(res.statusCode, res.body).toBe(200);
    const held = res.json() as HeldData;
    expect(held.house).toMatchObject({ _id: f._id, house: 'ചക്കാലയ്ക്കൽ', ward: 7, image: f.image });
    expect(held.members.map((m) => m.name).sort()).toEqual(['ഔസേപ്പച്ചൻ', 'ത്രേസ്യാമ്മ']);
    expect(held.members.find((m) => m.HOH)).toMatchObject({ email: 'o@example.com', phone: '+919447055555' });
    expect(held.photos).toEqual([f.image, f.image.replace(/\.webp$/, '-480.webp')]);
    // The creation is there; the access itself is recorded, and shows the next time.
    expect(held.audit.map((a) => `${a.action} ${a.entity}`)).toContain('create house');
    const accesses = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, f._id));
    expect(accesses.filter((a) => a.action === 'export')).toHaveLength(1);
    expect(res.headers['cache-control']).toContain('no-store');
  });

  it('refuses a visitor (401) and a user (403); a bad id is a 400 naming it, an unknown one 404', async () => {
    const f = await family('വടക്കേടത്ത്');
    expect((await t.request('GET', `/api/houses/${f._id}/held`)).statusCode).toBe(401);
    expect((await t.request('GET', `/api/houses/${f._id}/held`, { as: user })).statusCode).toBe(403);
    const bad = await t.request('GET', '/api/houses/abc/held', { as: admin });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {})).toContain('params.id');
    expect(
      (await t.request('GET', '/api/houses/00000000-0000-4000-8000-000000000000/held', { as: admin })).statusCode,
    ).toBe(404);
  });
});

describe('POST /api/houses/{id}/erase', () => {
  it('erases a family from ward page, search, contacts at once; deletes photos; audit: no personal data', async () => {
    const f = await family('കിഴക്കേപ്പറമ്പിൽ', 9, { head: 'ഔസേപ്പച്ചൻ', phones: ['9447011111', '9447022222'] });
    const keep = await family('പടിഞ്ഞാറേക്കര', 9, { head: 'മത്തായി', phones: ['9447077777', '9447088888'] });
    // Warm the caches: the answers below must not come from them.
    const ward = () => t.request('GET', '/api/houses/wards/9?v=1');
    const search = () => t.request('GET', `/api/houses/search/${encodeURIComponent('കിഴക്കേപ്പറമ്പിൽ')}`);
    const contacts = () => t.request('GET', '/api/contacts/member-contacts');
    expect((await ward()).body).toContain('കിഴക്കേപ്പറമ്പിൽ');
    expect((await search()).json().houses).toHaveLength(1);
    await contacts();

    const res = await t.request('POST', `/api/houses/${f._id}/erase`, { as: admin });
    expect(res.statusCode, res.body).toBe(200);
    // The demo's shared pictures aside, a family's own photo goes with it (both renditions).
    expect(res.json()).toEqual({ message: 'Family erased', houseId: f._id, ward: 9, members: 2, photos: 1 });
    expect(fs.existsSync(mediaFile(f.image))).toBe(false);
    expect(fs.existsSync(mediaFile(f.image).replace(/\.webp$/, '-480.webp'))).toBe(false);

    const page = (await ward()).body;
    expect(page).not.toContain('കിഴക്കേപ്പറമ്പിൽ');
    expect(page).not.toContain('ഔസേപ്പച്ചൻ');
    expect(page).toContain('പടിഞ്ഞാറേക്കര');
    expect((await search()).json().houses).toEqual([]);
    expect((await contacts()).body).not.toContain('+919447011111');
    expect(await t.database.db.select().from(houses).where(eq(houses.id, f._id))).toEqual([]);
    expect(await t.database.db.select().from(members).where(eq(members.houseId, f._id))).toEqual([]);
    expect(await t.database.db.select().from(members).where(eq(members.houseId, keep._id))).toHaveLength(2);

    // Every audit row about the family keeps who, when and what, without the values.
    const ids = [f._id, ...f.members.map((m) => m._id)];
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(or(...ids.map((id) => eq(auditLog.entityId, id))));
    const text = JSON.stringify(rows);
    for (const personal of ['കിഴക്കേപ്പറമ്പിൽ', 'ഔസേപ്പച്ചൻ', '9447011111', 'o@example.com', f.image])
      expect(text).not.toContain(personal);
    const erased = rows.find((r) => (r.after as { erased?: boolean } | null)?.erased);
    expect(erased).toMatchObject({ action: 'delete', entity: 'house', after: { erased: true, ward: 9, members: 2 } });
    expect(erased?.username).toMatch(/^admin-/);
    // The other family's audit rows keep their values.
    const kept = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, keep._id));
    expect(JSON.stringify(kept)).toContain('പടിഞ്ഞാറേക്കര');

    expect((await t.request('POST', `/api/houses/${f._id}/erase`, { as: admin })).statusCode).toBe(404);
  });

  it('refuses a visitor (401) and a user (403) changing nothing; a bad id is a 400 naming it', async () => {
    const f = await family('തെക്കേമുറി');
    const before = await databaseSnapshot(t.database.db);
    expect((await t.request('POST', `/api/houses/${f._id}/erase`)).statusCode).toBe(401);
    expect((await t.request('POST', `/api/houses/${f._id}/erase`, { as: user })).statusCode).toBe(403);
    const bad = await t.request('POST', '/api/houses/1/erase', { as: admin });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields ?? {})).toContain('params.id');
    expect(await databaseSnapshot(t.database.db)).toEqual(before);
    expect(fs.existsSync(mediaFile(f.image))).toBe(true);
  });
});
