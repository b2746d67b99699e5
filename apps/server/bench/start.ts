// npm run bench:start: what `npm start` costs on a fresh clone (docs/decisions.md "What it costs to
// run"): the server compiled as npm start builds it, on an empty data folder, timed from the
// process's start to the first page answered (the demo's pictures and load on the way), then its
// RSS once every public page has been read once and it has settled. `--runs N` (default 2: the
// first may fill what a start keeps for the next, node_modules/.cache/pglite-template and
// demo-renditions; the next ones use it); `--cold` empties those first, as on a fresh clone. The
// server's CPU time until its first page (user + system) reads a change on a busy machine, where
// the wall time mostly measures the others' load.
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

// The Node options `npm start` gives the server (package.json), so the figures are its own.
const START_FLAGS =
  /node ((?:--\S+ )*)apps\/server\/dist\/main\.js/
    .exec(JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts.start)?.[1]
    .trim()
    .split(' ')
    .filter(Boolean) ?? [];
const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
/** CPU time (user + system) a process has used so far, in seconds (clock ticks of 1/100 s). */
const cpu = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const rows: string[] = [];
for (let run = 1; run <= Number(values.runs); run++) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-start-'));
  const base = `http://127.0.0.1:${values.port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...START_FLAGS, path.join(ROOT, 'apps/server/dist/main.js')], {
    env: { ...process.env, PORT: values.port, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  try {
    let firstPage = 0;
    let cpuToFirstPage = 0;
    while (!firstPage) {
      if (child.exitCode !== null) throw new Error(`the server stopped: ${out}`);
      try {
        if ((await fetch(`${base}/`)).ok) {
          firstPage = performance.now() - started;
          cpuToFirstPage = cpu(child.pid!);
        }
      } catch {
        /* not up yet */
      }
      if (!firstPage) await new Promise((r) => setTimeout(r, 50));
    }
    for (const page of PAGES) await (await fetch(base + page)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 3000));
    const pictures = /pictures rendered in (\d+) ms/.exec(out)?.[1] ?? '–';
    const load = /loaded in (\d+) ms/.exec(out)?.[1] ?? '–';
    // Whether the image library was loaded: a start that found every drawing kept never needs it.
    const sharp = fs.readFileSync(`/proc/${child.pid}/maps`, 'utf8').includes('libvips') ? 'yes' : 'no';
    rows.push(
      `| ${run} | ${(firstPage / 1000).toFixed(1)} s | ${cpuToFirstPage.toFixed(1)} s | ` +
        `${pictures} ms | ${load} ms | ${sharp} | ${rss(child.pid!).toFixed(0)} MB |`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
console.log(
  `\nnpm start on an empty data folder — ${new Date().toISOString()}, ` +
    `${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded database'}, node ${process.version} ` +
    `${START_FLAGS.join(' ')}, load average ` +
    `${os.loadavg()[0].toFixed(1)}`,
);
console.log(
  '| run | to the first page | server CPU until then | demo pictures | demo load | ' +
    'sharp loaded | RSS after every public page |\n' +
    '|---|---|---|---|---|---|---|',
);
for (const row of rows) console.log(row);
