// npm run bench:stats: the figures of GET /api/stats (issue 17) on a large parish, computed afresh
// each time (the path after a write has dropped the cached answer), on the embedded database and,
// with --postgres URL, on PostgreSQL too (the dataset is copied there once). Prints the median and
// the 95th percentile of --runs computations.
//   --members 100000   --runs 30   --postgres postgres://postgres@127.0.0.1:5432/test
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ConfigSchema, withPaths } from '../src/config.ts';
import { openAndMigrate } from '../src/setup/start.ts';
import { loadDemo } from '../src/setup/demo/load.ts';
import { parishStats } from '../src/features/stats/queries.ts';
import type { Db } from '../src/db/client.ts';
import { ensureDataset } from './dataset.ts';

const { values } = parseArgs({
  options: { members: { type: 'string', default: '100000' }, runs: { type: 'string', default: '30' }, postgres: { type: 'string' } },
});
const members = Number(values.members);
const runs = Number(values.runs);
const month = new Date().getMonth() + 1;

async function time(label: string, db: Db) {
  await parishStats(db, month); // warm the engine's caches and plans
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await parishStats(db, month);
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))].toFixed(1);
  const [{ n }] = (await db.execute(sql`select count(*) as n from members`) as unknown as { rows: { n: unknown }[] }).rows;
  console.log(`| ${label} | ${Number(n).toLocaleString('en')} | ${at(0.5)} ms | ${at(0.95)} ms |`);
}

console.log('| engine | members | median | p95 |\n|---|---|---|---|');
const dir = await ensureDataset(members);
const embedded = await openAndMigrate(withPaths(ConfigSchema.parse({ DATA_DIR: dir })));
await time('PGlite', embedded.db);
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
  const [{ n }] = (await database.db.execute(sql`select count(*) as n from members`) as unknown as { rows: { n: unknown }[] }).rows;
  if (Number(n) === 0) {
    console.error(`loading a parish of ${members} members into PostgreSQL ${name} (once)…`);
    await loadDemo(database.db, config.uploadsDir, { members, log: (l) => console.error(l) });
  }
  await time('PostgreSQL', database.db);
  await database.close();
}
