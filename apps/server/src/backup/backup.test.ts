import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { testApp, testAppForTest } from '../test/test-app.ts';
import { member } from '../test/factories.ts';
import { auditLog, contacts, houses, members, privacyNotices, privacyRequests } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { backupName, nightlyBackup, pruneBackups, restoreBackup, RestoreError, writeBackup } from './backup.ts';

const source = testApp({ as: ['admin'] });
const { admin } = source.cookies;
let tmp: string;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-backup-'));
  const res = await source.app.inject({
    method: 'POST',
    url: '/api/houses',
    headers: { cookie: admin },
    payload: {
      house: 'കുന്നേൽ',
      ward: 3,
      members: [member({ HOH: true }), member({ name: 'മേരി', gender: false, age: 44 })],
    },
  });
  expect(res.statusCode).toBe(201);
  fs.mkdirSync(path.join(source.config.uploadsDir, 'images'), { recursive: true });
  // three chunks
  fs.writeFileSync(path.join(source.config.uploadsDir, 'images', 'photo.webp'), Buffer.alloc(2_500_000, 7));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const snapshot = async (db: Db) => ({
  houses: await db.select().from(houses).orderBy(houses.id),
  members: await db.select().from(members).orderBy(members.id),
  contacts: await db.select().from(contacts).orderBy(contacts.id),
  audit: await db.select().from(auditLog).orderBy(auditLog.id),
});

