// npm run bench: the ward-page API beside a bare route, on the demo parish and on a large parish.
// Each dataset is built once into .bench-data/ (kept until the schema or demo changes) and served by a real server
// process; latency at 1 connection is timed request by request, and autocannon measures
// requests/s and latency at 1 and 50 connections, asking for gzip as browsers do. Prints one table.
//   --members 3500,100000   datasets (default)   --duration 5   seconds per autocannon run
//   --rounds 3              load runs per measurement; the median one is reported
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import hdr from 'hdr-histogram-js';
import { ensureDataset } from './dataset.ts';

const SERVER_MAIN = path.resolve(import.meta.dirname, '../src/main.ts');

const { values } = parseArgs({
  options: { members: { type: 'string', default: '3500,100000' }, duration: { type: 'string', default: '5' }, rounds: { type: 'string', default: '3' } },
});
const datasets = values.members.split(',').map(Number);
const duration = Number(values.duration);
const ROUNDS = Number(values.rounds);

async function startServer(dataDir: string, port: number, cache: boolean): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '100000000', RESPONSE_CACHE: String(cache), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

const stop = (child: ChildProcess) => new Promise<void>((resolve) => { child.once('exit', () => resolve()); child.kill('SIGTERM'); });

/** The ward pages a visitor walks: every ward, first three views. */
const WARD_PATHS = Array.from({ length: 21 * 3 }, (_, i) => `/api/houses/wards/${(i % 21) + 1}?v=${Math.floor(i / 21) + 1}`);

async function sequentialLatency(base: string, paths: string[], n: number) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await fetch(base + paths[i % paths.length]);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${paths[i % paths.length]}: ${res.status}`);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(n * 0.5)], p95: times[Math.floor(n * 0.95)] };
}

async function loadOnce(base: string, paths: string[], connections: number) {
  const latencies = hdr.build({ lowestDiscernibleValue: 1, highestTrackableValue: 60_000, numberOfSignificantValueDigits: 3 });
  const result = await autocannon({
    url: base, connections, duration, requests: paths.map((p) => ({ path: p })),
    headers: { 'accept-encoding': 'gzip, deflate, br' }, // as every phone's browser sends
    histograms: { latencies }, // our own histogram: autocannon reports no 95th percentile
  } as autocannon.Options);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p95: latencies.getValueAtPercentile(95) };
}

/**
 * The load generator shares the machine's cores with the server, so one run swings widely; the
 * round with the median requests/s of ROUNDS is the one reported.
 */
async function load(base: string, paths: string[], connections: number) {
  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) rounds.push(await loadOnce(base, paths, connections));
  return rounds.sort((a, b) => a.rps - b.rps)[Math.floor(ROUNDS / 2)];
}

interface Row { dataset: string; route: string; seqP50: number; seqP95: number; rps1: number; p50x50: number; p95x50: number; rps50: number }
const rows: Row[] = [];
let port = 4700;

for (const members of datasets) {
  const dir = await ensureDataset(members);
  const routes: [string, boolean, string[]][] = [
    ['bare route (/api/health/live)', true, ['/api/health/live']],
    ['ward page, cached', true, WARD_PATHS],
    ['ward page, query (cache off)', false, WARD_PATHS],
  ];
  for (const [route, cache, paths] of routes) {
    const child = await startServer(dir, ++port, cache);
    const base = `http://127.0.0.1:${port}`;
    try {
      await sequentialLatency(base, paths, 100); // warm up (and fill the cache)
      const seq = await sequentialLatency(base, paths, 600);
      const one = await load(base, paths, 1);
      const fifty = await load(base, paths, 50);
      rows.push({ dataset: `${members.toLocaleString('en')} members`, route, seqP50: seq.p50, seqP95: seq.p95, rps1: one.rps, p50x50: fifty.p50, p95x50: fifty.p95, rps50: fifty.rps });
      console.error(`done: ${members} ${route}`);
    } finally {
      await stop(child);
    }
  }
}

const f = (n: number, d = 2) => n.toFixed(d);
console.log(`\nWard-page API benchmark — ${new Date().toISOString()}, median of ${ROUNDS} load runs of ${duration}s, node ${process.version}`);
console.log('| dataset | route | 1 conn median ms | 1 conn p95 ms | 1 conn req/s | 50 conn median ms | 50 conn p95 ms | 50 conn req/s | req/s ÷ bare (50) |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const bare = rows.find((b) => b.dataset === r.dataset && b.route.startsWith('bare'));
  console.log(`| ${r.dataset} | ${r.route} | ${f(r.seqP50)} | ${f(r.seqP95)} | ${Math.round(r.rps1)} | ${f(r.p50x50, 0)} | ${f(r.p95x50, 0)} | ${Math.round(r.rps50)} | ${bare ? f(r.rps50 / bare.rps50) : ''} |`);
}
