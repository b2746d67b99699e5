// Search bench: on a data folder built by `npm run db:demo` (with DEMO_ADMIN_PASSWORD),
//   1. EXPLAIN ANALYZE of the text search and the blood search (do they use the indexes?),
//   2. the share of the romanised queries (src/features/search/romanised-queries.json) that find
//      a family of their intended house name in the first 5 results,
//   3. median and p95 latency of text search and of blood search: request by request at one
//      connection, then under load with autocannon (10 connections). The response cache is off,
//      so every request reaches the database.
//
//   DATA_DIR=/tmp/search-large DEMO_ADMIN_PASSWORD=… npm run db:demo -- --members 100000
//   node --import tsx apps/server/bench/search.ts --data-dir /tmp/search-large --admin-password …
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import autocannon from 'autocannon';
import hdr from 'hdr-histogram-js';
import { BLOOD_GROUPS } from '@parish/shared/plain/constants';
import { normalizeMalayalam } from '@parish/shared/plain/malayalam';
import type { SearchHouseResponse } from '@parish/shared/search';
import { bloodComposite, type GenderFilter } from '@parish/shared/search-text';
import { ConfigSchema, withPaths } from '../src/config.ts';
import { openAndMigrate } from '../src/setup/start.ts';
import { houseSearchSql } from '../src/features/search/queries.ts';

const { values } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    'admin-password': { type: 'string', default: process.env.DEMO_ADMIN_PASSWORD },
    port: { type: 'string', default: '4502' },
    n: { type: 'string', default: '300' },
    duration: { type: 'string', default: '8' },
  },
});
const dataDir = values['data-dir'];
if (!dataDir || !values['admin-password']) throw new Error('usage: --data-dir <dir> --admin-password <pw>');
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const n = Number(values.n);

interface RomanisedQuery {
  query: string;
  house: string;
}
const QUERY_FILE: { queries: RomanisedQuery[]; harder: RomanisedQuery[] } = JSON.parse(
  fs.readFileSync(path.resolve(import.meta.dirname, '../src/features/search/romanised-queries.json'), 'utf8'),
);
const QUERIES = QUERY_FILE.queries;
/** Text queries for the latency runs: the romanised list plus Malayalam names and given names. */
const TEXT_TERMS = [
  ...QUERIES.map((q) => q.query),
  'കുന്നേൽ',
  'പുത്തൻപുരയ്ക്കൽ',
  'ആൽബിൻ',
  'ജോസഫ്',
  'മേരി',
  'ചിറയിൽ',
  'joseph',
  'albin',
  'thresiamma',
  'kurian',
  'joseph kunnel',
  'ജോസഫ് കുന്നേൽ',
  'mary thomas',
];
const BLOOD_TERMS = BLOOD_GROUPS.flatMap((blood) =>
  (['all', 'male', 'female'] as GenderFilter[]).flatMap((gender) =>
    [
      [18, 60],
      [0, 80],
      [25, 35],
    ].map(([start, end]) => bloodComposite({ blood, start, end, gender })),
  ),
);

async function explain() {
  const config = withPaths(ConfigSchema.parse({ DATA_DIR: dataDir }));
  const database = await openAndMigrate(config);
  // As searchHouses runs it: in a transaction with sequential scans off.
  const plan = (query: ReturnType<typeof sql>) =>
    database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(sql`explain analyze ${query}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      return result.rows.map((r) => r['QUERY PLAN']);
    });
  const text = await plan(houseSearchSql('kunnel'));
  const twoWords = await plan(houseSearchSql('joseph kunnel'));
  const blood = await plan(sql`select id from members m where m.blood = 'A+' and m.age between 18 and 60`);
  await database.close();
  const indexes = (lines: string[]) => [
    ...new Set(lines.join('\n').match(/(houses|members)_[a-z_]+(idx|trgm)/g) ?? []),
  ];
  console.log(`EXPLAIN text search 'kunnel': indexes ${indexes(text).join(', ')}; ${text.at(-1)}`);
  console.log(
    `EXPLAIN text search 'joseph kunnel' (every word): indexes ${indexes(twoWords).join(', ')}; ${twoWords.at(-1)}`,
  );
  console.log(`EXPLAIN blood filter: indexes ${indexes(blood).join(', ') || 'none'}; ${blood.at(-1)}`);
  if (process.env.BENCH_PLANS) console.log(text.join('\n'), '\n', blood.join('\n'));
}

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../src/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      RESPONSE_CACHE: 'false',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

async function recall(label: string, list: RomanisedQuery[]) {
  let hits = 0;
  const misses: string[] = [];
  for (const { query, house } of list) {
    const body = (await (
      await fetch(`${base}/api/houses/search/${encodeURIComponent(query)}`)
    ).json()) as SearchHouseResponse;
    const top = body.houses.slice(0, 5).map((h) => normalizeMalayalam(h.house));
    if (top.includes(house)) hits++;
    else misses.push(`${query} → ${top.slice(0, 3).join(', ') || '(nothing)'} (wanted ${house})`);
  }
  console.log(
    `${label} romanised queries finding their family in the first 5: ${hits}/${list.length} = ` +
      `${((100 * hits) / list.length).toFixed(1)}%`,
  );
  for (const m of misses) console.log(`  miss: ${m}`);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function sequential(paths: string[], cookie?: string) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(base + paths[i % paths.length], { headers: cookie ? { cookie } : {} });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${paths[i % paths.length]}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: pct(times, 0.5), p95: pct(times, 0.95) };
}

async function loaded(paths: string[], cookie?: string) {
  const latencies = hdr.build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 60_000,
    numberOfSignificantValueDigits: 3,
  });
  const result = await autocannon({
    url: base,
    connections: 10,
    duration: Number(values.duration),
    requests: paths.map((p) => ({ path: p })),
    headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) },
    histograms: { latencies },
  } as autocannon.Options);
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p95: latencies.getValueAtPercentile(95) };
}

await explain();
const server = await startServer();
try {
  await recall('common', QUERIES);
  await recall('harder', QUERY_FILE.harder);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: values['admin-password'] }),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const textPaths = TEXT_TERMS.map((t) => `/api/houses/search/${encodeURIComponent(t)}`);
  const bloodPaths = BLOOD_TERMS.map((c) => `/api/houses/search-blood/${encodeURIComponent(c)}`);
  await sequential(textPaths.slice(0, 10)); // warm up
  const fmt = (r: { p50: number; p95: number; rps?: number }) =>
    `median ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms${r.rps ? `, ${Math.round(r.rps)} req/s` : ''}`;
  console.log(`text search, 1 connection (${n} requests): ${fmt(await sequential(textPaths))}`);
  console.log(`blood search, 1 connection (${n} requests): ${fmt(await sequential(bloodPaths, cookie))}`);
  console.log(`text search, 10 connections: ${fmt(await loaded(textPaths))}`);
  console.log(`blood search, 10 connections: ${fmt(await loaded(bloodPaths, cookie))}`);
} finally {
  server.kill('SIGTERM');
}
