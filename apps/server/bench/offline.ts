// npm run bench:offline: first contentful paint of a repeat visit with the service worker warm
// (docs/decisions.md "One service worker: installable, readable offline"), against the same
// repeat visit without a service worker (the browser's HTTP cache only), and a first visit.
// The production build and server on the demo parish; Chromium behind a local TCP proxy shaped
// as Lighthouse's simulated 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, per
// connection), so the worker's own fetches are shaped too (DevTools' throttling shapes only the
// page's); a 4× slower CPU (DevTools). The median of N runs per page; prints one table.
//   --pages /,/wards/1   --runs 5
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: '/,/wards/1' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '4790' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const proxyPort = port + 1;
const base = `http://127.0.0.1:${proxyPort}`;

const RTT_MS = 150;
const DOWN_BPS = 1.6e6 / 8;
const UP_BPS = 750e3 / 8;

/** Passes bytes on after half a round trip, no faster than `bytesPerSecond`. */
function shaped(from: net.Socket, to: net.Socket, bytesPerSecond: number) {
  let freeAt = 0;
  from.on('data', (chunk: Buffer) => {
    const now = Date.now();
    freeAt = Math.max(freeAt, now) + (chunk.length / bytesPerSecond) * 1000;
    setTimeout(() => to.writable && to.write(chunk), freeAt - now + RTT_MS / 2);
  });
  from.on('end', () => setTimeout(() => to.end(), Math.max(0, freeAt - Date.now()) + RTT_MS / 2));
  from.on('error', () => to.destroy());
}

const proxy = net.createServer((client) => {
  const upstream = net.connect(port, '127.0.0.1');
  shaped(client, upstream, UP_BPS);
  shaped(upstream, client, DOWN_BPS);
});

const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-web.mjs')], { stdio: 'inherit', cwd: ROOT });
if (build.status !== 0) process.exit(build.status ?? 1);

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_CACHED_MAX: '100000000',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 1200; i++) {
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

// Run in the page (strings: the server's TypeScript has no DOM library).
const fcpOf = async (page: Page) =>
  Number(
    await page.evaluate(`new Promise((resolve) => {
  const seen = performance.getEntriesByName('first-contentful-paint')[0];
  if (seen) return resolve(seen.startTime);
  new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true });
})`),
  );

interface Run {
  first: number;
  repeatNoWorker: number;
  repeatWorker: number;
  fromCache: boolean;
}

async function measure(url: string): Promise<Run> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const visit = async (serviceWorkers: 'allow' | 'block') => {
      const context = await browser.newContext({
        serviceWorkers,
        bypassCSP: true,
        viewport: { width: 360, height: 800 },
        isMobile: true,
        storageState: {
          cookies: [
            {
              name: 'visited',
              value: 'true',
              domain: '127.0.0.1',
              path: '/',
              expires: -1,
              httpOnly: false,
              secure: false,
              sameSite: 'Lax',
            },
          ],
          origins: [],
        },
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(url, { waitUntil: 'load' });
      const first = await fcpOf(page);
      if (serviceWorkers === 'allow') {
        await page.waitForFunction('navigator.serviceWorker.controller !== null', undefined, { timeout: 60_000 });
        // The worker has the whole shell (its install finished) and kept this page.
        await page.waitForFunction(
          `caches.match(${JSON.stringify(url)}, { cacheName: 'parish-pages' }).then((hit) => { window.__kept = ` +
            `Boolean(hit); }) && window.__kept === true`,
          undefined,
          { timeout: 60_000, polling: 250 },
        );
      } else {
        await page.waitForLoadState('networkidle');
      }
      await page.goto('about:blank');
      const response = await page.goto(url, { waitUntil: 'load' });
      const repeat = await fcpOf(page);
      const fromCache = response?.fromServiceWorker() ?? false;
      await context.close();
      return { first, repeat, fromCache };
    };
    const worker = await visit('allow');
    const noWorker = await visit('block');
    return {
      first: worker.first,
      repeatWorker: worker.repeat,
      repeatNoWorker: noWorker.repeat,
      fromCache: worker.fromCache,
    };
  } finally {
    await browser.close();
  }
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-bench-offline-'));
const server = await startServer(dataDir);
await new Promise<void>((resolve) => proxy.listen(proxyPort, '127.0.0.1', resolve));
const rows: { page: string; runs: Run[] }[] = [];
try {
  for (const page of values.pages.split(',')) {
    await fetch(`http://127.0.0.1:${port}${page}`);
    const list: Run[] = [];
    for (let i = 0; i < runs; i++) list.push(await measure(`${base}${page}`));
    rows.push({ page, runs: list });
    console.error(`${page}: ${list.map((r) => Math.round(r.repeatWorker)).join(', ')} ms`);
  }
} finally {
  proxy.close();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `\nFirst contentful paint, 4G shaped (${RTT_MS} ms RTT, 1.6 Mbit/s down), 4× CPU, median of ${runs} runs — ` +
    `${new Date().toISOString()}, node ${process.version}`,
);
console.log('| page | first visit | repeat, no worker (HTTP cache) | repeat, warm worker | runs (warm worker, ms) |');
console.log('|---|---|---|---|---|');
for (const { page, runs: list } of rows) {
  console.log(
    `| \`${page}\` | ${s(median(list.map((r) => r.first)))} | ${s(median(list.map((r) => r.repeatNoWorker)))} | ` +
      `${s(median(list.map((r) => r.repeatWorker)))} | ` +
      `${list.map((r) => Math.round(r.repeatWorker)).join(' ')} |`,
  );
}
