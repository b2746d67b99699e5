// Migration 0006 (docs/decisions.md "Push endpoints are stored normalised"): endpoints stored as
// sent become their WHATWG URL form on both engines, and rows that then name one endpoint are
// merged into the newest; the SQL agrees with normalizePushEndpoint, the rule the API applies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { normalizePushEndpoint } from '@parish/shared/news';
import { MIGRATIONS_DIR, openPglite, type Database } from './client.ts';
import { pushSubscriptions } from './schema.ts';
import { freshPostgres, testPostgresUrl } from '../test/test-app.ts';

/** Stored before → what 0006 makes of it (the newest of a merged group is listed last). */
const CASES: [string, string][] = [
  ['https://FCM.GOOGLEAPIS.COM/fcm/send/a', 'https://fcm.googleapis.com/fcm/send/a'],
  ['https://fcm%2egoogleapis%2Ecom/fcm/send/a', 'https://fcm.googleapis.com/fcm/send/a'],
  ['https://fcm.googleapis.com:443/fcm/send/a', 'https://fcm.googleapis.com/fcm/send/a'],
  ['https://fcm.googleapis.com/fcm/send/a', 'https://fcm.googleapis.com/fcm/send/a'],
  ['https://Web.Push.Apple.com/QGuQ%2Fx', 'https://web.push.apple.com/QGuQ%2Fx'],
  ['https://%57eb.push.apple.com/Other', 'https://web.push.apple.com/Other'],
  [
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
    'https://updates.push.services.mozilla.com/wpush/v2/gAAAA',
  ],
  ['https://127.0.0.1:8443/push/a', 'https://127.0.0.1:8443/push/a'],
];

const UP_TO_0005 = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-migrations-'));
let database: Database;
let drop = async () => {};

beforeAll(async () => {
  fs.mkdirSync(path.join(UP_TO_0005, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= 5);
  fs.writeFileSync(path.join(UP_TO_0005, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(UP_TO_0005, `${e.tag}.sql`));
  const url = testPostgresUrl();
  if (url) {
    ({ database, drop } = await freshPostgres(url, { empty: true }));
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: UP_TO_0005 });
  } else {
    database = await openPglite();
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder: UP_TO_0005,
    });
  }
});
afterAll(async () => {
  await database.close();
  await drop();
  fs.rmSync(UP_TO_0005, { recursive: true, force: true });
});

describe('migration 0006_push-endpoints', () => {
  it('stores every endpoint normalised and merges the duplicates into the newest row', async () => {
    const db = database.db;
    const start = Date.UTC(2026, 0, 1);
    // Each row a minute after the one before: the auth tells which row a merge kept.
    // Raw SQL: the table as 0005 left it (drizzle's insert names every column of today's table).
    for (const [i, [endpoint]] of CASES.entries()) {
      await db.execute(
        sql`insert into push_subscriptions (endpoint, p256dh, auth, created_at) values (${endpoint}, ${`p${i}`}, ${`a${i}`}, ${new Date(start + i * 60_000).toISOString()})`,
      );
    }

    await database.migrate();

    const rows = await db
      .select({ endpoint: pushSubscriptions.endpoint, auth: pushSubscriptions.auth })
      .from(pushSubscriptions);
    const newest = new Map<string, string>();
    CASES.forEach(([, now], i) => newest.set(now, `a${i}`));
    expect(rows.map((r) => [r.endpoint, r.auth]).sort()).toEqual([...newest].sort());
    const left = await db.execute(sql`select count(*)::int as n from pg_proc where proname = 'push_endpoint_0006'`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('agrees with normalizePushEndpoint, the rule the API applies', () => {
    for (const [old, now] of CASES) expect(normalizePushEndpoint(old), old).toBe(now);
  });
});
