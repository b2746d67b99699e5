// The time to send one news item to 10,000 push subscriptions held by a push service on
// this machine, and the server's memory meanwhile. A real server process (NODE_ENV=production,
// embedded database in .bench-data/push) posts the news; the push service (in this process) checks
// each message's VAPID signature and decrypts it, as the tests' does.
//   node --import tsx apps/server/bench/push.ts [--subscriptions 10000] [--concurrency 50]
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as sleep } from 'node:timers/promises';
import { withPaths, ConfigSchema } from '../src/config.ts';
import { openAndMigrate } from '../src/setup/start.ts';
import { ensureWards } from '../src/db/seed.ts';
import { createUser } from '../src/features/auth/queries.ts';
import { pushSubscriptions } from '../src/db/schema.ts';
import { startPushEndpoint } from '../src/test/push-endpoint.ts';

const { values: args } = parseArgs({
  options: { subscriptions: { type: 'string', default: '10000' }, concurrency: { type: 'string', default: '50' } },
});
const COUNT = Number(args.subscriptions);
const ROOT = path.resolve(import.meta.dirname, '../../..');
const DATA = path.join(ROOT, '.bench-data', 'push');
const SERVER_MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const PORT = Number(process.env.BENCH_PORT ?? 4491);
const BASE = `http://127.0.0.1:${PORT}`;
const PASSWORD = 'bench-push-password';

const rssMb = (pid: number) => {
  const line =
    fs
      .readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:')) ?? '';
  return Math.round(Number(line.replace(/\D/g, '')) / 1024);
};

/** CPU seconds (user + system) a process has used so far. */
const cpuSeconds = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100/s)
};
const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0];

const push = await startPushEndpoint();

// A fresh database: one user, COUNT subscriptions on the local push service.
fs.rmSync(DATA, { recursive: true, force: true });
const config = withPaths(ConfigSchema.parse({ DATA_DIR: DATA }));
const database = await openAndMigrate(config);
await ensureWards(database.db);
await createUser(database.db, { username: 'bench', password: PASSWORD, isAdmin: false });
let t0 = Date.now();
for (let i = 0; i < COUNT; i += 1000) {
  const rows = Array.from({ length: Math.min(1000, COUNT - i) }, (_, j) => {
    const sub = push.subscribe(`b${i + j}`);
    return { endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
  });
  await database.db.insert(pushSubscriptions).values(rows);
}
await database.close();
console.error(`${COUNT} subscriptions stored in ${Date.now() - t0} ms`);

const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: DATA,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PUSH_HOSTS: new URL(push.origin).host,
    PUSH_CA_FILE: push.caFile,
    PUSH_CONCURRENCY: args.concurrency,
    VAPID_SUBJECT: 'mailto:bench@example.org',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 300) throw new Error('server did not start');
    await sleep(100);
  }
  push.expectKey(((await (await fetch(`${BASE}/api/news/push-key`)).json()) as { key: string }).key);
  const login = await fetch(`${BASE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: PASSWORD }),
  });
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  await sleep(500);
  const pid = child.pid ?? 0;
  const rssBefore = rssMb(pid);
  let rssPeak = rssBefore;
  const cpuBefore = cpuSeconds(pid);
  const loadBefore = loadAverage();
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, rssMb(pid));
  }, 50);

  t0 = Date.now();
  const res = await fetch(`${BASE}/api/news`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      title: 'ബെഞ്ച്മാർക്ക് വാർത്ത',
      news: `${randomBytes(4).toString('hex')} കുർബാന സമയം മാറി.`,
    }),
  });
  const answeredMs = Date.now() - t0;
  if (res.status !== 201) throw new Error(`POST /api/news: ${res.status} ${await res.text()}`);
  await push.waitFor(COUNT, 600_000);
  const allMs = Date.now() - t0;
  clearInterval(sampler);
  const cpu = cpuSeconds(pid) - cpuBefore;
  console.log(
    `push bench: ${COUNT} subscriptions, concurrency ${args.concurrency}: POST answered in ${answeredMs} ms; ` +
      `${push.deliveries.length} messages verified+decrypted (${push.requests} requests reached it), ` +
      `${push.rejected.length} refused, in ${(allMs / 1000).toFixed(1)} s ` +
      `(${Math.round(COUNT / (allMs / 1000))}/s); server RSS ${rssBefore} MB before, ${rssPeak} MB peak; ` +
      `server CPU ${cpu.toFixed(1)} s (${((cpu * 1000) / COUNT).toFixed(2)} ms a message); load average ` +
      `${loadBefore} → ${loadAverage()} on ${os.cpus().length} cores`,
  );
} finally {
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
  await push.close();
  fs.rmSync(DATA, { recursive: true, force: true });
}
