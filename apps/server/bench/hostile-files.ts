// npm run bench:hostile: what hostile files do to a real server process (docs/decisions.md, "Files
// read through libraries, with bounded memory"). Each file goes to the route that reads it, against
// a fresh server, while another client asks GET /api/health every 100 ms:
//   - an XLSX zip bomb whose entries overlap (POST /api/directory/import/preview, admin),
//   - a 30 MB one-column CSV (the same route),
//   - an MP4 of 6 million empty 'moof' boxes (POST /api/media/video, admin),
//   - a WAV of a million empty chunks (POST /api/media/audio, admin).
// Audio and video are the admin's (docs/decisions.md "Audio and video uploads are the admin's"): a
// user's upload is refused with 403 before its body is read, so it would measure nothing.
// Prints one table: the answer, its time, the server's RSS growth (sampled every 10 ms) and the
// slowest health answer during the upload. The goal: ≤ 100 MB, ≤ 5 s, health within a second.
// The server is guarded so a bad parser cannot take the machine down: its heap is capped
// (BENCH_SERVER_NODE_OPTIONS, default --max-old-space-size=3072), it is killed when its RSS passes
// BENCH_RSS_CAP_MB (default 3000) or the answer takes longer than BENCH_TIMEOUT_S (default 60).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { withPaths, ConfigSchema } from '../src/config.ts';
import { openAndMigrate } from '../src/setup/start.ts';
import { createUser } from '../src/features/auth/queries.ts';
import { emptyMoofMp4, manyChunksWav, oneColumnCsv, overlappingZipBomb } from '../src/test/hostile-files.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DATA = path.join(ROOT, '.bench-data', 'hostile-files');
const SERVER_MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const PORT = Number(process.env.BENCH_PORT ?? 4493);
const NODE_OPTIONS = process.env.BENCH_SERVER_NODE_OPTIONS ?? '--max-old-space-size=3072';
const RSS_CAP_MB = Number(process.env.BENCH_RSS_CAP_MB ?? 3000);
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT_S ?? 60);
const USERS = { admin: 'bench-admin' } as const;
const PASSWORD = 'bench-hostile-password';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Case {
  name: string;
  file: () => Buffer;
  role: keyof typeof USERS;
  url: string;
  /** 'multipart' sends the file as the part 'file'; otherwise the body is the file with this type. */
  type: string;
}

const CASES: Case[] = [
  {
    name: 'XLSX zip bomb, 10 overlapping entries of 100 MB',
    file: () => overlappingZipBomb({ inflatedMb: 100, entries: 10 }),
    role: 'admin',
    url: '/api/directory/import/preview',
    type: XLSX_TYPE,
  },
  {
    name: 'CSV of one column, 30 MB',
    file: () => oneColumnCsv(30),
    role: 'admin',
    url: '/api/directory/import/preview',
    type: 'text/csv',
  },
  {
    name: 'MP4 of 6,000,000 empty moof boxes',
    file: () => emptyMoofMp4(6_000_000),
    role: 'admin',
    url: '/api/media/video',
    type: 'multipart',
  },
  {
    name: 'WAV of 1,000,000 empty chunks',
    file: () => manyChunksWav(1_000_000),
    role: 'admin',
    url: '/api/media/audio',
    type: 'multipart',
  },
];

const rssMb = (pid: number): number => {
  try {
    const line =
      fs
        .readFileSync(`/proc/${pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith('VmRSS:')) ?? '';
    return Number(line.replace(/\D/g, '')) / 1024;
  } catch {
    return 0; // the process is gone
  }
};

async function startServer(): Promise<ChildProcess> {
  // Another process on the port would answer the health check in our server's place.
  if (
    await fetch(`http://127.0.0.1:${PORT}/api/health/live`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`port ${PORT} is in use: set BENCH_PORT`);
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_OPTIONS,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: DATA,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      REQUEST_TIMEOUT_MS: String(TIMEOUT_S * 2000),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await sleep(100);
  }
  child.kill('SIGKILL');
  throw new Error('server did not start');
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  if (await Promise.race([exited.then(() => true), sleep(5000).then(() => false)])) return;
  child.kill('SIGKILL');
  await exited;
}

async function login(role: keyof typeof USERS): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERS[role], password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`login as ${role}: ${res.status}`);
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