describe('backup and restore', () => {
  it(
    'takes a backup while writes run, and a restore into an empty database finds it all, consistent',
    { timeout: 180_000 },
    async () => {
      const file = path.join(tmp, 'one.backup.gz');
      let writing = true;
      let firstWrite!: () => void;
      const writing1 = new Promise<void>((resolve) => (firstWrite = resolve));
      const writes = (async () => {
        for (let i = 0; writing && i < 20; i++) {
          await source.app.inject({
            method: 'POST',
            url: '/api/contacts',
            headers: { cookie: admin },
            payload: { name: `സ്ഥാപനം ${i}`, phone: '9447012345', type: '2' },
          });
          firstWrite();
        }
      })();
      await writing1; // the backup starts while the writes are under way
      const summary = await writeBackup(source.database.db, source.app.store, { file }, source.database.engine);
      writing = false;
      await writes;
      expect(summary.tables.houses).toBe(1);
      expect(summary.files).toBe(1);

      // Data deleted after the backup is back after the restore.
      await source.app.inject({
        method: 'DELETE',
        url: `/api/houses/${(await source.database.db.select().from(houses))[0].id}`,
        headers: { cookie: admin },
      });
      expect(await source.database.db.select().from(houses)).toEqual([]);

      const target = await testAppForTest();
      const restored = await restoreBackup(target.database.db, target.app.store, { file });
      expect(restored.files).toBe(1);
      const got = await snapshot(target.database.db);
      expect(got.houses).toHaveLength(1);
      expect(got.members.map((m) => m.name).sort()).toEqual(['ജോസഫ്', 'മേരി']);
      expect(got.houses[0]).toMatchObject({ house: 'കുന്നേൽ', ward: 3 });
      // Consistent: every contact the backup holds has its audit row, and no audit row lacks its contact.
      const created = got.audit
        .filter((a) => a.entity === 'contact' && a.action === 'create')
        .map((a) => a.entityId)
        .sort();
      expect(created).toEqual(got.contacts.map((c) => c.id).sort());
      expect(got.contacts.length).toBe(summary.tables.contacts);
      // Buffer.equals: toEqual walks 2.5 MB byte by byte, which costs seconds.
      const photo = fs.readFileSync(path.join(target.config.uploadsDir, 'images', 'photo.webp'));
      expect(photo.length).toBe(2_500_000);
      expect(photo.equals(Buffer.alloc(2_500_000, 7)), 'the photo comes back byte for byte').toBe(true);
      // The restored site works: new audit rows get new ids, an admin logs in and reads the family.
      const cookie = await target.login('admin');
      const page = await target.app.inject({ url: '/api/houses/admin/wards/3', headers: { cookie } });
      expect(page.json().items[0].members).toHaveLength(2);
      expect(
        (
          await target.app.inject({
            method: 'POST',
            url: '/api/contacts',
            headers: { cookie },
            payload: { name: 'പുതിയത്', phone: '9447012345', type: '1' },
          })
        ).statusCode,
      ).toBe(201);
      const [last] = await target.database.db
        .select()
        .from(auditLog)
        .where(
          eq(
            auditLog.entityId,
            (await target.database.db.select().from(contacts).where(eq(contacts.name, 'പുതിയത്')))[0].id,
          ),
        );
      expect(last.id).toBeGreaterThan(Math.max(...got.audit.map((a) => a.id)));

      // Not into a database that holds data, and not from a cut-off file.
      await expect(restoreBackup(target.database.db, target.app.store, { file })).rejects.toThrow(RestoreError);
    },
  );

  it('keeps the privacy notices and requests (docs/product.md "Privacy requests": records kept)', async () => {
    const text = {
      purposes: 'ഉദ്ദേശ്യം',
      audiences: 'ആർക്ക്',
      choices: 'മാറ്റാൻ',
      rights: 'അവകാശങ്ങൾ',
      contact: 'വികാരി',
    };
    const published = await source.app.inject({
      method: 'POST',
      url: '/api/privacy/notice',
      headers: { cookie: admin },
      payload: { ml: text, en: text },
    });
    expect(published.statusCode, published.body).toBe(201);
    const asked = await source.app.inject({
      method: 'POST',
      url: '/api/privacy/requests',
      payload: { name: 'മേരി', phone: '9447012345', kind: 'erasure', text: 'ഞങ്ങളുടെ വിവരങ്ങൾ മായ്ക്കണം' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const file = path.join(tmp, 'privacy.backup.gz');
    const summary = await writeBackup(source.database.db, source.app.store, { file }, source.database.engine);
    expect(summary.tables.privacy_notices).toBeGreaterThanOrEqual(1);
    expect(summary.tables.privacy_requests).toBeGreaterThanOrEqual(1);
    const target = await testAppForTest();
    await restoreBackup(target.database.db, target.app.store, { file });
    expect(await target.database.db.select().from(privacyNotices)).toEqual(
      await source.database.db.select().from(privacyNotices),
    );
    expect(await target.database.db.select().from(privacyRequests)).toEqual(
      await source.database.db.select().from(privacyRequests),
    );
  });

  it('refuses a cut-off backup before writing anything', async () => {
    const file = path.join(tmp, 'whole.backup.gz');
    await writeBackup(source.database.db, source.app.store, { file }, 'pglite');
    const text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8').split('\n');
    const cut = path.join(tmp, 'cut.backup.gz');
    fs.writeFileSync(cut, zlib.gzipSync(text.slice(0, -2).join('\n')));
    const target = await testAppForTest();
    await expect(restoreBackup(target.database.db, target.app.store, { file: cut })).rejects.toThrow(/incomplete/);
    expect(await target.database.db.select().from(contacts)).toEqual([]);
  });

  it('refuses a backup cut mid-file (half its bytes) as incomplete, writing nothing', async () => {
    const file = path.join(tmp, 'to-halve.backup.gz');
    await writeBackup(source.database.db, source.app.store, { file }, source.database.engine);
    const bytes = fs.readFileSync(file);
    const half = path.join(tmp, 'half.backup.gz');
    fs.writeFileSync(half, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const notGzip = path.join(tmp, 'not-gzip.backup.gz');
    fs.writeFileSync(notGzip, 'hello');
    const target = await testAppForTest();
    const refused = await restoreBackup(target.database.db, target.app.store, { file: half }).catch(
      (err: unknown) => err,
    );
    expect(refused).toBeInstanceOf(RestoreError);
    // The same words as for a file that lacks its end line.
    expect((refused as Error).message).toBe(
      'The backup is incomplete (it has no end): it was cut off while being written or copied',
    );
    await expect(restoreBackup(target.database.db, target.app.store, { file: notGzip })).rejects.toThrow(
      new RestoreError('This is not a parish backup'),
    );
    expect(await target.database.db.select().from(houses)).toEqual([]);
    expect(fs.existsSync(target.config.uploadsDir) ? fs.readdirSync(target.config.uploadsDir) : []).toEqual([]);
  });

  it("nightly: one backup a day into the store's backups/, the newest N kept", async () => {
    const store = source.app.store;
    const dir = path.join(source.config.DATA_DIR, 'backups');
    for (const day of ['2026-01-01', '2026-01-02', '2026-01-03']) {
      const now = new Date(`${day}T03:00:00Z`);
      expect(await nightlyBackup(source.database.db, { store, keep: 2, engine: 'pglite', now })).toBe(
        `backups/${backupName(now)}`,
      );
    }
    expect(
      await nightlyBackup(source.database.db, {
        store,
        keep: 2,
        engine: 'pglite',
        now: new Date('2026-01-03T05:00:00Z'),
      }),
    ).toBeNull();
    expect(fs.readdirSync(dir).sort()).toEqual(['parish-2026-01-02.backup.gz', 'parish-2026-01-03.backup.gz']);
    expect(await pruneBackups(store, 1)).toEqual(['parish-2026-01-02.backup.gz']);
  });
});
