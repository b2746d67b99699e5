// npm run bench's rows for several processes (docs/benchmarks.md "Several processes: measured"):
// - two app processes on one PostgreSQL database and Redis against one, each time behind the same
//   local round-robin proxy (bench/round-robin-proxy.ts), on the cached ward page and on a mixed
//   read load: requests/s of each and their ratio, in one run;
// - a video of N MB uploaded and served whole through the local disk and through the object store
//   (a local S3-compatible server, bench/local-s3.ts, in a process of its own).
import { fork, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { withPaths, ConfigSchema } from '../src/config.ts';
import { openAndMigrate } from '../src/setup/start.ts';
import { loadDemo } from '../src/setup/demo/load.ts';
import { DiskStore } from '../src/media/storage.ts';
import { createUser } from '../src/features/auth/queries.ts';
import { mp4 } from '../src/test/av-files.ts';
import type { LoadResult } from './load.ts';

const SERVER_MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const PROXY = path.resolve(import.meta.dirname, 'round-robin-proxy.ts');
const LOCAL_S3 = path.resolve(import.meta.dirname, 'local-s3.ts');
const QUIET = { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };
let port = 4800;

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the process stopped (${child.exitCode})`);
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

function startServer(env: Record<string, string>): { child: ChildProcess; base: string; ready: Promise<void> } {
  const p = ++port;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env: {
      ...process.env,
      ...QUIET,
      PORT: String(p),
      HOST: '127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      NODE_ENV: 'production',
      BACKUP_KEEP: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${p}`;
  return { child, base, ready: waitFor(`${base}/api/health/ready`, child) };
}

function startChild(script: string, args: string[]): Promise<{ child: ChildProcess; message: unknown }> {
  const child = fork(script, args, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...QUIET },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ child, message }));
    child.once('exit', (code) => reject(new Error(`${script} stopped (${code})`)));
  });
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** The demo parish in a PostgreSQL database of its own beside `url`'s, loaded once and kept. */
async function demoOnPostgres(url: string): Promise<string> {
  const name = 'parish_bench_demo';
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  if (!exists) await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-bench-demo-'));
  const config = withPaths(ConfigSchema.parse({ DATA_DIR: dir, DATABASE_URL: target.toString() }));
  const database = await openAndMigrate(config);
  const [{ n }] = (
    (await database.db.execute(sql`select count(*) as n from members`)) as unknown as { rows: { n: unknown }[] }
  ).rows;
  if (Number(n) === 0) {
    console.error(`loading the demo parish into PostgreSQL ${name} (once)…`);
    await loadDemo(database.db, new DiskStore(dir), { log: (l) => console.error(l) });
  }
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
  return target.toString();
}

export interface MultiRow {
  load: string;
  one: LoadResult;
  two: LoadResult;
}

/** Requests/s of one and of two app processes behind the same round-robin proxy. */
export async function twoProcesses(opts: {
  postgres: string;
  redis: string;
  wardPaths: string[];
  load: (base: string, paths: string[], connections: number) => Promise<LoadResult>;
}): Promise<MultiRow[]> {
  const databaseUrl = await demoOnPostgres(opts.postgres);
  // Public reads of every kind a visitor's phone makes, from the response cache as in production.
  const mixed = [
    ...opts.wardPaths.slice(0, 21),
    '/api/settings',
    '/api/news',
    '/api/events/latest-five',
    '/api/events',
    '/api/contacts',
    '/api/board',
    '/api/faq',
    '/api/faq/history',
    '/api/sandesham',
    '/api/departed',
    '/api/ads',
    ...Array.from({ length: 21 }, (_, i) => `/api/houses/birthdays/${i + 1}`),
  ];
  const loads: [string, string[]][] = [
    ['ward page, cached', opts.wardPaths],
    ['mixed public reads, cached', mixed],
  ];
  const dirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'parish-bench-multi-')));
  const servers = dirs.map((dir) => startServer({ DATABASE_URL: databaseUrl, REDIS_URL: opts.redis, DATA_DIR: dir }));
  const proxies: ChildProcess[] = [];
  try {
    await Promise.all(servers.map((s) => s.ready));
    const results = new Map<string, Partial<MultiRow>>();
    for (const [count, upstreams] of [
      [1, servers.slice(0, 1)],
      [2, servers],
    ] as const) {
      const proxyPort = ++port;
      const { child } = await startChild(PROXY, [String(proxyPort), ...upstreams.map((s) => s.base)]);
      proxies.push(child);
      const base = `http://127.0.0.1:${proxyPort}`;
      for (const [name, paths] of loads) {
        for (const p of paths) if (!(await fetch(base + p).then((r) => r.ok))) throw new Error(`${p} failed`);
        await opts.load(base, paths, 50); // warm every process's cache
        const measured = await opts.load(base, paths, 50);
        const row = results.get(name) ?? { load: name };
        row[count === 1 ? 'one' : 'two'] = measured;
        results.set(name, row);
        console.error(`done: ${count} process(es), ${name}: ${Math.round(measured.rps)} req/s`);
      }
      await stop(child);
    }
    return [...results.values()] as MultiRow[];
  } finally {
    for (const p of proxies) await stop(p);
    for (const s of servers) await stop(s.child);
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  }
}

