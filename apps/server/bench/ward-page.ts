// npm run bench: the ward-page API beside a bare route, on the demo parish and on a large parish;
// then two app processes against one behind a round-robin proxy (PostgreSQL and Redis), and a
// 50 MB video through the disk and through the object store (bench/multi-process.ts).
//   --sections single,multi,video   which parts (default all)   --postgres URL --redis URL --video-mb 50
// Each dataset is built once into .bench-data/ (kept until the schema or demo changes) and served by a real server
// process; latency at 1 connection is timed request by request, and autocannon measures
// requests/s and latency at 1 and 50 connections, asking for gzip as browsers do. Prints one table.
//   --members 3500,100000   datasets (default)   --duration 5   seconds per autocannon run
//   --rounds 3              load runs per measurement; the median one is reported
//   BENCH_SERVER_NODE_OPTIONS='--max-semi-space-size=4'   Node options of the measured server only
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDataset } from './dataset.ts';
import { load as loadRounds, sequentialLatency } from './load.ts';
import { twoProcesses, videoThroughStores } from './multi-process.ts';

const SERVER_MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

const { values } = parseArgs({
  options: {
    members: { type: 'string', default: '3500,100000' },
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    sections: { type: 'string', default: 'single,multi,video' },
    postgres: { type: 'string', default: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test' },
    redis: { type: 'string', default: process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379' },
    'video-mb': { type: 'string', default: '50' },
  },
});
const datasets = values.members.split(',').map(Number);
const duration = Number(values.duration);
const ROUNDS = Number(values.rounds);
const sections = values.sections.split(',');
// The page rows need the production build of the web app (its server renderer).
if (sections.includes('single')) {
  const build = spawnSync(process.execPath, [path.resolve(import.meta.dirname, '../../../scripts/build-web.mjs')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const load = (base: string, paths: string[], connections: number) =>
  loadRounds(base, paths, connections, { duration, rounds: ROUNDS });

async function startServer(
  dataDir: string,
  port: number,
  cache: boolean,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_CACHED_MAX: '100000000',
      RATE_LIMIT_SESSION_MAX: '100000000',
      RESPONSE_CACHE: String(cache),
      NODE_ENV: 'production',
      ...(process.env.BENCH_SERVER_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Up to 90 s: a start on a machine busy with other work takes well over the usual few seconds.
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The ward pages a visitor walks: every ward, first three views. */
const WARD_PATHS = Array.from(
  { length: 21 * 3 },
  (_, i) => `/api/houses/wards/${(i % 21) + 1}?v=${Math.floor(i / 21) + 1}`,
);

interface Row {
  dataset: string;
  route: string;
  seqP50: number;
  seqP95: number;
  rps1: number;
  p50x50: number;
  p95x50: number;
  rps50: number;
}
const rows: Row[] = [];
let port = 4700;

for (const members of sections.includes('single') ? datasets : []) {
  const dir = await ensureDataset(members);
  const routes: [string, boolean, string[], Record<string, string>?][] = [
    ['bare route (/api/health/live)', true, ['/api/health/live']],
    ['ward page, cached', true, WARD_PATHS],
    ['ward page, query (cache off)', false, WARD_PATHS],
    // The page itself (docs/decisions.md "Pages are rendered on the server"): rendered afresh on every
    // request (its reads answered by the API's cache), and kept as the server keeps it.
    ['/wards/1 HTML, rendered each time', true, ['/wards/1'], { PAGE_CACHE: 'false' }],
    ['/wards/1 HTML, kept', true, ['/wards/1']],
  ];
  for (const [route, cache, paths, env] of routes) {
    const child = await startServer(dir, ++port, cache, env);
    const base = `http://127.0.0.1:${port}`;
    try {
      await sequentialLatency(base, paths, 100); // warm up (and fill the cache)
      const seq = await sequentialLatency(base, paths, 600);
      const one = await load(base, paths, 1);
      const fifty = await load(base, paths, 50);
      rows.push({
        dataset: `${members.toLocaleString('en')} members`,
        route,
        seqP50: seq.p50,
        seqP95: seq.p95,
        rps1: one.rps,
        p50x50: fifty.p50,
        p95x50: fifty.p95,
        rps50: fifty.rps,
      });
      console.error(`done: ${members} ${route}`);
    } finally {
      await stop(child);
    }
  }
}

const f = (n: number, d = 2) => n.toFixed(d);
if (rows.length) {
  console.log(
    `\nWard-page API benchmark — ${new Date().toISOString()}, median of ${ROUNDS} load runs of ${duration}s, ` +
      `node ${process.version}`,
  );
  console.log(
    '| dataset | route | 1 conn median ms | 1 conn p95 ms | 1 conn req/s | 50 conn median ms | 50 conn p95 ms | ' +
      '50 conn req/s | req/s ÷ bare (50) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const bare = rows.find((b) => b.dataset === r.dataset && b.route.startsWith('bare'));
    console.log(
      `| ${r.dataset} | ${r.route} | ${f(r.seqP50)} | ${f(r.seqP95)} | ${Math.round(r.rps1)} | ${f(r.p50x50, 0)} ` +
        `| ${f(r.p95x50, 0)} | ${Math.round(r.rps50)} | ${bare ? f(r.rps50 / bare.rps50) : ''} |`,
    );
  }
}

if (sections.includes('multi')) {
  const multi = await twoProcesses({ postgres: values.postgres, redis: values.redis, load, wardPaths: WARD_PATHS });
  console.log(
    `\nSeveral processes — two app processes (PostgreSQL, Redis) against one, each behind the same local ` +
      `round-robin proxy, 50 connections, median of ${ROUNDS} runs of ${duration}s`,
  );
  console.log('| load | 1 process req/s | 1 process p95 ms | 2 processes req/s | 2 processes p95 ms | ratio 2 ÷ 1 |');
  console.log('|---|---|---|---|---|---|');
  for (const r of multi)
    console.log(
      `| ${r.load} | ${Math.round(r.one.rps)} | ${f(r.one.p95, 0)} | ${Math.round(r.two.rps)} | ` +
        `${f(r.two.p95, 0)} | ${f(r.two.rps / r.one.rps)} |`,
    );
}

if (sections.includes('video')) {
  const video = await videoThroughStores(Number(values['video-mb']));
  console.log(
    `\nA ${values['video-mb']} MB video uploaded (POST /api/media/video) and served whole (GET /media/…) on ` +
      `loopback, through each store`,
  );
  console.log('| store | upload s | upload MB/s | server RSS rise during upload MB | serve s | serve MB/s |');
  console.log('|---|---|---|---|---|---|');
  for (const r of video)
    console.log(
      `| ${r.store} | ${f(r.uploadS)} | ${f(r.mb / r.uploadS, 0)} | ${f(r.rssRiseMb, 0)} | ${f(r.serveS)} | ` +
        `${f(r.mb / r.serveS, 0)} |`,
    );
}
