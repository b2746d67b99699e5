// npm run bench:start: what `npm start` costs on a fresh clone (docs/decisions.md "What it costs to
// run"): the server compiled as npm start builds it, on an empty data folder, timed from the
// process's start to the first page answered (the demo's pictures and load on the way), then its
// RSS once every public page has been read once and it has settled. `--runs N` (default 2: the
// first may fill what a start keeps for the next, node_modules/.cache/pglite-template and
// demo-renditions; the next ones use it); `--cold` empties those first, as on a fresh clone.
//   DATABASE_URL=postgres://… measures on that (empty) database instead of the embedded one.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '2' },
    cold: { type: 'boolean', default: false },
    port: { type: 'string', default: '4790' },
  },
});
const PAGES = [
  '/',
  '/wards/1',
  '/contacts',
  '/news',
  '/gallery',
  '/catehism',
  '/catehism/5',
  '/history',
  '/faq',
  '/departed',
  '/board',
  '/sandeshangal',
  '/samarpithar',
  '/ex-vicars',
  '/login',
  '/search',
];

for (const script of ['scripts/build-web.mjs', 'scripts/build-server.mjs']) {
  const built = spawnSync(process.execPath, [path.join(ROOT, script)], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (values.cold)
  for (const kept of ['demo-pictures', 'demo-renditions', 'pglite-template'])
    fs.rmSync(path.join(ROOT, 'node_modules/.cache', kept), { recursive: true, force: true });

const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const rows: string[] = [];
for (let run = 1; run <= Number(values.runs); run++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-start-'));
  const base = `http://127.0.0.1:${values.port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    env: { ...process.env, PORT: values.port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  try {
    let firstPage = 0;
    while (!firstPage) {
      if (child.exitCode !== null) throw new Error(`the server stopped: ${out}`);
      try {
        if ((await fetch(`${base}/`)).ok) firstPage = performance.now() - started;
      } catch {
        /* not up yet */
      }
      if (!firstPage) await new Promise((r) => setTimeout(r, 50));
    }
    for (const page of PAGES) await (await fetch(base + page)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 3000));
    const pictures = /pictures rendered in (\d+) ms/.exec(out)?.[1] ?? '–';
    const load = /loaded in (\d+) ms/.exec(out)?.[1] ?? '–';
    const memory = rss(child.pid!).toFixed(0);
    rows.push(`| ${run} | ${(firstPage / 1000).toFixed(1)} s | ${pictures} ms | ${load} ms | ${memory} MB |`);
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(
  `\nnpm start on an empty data folder — ${new Date().toISOString()}, ` +
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, node ${process.version}, load average ` +
    `${os.loadavg()[0].toFixed(1)}`,
);
console.log(
  '| run | to the first page | demo pictures | demo load | RSS after every public page |\n|---|---|---|---|---|',
);
for (const row of rows) console.log(row);
