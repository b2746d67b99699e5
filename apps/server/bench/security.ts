// Security measurements against a real server process on loopback (demo parish, built once into
// .bench-data/security). Each part stops by itself and prints one line of figures.
//   node --import tsx apps/server/bench/security.ts lockout|timing|flood|cache-memory
//   lockout       200 wrong-password logins with a rotating X-Forwarded-For: statuses counted
//   timing        median login time for an existing user (wrong password) and a missing one
//   flood         2,000 sockets that send headers and part of a body: open ones over time, and
//                 whether a normal request from another loopback address still succeeds
//   cache-memory  server RSS and a cached ward page's median latency before/after 5,000
//                 unique-URL public reads
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { withPaths, ConfigSchema } from '../src/config.ts';
import { openAndMigrate, seedDemoIfEmpty } from '../src/setup/start.ts';
import { DiskStore } from '../src/media/storage.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DATA = path.join(ROOT, '.bench-data', 'security');
const SERVER_MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const ADMIN_PASSWORD = 'bench-admin-password';
const PORT = Number(process.env.BENCH_PORT ?? 4490);
const BASE = `http://127.0.0.1:${PORT}`;

async function ensureData(): Promise<void> {
  if (fs.existsSync(path.join(DATA, 'ready'))) return;
  fs.rmSync(DATA, { recursive: true, force: true });
  const config = withPaths(
    ConfigSchema.parse({ DATA_DIR: DATA, DEMO_ADMIN_PASSWORD: ADMIN_PASSWORD, DEMO_USER_PASSWORD: ADMIN_PASSWORD }),
  );
  const database = await openAndMigrate(config);
  await seedDemoIfEmpty(database, config, new DiskStore(config.DATA_DIR), (l) => console.error(l));
  await database.close();
  fs.writeFileSync(path.join(DATA, 'ready'), 'ok');
}

async function startServer(env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: DATA,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  child.kill();
  throw new Error('server did not start');
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const rssMb = (pid: number) => {
  const line =
    fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:')) ?? '';
  return Math.round(Number(line.replace(/\D/g, '')) / 1024);
};

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password }),
  });

async function lockout() {
  const server = await startServer();
  try {
    const counts: Record<number, number> = {};
    for (let i = 0; i < 200; i++) {
      const res = await login('admin', `wrong-${i}`, { 'x-forwarded-for': `203.0.113.${i % 250}` });
      await res.arrayBuffer();
      counts[res.status] = (counts[res.status] ?? 0) + 1;
    }
    console.log(`lockout: 200 wrong-password logins with a rotating X-Forwarded-For → ${JSON.stringify(counts)}`);
  } finally {
    await stop(server);
  }
}

async function timing() {
  // Budgets high enough that neither lockout answers during the measurement.
  const server = await startServer({ LOGIN_FAILURE_MAX: '100000', LOGIN_ACCOUNT_FAILURE_MAX: '100000' });
  try {
    const existing: number[] = [];
    const missing: number[] = [];
    for (let i = 0; i < 60; i++) {
      for (const [name, into] of [
        ['admin', existing],
        [`nobody-${i}`, missing],
      ] as const) {
        const start = performance.now();
        const res = await login(name, 'wrong password');
        await res.arrayBuffer();
        if (i >= 10) into.push(performance.now() - start); // the first ten warm up
      }
    }
    console.log(
      `timing: existing user ${median(existing).toFixed(1)} ms, missing user ${median(missing).toFixed(1)} ms ` +
        `(median of 50 each)`,
    );
  } finally {
    await stop(server);
  }
}

async function flood() {
  const server = await startServer();
  const sockets: net.Socket[] = [];
  let open = 0;
  try {
    for (let i = 0; i < 2000; i++) {
      const socket = net.connect({ host: '127.0.0.1', port: PORT });
      open++;
      socket.on('error', () => {});
      socket.on('close', () => {
        open--;
      });
      socket.on('connect', () => {
        socket.write(
          `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ` +
            `1000\r\n\r\n{"username":`,
        );
      });
      sockets.push(socket);
      if (i % 200 === 199) await sleep(50);
    }
    const normal = async () => {
      try {
        // From another loopback address: a different visitor than the flood.
        const res = await new Promise<number>((resolve, reject) => {
          const s = net.connect({ host: '127.0.0.1', port: PORT, localAddress: '127.0.0.2' }, () => {
            s.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
          });
          let data = '';
          s.on('data', (d) => {
            data += d;
          });
          s.on('end', () => resolve(Number(data.split(' ')[1])));
          s.on('error', reject);
          s.setTimeout(5000, () => {
            s.destroy();
            reject(new Error('timeout'));
          });
        });
        return res;
      } catch (err) {
        return (err as Error).message;
      }
    };
    const line: string[] = [];
    for (const at of [2, 15, 40]) {
      await sleep((at - (line.length ? [2, 15, 40][line.length - 1] : 0)) * 1000);
      line.push(`after ${at} s: ${open} open, normal request → ${await normal()}`);
    }
    console.log(`flood (2,000 slow-body sockets): ${line.join('; ')}`);
  } finally {
    for (const s of sockets) s.destroy();
    await stop(server);
  }
}

async function cacheMemory() {
  const server = await startServer({ RATE_LIMIT_MAX: '100000000' });
  const pid = server.pid ?? 0;
  const wardLatency = async () => {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const start = performance.now();
      await (await fetch(`${BASE}/api/houses/wards/3`, { headers: { 'accept-encoding': 'gzip' } })).arrayBuffer();
      times.push(performance.now() - start);
    }
    return median(times).toFixed(1);
  };
  try {
    for (let ward = 1; ward <= 21; ward++) await (await fetch(`${BASE}/api/houses/wards/${ward}`)).arrayBuffer();
    const before = `RSS ${rssMb(pid)} MB, ward page ${await wardLatency()} ms`;
    const urls = (i: number) =>
      [
        `/api/houses/wards/${(i % 21) + 1}?v=${'0'.repeat(1 + Math.floor(i / 21))}1`,
        `/api/houses/wards/${(i % 21) + 1}?_=${i}`,
        `/api/contacts/members?_=${i}`,
        `/api/board?_=${i}`,
        `/api/houses/search/george?_=${i}`,
      ][i % 5];
    const statuses: Record<number, number> = {};
    for (let i = 0; i < 5000; i++) {
      const res = await fetch(BASE + urls(i), { headers: { 'accept-encoding': 'gzip' } });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    }
    const after = `RSS ${rssMb(pid)} MB, ward page ${await wardLatency()} ms`;
    console.log(`cache-memory: before ${before}; after 5,000 unique URLs (${JSON.stringify(statuses)}) ${after}`);
  } finally {
    await stop(server);
  }
}

const parts: Record<string, () => Promise<void>> = { lockout, timing, flood, 'cache-memory': cacheMemory };
await ensureData();
for (const name of process.argv.slice(2)) {
  const part = parts[name];
  if (!part) throw new Error(`unknown part ${name}: ${Object.keys(parts).join(', ')}`);
  await part();
}
