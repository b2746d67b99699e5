// npm run bench:requests: the office's requests queue (docs/product.md "Requests queue
// /admin/requests") with --pending requests waiting (default 1,000: member changes, new members and
// join forms, each family's own), on the embedded database and, with --postgres URL, on
// PostgreSQL (a database of its own, made afresh). Measures through the app as the admin's screen
// calls it: GET /api/requests (the first page with each request's conflicts), GET
// /api/requests/count, and POST /api/requests/{id}/approve of one member change (a different
// request each run). Prints the median and the 95th percentile of --runs each.
//   --pending 1000   --runs 20   --postgres postgres://postgres@127.0.0.1:5432/test
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ConfigSchema, withPaths } from '../src/config.ts';
import { openAndMigrate } from '../src/setup/start.ts';
import { buildApp } from '../src/app.ts';
import { ensureWards } from '../src/db/seed.ts';
import { changeRequests, houses, members } from '../src/db/schema.ts';
import { createUser } from '../src/features/auth/queries.ts';
import type { Database } from '../src/db/client.ts';

const { values } = parseArgs({
  options: {
    pending: { type: 'string', default: '1000' },
    runs: { type: 'string', default: '20' },
    postgres: { type: 'string' },
  },
});
const PENDING = Number(values.pending);
const RUNS = Number(values.runs);

function row(engine: string, what: string, ms: number[]) {
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
  console.log(`| ${engine} | ${PENDING.toLocaleString('en')} | ${what} | ${at(0.5)} ms | ${at(0.95)} ms |`);
}

const person = (name: string, HOH: boolean, age: number) => ({
  name,
  nameEng: '',
  age,
  work: 'കർഷകൻ',
  phone: '',
  hoh: HOH,
  gender: true,
  relation: '',
  origin: '',
  location: '',
  blood: '',
  birthMonth: null,
  birthDay: null,
  email: '',
});

/** PENDING requests over PENDING / 2 families: a third member changes, a third new members, a third join forms. */
async function seed(database: Database): Promise<string[]> {
  const db = database.db;
  await ensureWards(db);
  const families = Math.ceil(PENDING / 2);
  const houseRows = await db
    .insert(houses)
    .values(Array.from({ length: families }, (_, i) => ({ house: `വീട് ${i}`, ward: (i % 21) + 1 })))
    .returning({ id: houses.id });
  const memberRows = await db
    .insert(members)
    .values(
      houseRows.flatMap((h, i) => [
        { houseId: h.id, ...person(`നാഥൻ ${i}`, true, 60) },
        { houseId: h.id, ...person(`മകൻ ${i}`, false, 30) },
      ]),
    )
    .returning({ id: members.id, houseId: members.houseId, hoh: members.hoh });
  const sons = memberRows.filter((m) => !m.hoh);
  const requests = Array.from({ length: PENDING }, (_, i) => {
    const son = sons[i % sons.length];
    const createdAt = new Date(Date.now() - (PENDING - i) * 60_000);
    if (i % 3 === 0)
      return {
        houseId: son.houseId,
        kind: 'member-update' as const,
        memberId: son.id,
        read: { work: 'കർഷകൻ', age: 30 },
        proposed: { memberId: son.id, changes: { work: 'അധ്യാപകൻ' } },
        createdByName: 'family',
        createdAt,
      };
    if (i % 3 === 1)
      return {
        houseId: son.houseId,
        kind: 'member-add' as const,
        read: {},
        proposed: { member: { name: `കുഞ്ഞ് ${i}`, age: 0, HOH: false, gender: false } },
        createdByName: 'family',
        createdAt,
      };
    return {
      houseId: null,
      kind: 'join' as const,
      read: {},
      proposed: {
        house: `പുതുവീട് ${i}`,
        ward: (i % 21) + 1,
        address: '',
        contactName: 'സാബു',
        contactPhone: '+919447011111',
        members: [{ name: 'സാബു', age: 45, HOH: true, gender: true }],
        note: '',
      },
      createdByName: 'സാബു',
      createdAt,
    };
  });
  const ids: string[] = [];
  for (let i = 0; i < requests.length; i += 500) {
    const rows = await db
      .insert(changeRequests)
      .values(requests.slice(i, i + 500))
      .returning({ id: changeRequests.id, kind: changeRequests.kind });
    ids.push(...rows.filter((r) => r.kind === 'member-update').map((r) => r.id));
  }
  return ids;
}

async function time(engine: string, database: Database, dataDir: string) {
  const updates = await seed(database);
  const config = withPaths(
    ConfigSchema.parse({
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '100000000',
    }),
  );
  const app = await buildApp({ config, db: database.db, dbEngine: database.engine });
  await app.ready();
  const username = `bench-${randomBytes(3).toString('hex')}`;
  await createUser(database.db, { username, password: 'bench password 1', isAdmin: true });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'bench password 1' },
  });
  const cookie = String([login.headers['set-cookie']].flat().find((c) => c?.startsWith('sid='))).split(';')[0];
  const measure = async (what: string, call: (i: number) => Promise<{ statusCode: number; body: string }>) => {
    await call(RUNS); // warm the plans
    const ms: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await call(i);
      ms.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
    }
    row(engine, what, ms);
  };
  await measure('GET /api/requests (first page, 50, with conflicts)', () =>
    app.inject({ url: '/api/requests', headers: { cookie } }),
  );
  await measure('GET /api/requests/count', () => app.inject({ url: '/api/requests/count', headers: { cookie } }));
  await measure('POST /api/requests/{id}/approve (a member change)', (i) =>
    app.inject({ method: 'POST', url: `/api/requests/${updates[i]}/approve`, headers: { cookie }, payload: {} }),
  );
  await app.close();
}

console.log('| engine | pending | what | median | p95 |\n|---|---|---|---|---|');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-bench-requests-'));
try {
  const embedded = await openAndMigrate(withPaths(ConfigSchema.parse({ DATA_DIR: dir })));
  await time('PGlite', embedded, dir);
  await embedded.close();

  if (values.postgres) {
    const name = `parish_bench_requests_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: values.postgres });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(values.postgres);
    url.pathname = `/${name}`;
    try {
      const database = await openAndMigrate(
        withPaths(ConfigSchema.parse({ DATA_DIR: dir, DATABASE_URL: url.toString() })),
      );
      await time('PostgreSQL', database, dir);
      await database.close();
    } finally {
      await admin.query(`drop database if exists ${name}`);
      await admin.end();
    }
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
