// npm run bench:stats: GET /api/stats on a large parish, on the embedded database and,
// with --postgres URL, on PostgreSQL too (the dataset is copied there once). Two rows an engine:
// the figures computed afresh (the path after a write has dropped the kept answer), and the
// request as an admin's browser repeats it through the app (its answer kept in the response
// cache). Prints the median and the 95th percentile of --runs each.
//   --members 100000   --runs 30   --postgres postgres://postgres@127.0.0.1:5432/test
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ConfigSchema, withPaths } from '../src/config.ts';
import { openAndMigrate } from '../src/setup/start.ts';
import { loadDemo } from '../src/setup/demo/load.ts';
import { DiskStore } from '../src/media/storage.ts';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app.ts';
import { createUser } from '../src/features/auth/queries.ts';
import { parishStats } from '../src/features/office/stats-queries.ts';
import type { Database } from '../src/db/client.ts';
import type { Db } from '../src/db/client.ts';
import { ensureDataset } from './dataset.ts';

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    postgres: { type: 'string' },
  },
});
const members = Number(values.members);
const runs = Number(values.runs);
const month = new Date().getMonth() + 1;

function row(label: string, what: string, count: number, ms: number[]) {
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
  console.log(`| ${label} | ${count.toLocaleString('en')} | ${what} | ${at(0.5)} ms | ${at(0.95)} ms |`);
}

async function time(label: string, database: Database, dataDir: string) {
  const db = database.db;
  const [{ n }] = ((await db.execute(sql`select count(*) as n from members`)) as unknown as { rows: { n: unknown }[] })
    .rows;
  await parishStats(db, month); // warm the engine's caches and plans
  const fresh: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await parishStats(db, month);
    fresh.push(performance.now() - t0);
  }
  row(label, 'computed afresh', Number(n), fresh);

  const config = withPaths(
    ConfigSchema.parse({
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      RATE_LIMIT_MAX: '100000000',
    }),
  );
  const app = await buildApp({ config, db, dbEngine: database.engine });
  await app.ready();
  const username = `bench-${randomBytes(3).toString('hex')}`;
  await createUser(db, { username, password: 'bench password 1', isAdmin: true });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: 'bench password 1' },
  });
  const cookie = String([login.headers['set-cookie']].flat().find((c) => c?.startsWith('sid='))).split(';')[0];
  const kept: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const t0 = performance.now();
    const res = await app.inject({ url: '/api/stats', headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`GET /api/stats answered ${res.statusCode}`);
    if (i > 0) kept.push(performance.now() - t0); // the first one fills the cache
  }
  row(label, 'GET /api/stats, kept answer', Number(n), kept);
  await app.close();
}

console.log('| engine | members | what | median | p95 |\n|---|---|---|---|---|');
const dir = await ensureDataset(members);
const embedded = await openAndMigrate(withPaths(ConfigSchema.parse({ DATA_DIR: dir })));
await time('PGlite', embedded, dir);
await embedded.close();

if (values.postgres) {
  // A database of its own beside the one named, kept between runs.
  const name = `parish_bench_${members}`;
  const admin = new pg.Client({ connectionString: values.postgres });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(values.postgres);
  url.pathname = `/${name}`;
  const config = withPaths(ConfigSchema.parse({ DATA_DIR: dir, DATABASE_URL: url.toString() }));
  const database = await openAndMigrate(config);
  const [{ n }] = (
    (await database.db.execute(sql`select count(*) as n from members`)) as unknown as { rows: { n: unknown }[] }
  ).rows;
  if (Number(n) === 0) {
    console.error(`loading a parish of ${members} members into PostgreSQL ${name} (once)…`);
    await loadDemo(database.db, new DiskStore(config.DATA_DIR), { members, log: (l) => console.error(l) });
  }
  await time('PostgreSQL', database, dir);
  await database.close();
}
