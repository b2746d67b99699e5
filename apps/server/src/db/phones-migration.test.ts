// Migration 0003 (docs/decisions.md "Phones: E.164 everywhere, read without a phone library"):
// phones stored before it, in the forms the old rules let in, become
// E.164 in SQL on both engines; values no rule reads stay as they were.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { normalizePhone } from '@parish/shared/plain/phone';
import { MIGRATIONS_DIR, openPglite, type Database } from './client.ts';
import { boardMembers, contacts, departed, members, settings } from './schema.ts';
import { freshPostgres, testPostgresUrl } from '../test/test-app.ts';

/** Old value → what 0003 makes of it. */
const CASES: [string, string][] = [
  ['9447044444', '+919447044444'],
  ['94470 44444', '+919447044444'],
  ['94470-44444', '+919447044444'],
  ['+91 94470-44444', '+919447044444'],
  ['919447044444', '+919447044444'],
  ['09447044444', '+919447044444'],
  ['0091 9447044444', '+919447044444'],
  ['0482 2230123', '+914822230123'],
  ['04822-230123', '+914822230123'],
  ['(0484) 234.5678', '+914842345678'],
  ['+971 50 123 4567', '+971501234567'],
  ['00971 50 123 4567', '+971501234567'],
  ['+971 050 123 4567', '+971501234567'],
  ['+44 (0)7911 123456', '+447911123456'],
  ['+1 (416) 555-0123', '+14165550123'],
  ['+39 06 1234 5678', '+390612345678'],
  ['+919447044444', '+919447044444'],
  // docs/product.md "Phones" before E.164: a bare number of more than 10 digits carries its country code.
  ['971501234567', '+971501234567'],
  // Left as they were: the web shows them as stored.
  ['0482223012', '0482223012'],
  ['12345', '12345'],
  ['+91 12345', '+91 12345'],
  ['ask the office', 'ask the office'],
  ['', ''],
];

const UP_TO_0002 = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-migrations-'));
let database: Database;
let drop = async () => {};

beforeAll(async () => {
  // The migrations as they were before 0003.
  fs.mkdirSync(path.join(UP_TO_0002, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= 2);
  fs.writeFileSync(path.join(UP_TO_0002, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${e.tag}.sql`), path.join(UP_TO_0002, `${e.tag}.sql`));

  const url = testPostgresUrl();
  if (url) {
    ({ database, drop } = await freshPostgres(url, { empty: true }));
    await migratePg(database.db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder: UP_TO_0002 });
  } else {
    database = await openPglite();
    await migratePglite(database.db as unknown as Parameters<typeof migratePglite>[0], {
      migrationsFolder: UP_TO_0002,
    });
  }
});
afterAll(async () => {
  await database.close();
  await drop();
  fs.rmSync(UP_TO_0002, { recursive: true, force: true });
});

describe('migration 0003_phones-e164', () => {
  it('converts every phone column to E.164 and leaves unreadable values alone', async () => {
    const db = database.db;
    await db.execute(
      sql`insert into wards (number, name, name_eng) values (1, 'വാർഡ്', 'ward')
        on conflict do nothing`,
    );
    // Rows as the tables were at 0002: the schema's later columns (the privacy choices) are not there yet.
    const inserted = await db.execute(sql`insert into houses (house, ward) values ('കുന്നേൽ', 1) returning id`);
    const [house] = (inserted as unknown as { rows: { id: string }[] }).rows;
    for (const [i, [old]] of CASES.entries()) {
      await db.execute(
        sql`insert into members (house_id, name, age, phone, hoh, gender)
          values (${house.id}, ${`m${i}`}, 30, ${old}, ${i === 0}, true)`,
      );
    }
    await db.insert(boardMembers).values(CASES.map(([old], i) => ({ name: `b${i}`, house: '', phone: old, title: 5 })));
    await db
      .insert(contacts)
      .values(CASES.map(([old], i) => ({ name: `c${i}`, phone: old, altPhone: CASES[CASES.length - 1 - i][0] })));
    await db.insert(departed).values(CASES.map(([old], i) => ({ name: `d${i}`, phone: old })));
    await db.insert(settings).values([
      { key: 'adminPhone', value: { v: '9447012345' } },
      { key: 'churchPhone', value: { v: '0482 2230123' } },
      { key: 'souvenirName', value: { v: '9447012345' } },
    ]);

    await database.migrate();

    const expected = (prefix: string) => CASES.map(([, now], i) => [`${prefix}${i}`, now]);
    const byName = (rows: { name: string; phone: string }[]) =>
      rows.map((r) => [r.name, r.phone]).sort((a, b) => a[0].localeCompare(b[0]));
    const sorted = (list: string[][]) => list.sort((a, b) => a[0].localeCompare(b[0]));
    expect(byName(await db.select().from(members))).toEqual(sorted(expected('m')));
    expect(byName(await db.select().from(boardMembers))).toEqual(sorted(expected('b')));
    expect(byName(await db.select().from(departed))).toEqual(sorted(expected('d')));
    const book = await db.select().from(contacts);
    expect(byName(book)).toEqual(sorted(expected('c')));
    expect(book.map((c) => [c.name, c.altPhone]).sort((a, b) => a[0].localeCompare(b[0]))).toEqual(
      sorted(CASES.map(([, now], i) => [`c${CASES.length - 1 - i}`, now])),
    );
    const stored = Object.fromEntries(
      (await db.select().from(settings)).map((r) => [r.key, (r.value as { v: unknown }).v]),
    );
    expect(stored).toEqual({ adminPhone: '+919447012345', churchPhone: '+914822230123', souvenirName: '9447012345' });
    // Its helper function is gone again.
    const left = await db.execute(sql`select count(*)::int as n from pg_proc where proname = 'phone_e164_0003'`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('agrees with normalizePhone, the rule the API applies, wherever that rule reads the value', () => {
    for (const [old, now] of CASES) {
      const e164 = normalizePhone(old);
      if (e164) expect(now, old).toBe(e164);
    }
  });
});