/** Sends the file from disk; resolves with the status and the error code (or the 'ok' of a 2xx). */
function send(c: Case, file: string, cookie: string): { done: Promise<string>; abort: () => void } {
  let req: http.ClientRequest;
  const done = new Promise<string>((resolve) => {
    const size = fs.statSync(file).size;
    const boundary = `----bench${randomBytes(8).toString('hex')}`;
    const head =
      c.type === 'multipart'
        ? Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
              `filename="hostile.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          )
        : Buffer.alloc(0);
    const tail = c.type === 'multipart' ? Buffer.from(`\r\n--${boundary}--\r\n`) : Buffer.alloc(0);
    const type = c.type === 'multipart' ? `multipart/form-data; boundary=${boundary}` : c.type;
    req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        method: 'POST',
        path: c.url,
        headers: { cookie, 'content-type': type, 'content-length': head.length + size + tail.length },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => {
          let code = '';
          try {
            code = JSON.parse(body).code ?? '';
          } catch {
            /* not JSON */
          }
          resolve(`${res.statusCode} ${code || (res.statusCode! < 300 ? 'ok' : '')}`.trim());
        });
        res.on('error', () => resolve(`${res.statusCode} (cut off)`));
      },
    );
    req.on('error', (err) => resolve(`no answer (${(err as NodeJS.ErrnoException).code ?? err.message})`));
    req.write(head);
    const stream = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
    stream.pipe(req, { end: false });
    stream.on('end', () => req.end(tail));
  });
  return { done, abort: () => req?.destroy() };
}

/** Asks GET /api/health every 100 ms until stopped; the slowest answer, counting one still waiting. */
function watchHealth() {
  let slowest = 0;
  let failed = 0;
  let pendingSince: number | null = null;
  let running = true;
  const loop = (async () => {
    while (running) {
      pendingSince = performance.now();
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`, {
        signal: AbortSignal.timeout(TIMEOUT_S * 1000),
      }).then(
        (r) => r.ok,
        () => false,
      );
      slowest = Math.max(slowest, performance.now() - pendingSince);
      pendingSince = null;
      if (!ok) failed++;
      await sleep(100);
    }
  })();
  return {
    stop: () => {
      running = false;
      const waiting = pendingSince === null ? 0 : performance.now() - pendingSince;
      return { slowestMs: Math.max(slowest, waiting), failed, loop };
    },
  };
}

interface Row {
  file: string;
  size: string;
  answer: string;
  time: string;
  rss: string;
  health: string;
}

async function runCase(c: Case): Promise<Row> {
  const file = path.join(DATA, 'hostile.bin');
  const content = c.file();
  fs.writeFileSync(file, content);
  const size = `${(content.length / 1024 / 1024).toFixed(content.length < 1024 * 1024 ? 2 : 1)} MB`;
  const server = await startServer();
  try {
    const cookie = await login(c.role);
    for (let i = 0; i < 5; i++) await fetch(`http://127.0.0.1:${PORT}/api/health`);
    await sleep(1000);
    const pid = server.pid!;
    const before = rssMb(pid);
    let peak = before;
    let killed = '';
    const upload = send(c, file, cookie);
    const sampler = setInterval(() => {
      const now = rssMb(pid);
      peak = Math.max(peak, now);
      if (now > RSS_CAP_MB && !killed) {
        killed = `killed at ${RSS_CAP_MB} MB RSS`;
        server.kill('SIGKILL');
      }
    }, 10);
    const health = watchHealth();
    const started = performance.now();
    const timedOut = sleep(TIMEOUT_S * 1000).then(() => 'timeout');
    const crashed = new Promise<string>((resolve) =>
      server.once('exit', (code, signal) => resolve(killed || `server exited (${signal ?? code})`)),
    );
    let answer = await Promise.race([upload.done, timedOut, crashed]);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const { slowestMs, failed } = health.stop();
    if (answer === 'timeout') answer = `no answer in ${TIMEOUT_S} s`;
    if (killed) answer = killed;
    upload.abort();
    return {
      file: c.name,
      size,
      answer,
      time: `${seconds.toFixed(2)} s`,
      rss: `+${Math.round(peak - before)} MB`,
      health: `${(slowestMs / 1000).toFixed(2)} s${failed ? ` (${failed} failed)` : ''}`,
    };
  } finally {
    await stopServer(server);
    fs.rmSync(file, { force: true });
  }
}

function table(rows: Row[]): string {
  const head: Row = {
    file: 'file',
    size: 'size',
    answer: 'answer',
    time: 'time',
    rss: 'RSS growth',
    health: 'slowest /api/health',
  };
  const keys = Object.keys(head) as (keyof Row)[];
  const width = Object.fromEntries(
    keys.map((k) => [k, Math.max(...[head, ...rows].map((r) => r[k].length))]),
  ) as Record<keyof Row, number>;
  const line = (r: Row) => `| ${keys.map((k) => r[k].padEnd(width[k])).join(' | ')} |`;
  return [line(head), `|${keys.map((k) => '-'.repeat(width[k] + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

async function main() {
  fs.rmSync(DATA, { recursive: true, force: true });
  fs.mkdirSync(DATA, { recursive: true });
  const database = await openAndMigrate(withPaths(ConfigSchema.parse({ DATA_DIR: DATA })));
  await createUser(database.db, { username: USERS.admin, password: PASSWORD, isAdmin: true });
  await database.close();
  const only = process.argv[2];
  const rows: Row[] = [];
  try {
    for (const c of CASES) {
      if (only && !c.name.toLowerCase().includes(only.toLowerCase())) continue;
      const row = await runCase(c);
      console.error(`${row.file}: ${row.answer}, ${row.time}, ${row.rss}, health ${row.health}`);
      rows.push(row);
    }
  } finally {
    fs.rmSync(DATA, { recursive: true, force: true });
  }
  console.log(table(rows));
}

await main();