function rssMb(pid: number): number {
  const line =
    fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:')) ?? '';
  return Number(line.replace(/\D/g, '')) / 1024;
}

export interface VideoRow {
  store: string;
  mb: number;
  uploadS: number;
  serveS: number;
  rssRiseMb: number;
}

/** Uploads a video of `mb` MB and downloads it whole, through the disk and through the object store. */
export async function videoThroughStores(mb: number): Promise<VideoRow[]> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-bench-video-'));
  const file = path.join(work, 'video.mp4');
  fs.writeFileSync(file, mp4(600, { mediaBytes: mb * 1024 * 1024 }));
  const size = fs.statSync(file).size;
  const s3 = await startChild(LOCAL_S3, []);
  const rows: VideoRow[] = [];
  try {
    for (const [store, env] of [
      ['local disk (DATA_DIR)', {}],
      ['object store (local S3 server)', s3.message as Record<string, string>],
    ] as const) {
      const dir = path.join(work, `data-${rows.length}`);
      const config = withPaths(ConfigSchema.parse({ DATA_DIR: dir }));
      const database = await openAndMigrate(config);
      const password = randomBytes(12).toString('hex');
      await createUser(database.db, { username: 'uploader', password, isAdmin: true });
      await database.close();
      const server = startServer({ DATA_DIR: dir, ...env, REQUEST_TIMEOUT_MS: '600000' });
      try {
        await server.ready;
        const login = await fetch(`${server.base}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'uploader', password }),
        });
        const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
        const before = rssMb(server.child.pid!);
        let peak = before;
        const sampler = setInterval(() => {
          peak = Math.max(peak, rssMb(server.child.pid!));
        }, 10);
        const boundary = `----bench${randomBytes(8).toString('hex')}`;
        const head = Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="homily.mp4"\r\nContent-Type: ` +
            `video/mp4\r\n\r\n`,
        );
        const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
        const t0 = performance.now();
        const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
          const url = new URL(`${server.base}/api/media/video`);
          const req = http.request(
            {
              host: url.hostname,
              port: url.port,
              method: 'POST',
              path: url.pathname,
              headers: {
                cookie,
                'content-type': `multipart/form-data; boundary=${boundary}`,
                'content-length': head.length + size + tail.length,
              },
            },
            (res) => {
              let body = '';
              res.on('data', (c) => (body += c));
              res.on('end', () => resolve({ status: res.statusCode!, body }));
            },
          );
          req.on('error', reject);
          req.write(head);
          const stream = fs.createReadStream(file, { highWaterMark: 256 * 1024 });
          stream.pipe(req, { end: false });
          stream.on('end', () => req.end(tail));
        });
        const uploadS = (performance.now() - t0) / 1000;
        clearInterval(sampler);
        if (answer.status !== 201) throw new Error(`upload: ${answer.status} ${answer.body}`);
        const { url } = JSON.parse(answer.body) as { url: string };
        const t1 = performance.now();
        const served = await fetch(server.base + url);
        let bytes = 0;
        for await (const chunk of served.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.length;
        const serveS = (performance.now() - t1) / 1000;
        if (bytes !== size) throw new Error(`served ${bytes} of ${size} bytes`);
        rows.push({ store, mb: size / 1024 / 1024, uploadS, serveS, rssRiseMb: peak - before });
        console.error(`done: ${store}`);
      } finally {
        await stop(server.child);
      }
    }
  } finally {
    await stop(s3.child);
    fs.rmSync(work, { recursive: true, force: true });
  }
  return rows;
}
