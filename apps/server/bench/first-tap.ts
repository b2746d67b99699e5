// npm run bench:first-tap: how long a page shows buttons that are not live yet, and whether a
// login sent at first paint logs in (docs/decisions.md "The first tap counts"). The production
// build and server on the demo parish; a phone-sized Chromium on a fresh profile per visit, its
// network shaped by DevTools as Lighthouse's 4G (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
// up) and its CPU 4× slower. Per page: first contentful paint and `<html data-live>` (the app
// hydrated), the median of N visits. Then N logins typed and sent (Enter) as soon as the login
// page has painted: how many are logged in 10 s later. Prints one table.
//   --pages /,/login   --runs 3   --logins 5
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from '@playwright/test';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PAGES = ['/', '/wards/1', '/login', '/news', '/contacts', '/catehism/5', '/gallery', '/faq'];
const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: PAGES.join(',') },
    runs: { type: 'string', default: '3' },
    logins: { type: 'string', default: '5' },
    port: { type: 'string', default: '4795' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const USER_PASSWORD = 'bench-user-password';

const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-web.mjs')], { stdio: 'inherit', cwd: ROOT });
if (build.status !== 0) process.exit(build.status ?? 1);

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      DEMO_USER_PASSWORD: USER_PASSWORD,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_CACHED_MAX: '100000000',
      LOGIN_FAILURE_MAX: '1000',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 1200; i++) {
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

/** A fresh phone-sized profile, shaped as 4G with a 4× slower CPU. */
async function shapedPage(browser: Browser): Promise<Page> {
  // bypassCSP: the bench's own probes are evaluated strings; the page's scripts are the same.
  const context = await browser.newContext({
    serviceWorkers: 'block',
    bypassCSP: true,
    viewport: { width: 360, height: 800 },
    isMobile: true,
    hasTouch: true,
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
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The moment the app marks the page live (run in the page: the server's TypeScript has no DOM library).
  // The document, not its element: an init script runs before the page's <html> exists.
  await page.addInitScript(`new MutationObserver((_, observer) => {
    if (!document.documentElement?.dataset.live) return;
    window.__liveAt = performance.now();
    observer.disconnect();
  }).observe(document, { subtree: true, attributeFilter: ['data-live'] });`);
  return page;
}

const firstPaint = async (page: Page) =>
  Number(
    await page.evaluate(`new Promise((resolve) => {
  const seen = performance.getEntriesByName('first-contentful-paint')[0];
  if (seen) return resolve(seen.startTime);
  new PerformanceObserver((list) => resolve(list.getEntries()[0].startTime)).observe({ type: 'paint', buffered: true });
})`),
  );

interface Visit {
  paint: number;
  live: number;
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const page = await shapedPage(browser);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.locator('html[data-live]').waitFor({ state: 'attached', timeout: 30_000 });
    return { paint: await firstPaint(page), live: Number(await page.evaluate('window.__liveAt')) };
  } finally {
    await page.context().close();
  }
}

/** A login typed and sent (Enter) as soon as the login page has painted: logged in 10 s later? */
async function loginAtFirstPaint(browser: Browser): Promise<{ loggedIn: boolean; live: boolean }> {
  const page = await shapedPage(browser);
  try {
    await page.goto(`${base}/login`, { waitUntil: 'commit' });
    await firstPaint(page);
    const live = Boolean(await page.evaluate('window.__liveAt !== undefined'));
    await page.locator('input[name=username]').fill('user');
    const password = page.locator('input[name=password]');
    await password.fill(USER_PASSWORD);
    await password.press('Enter');
    const loggedIn = await page
      .getByTestId('account-button')
      .waitFor({ timeout: 10_000 })
      .then(
        () => true,
        () => false,
      );
    return { loggedIn, live };
  } finally {
    await page.context().close();
  }
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-first-tap-'));
const server = await startServer(dataDir);
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const rows: { page: string; visits: Visit[] }[] = [];
const logins: { loggedIn: boolean; live: boolean }[] = [];
try {
  for (const pagePath of values.pages.split(',')) {
    // Warm the page's caches (its reads and the rendered page) as a live site has them.
    await fetch(`${base}${pagePath}`, { headers: { cookie: 'visited=true' } });
    const visits: Visit[] = [];
    for (let i = 0; i < runs; i++) visits.push(await visit(browser, `${base}${pagePath}`));
    rows.push({ page: pagePath, visits });
    console.error(`${pagePath}: ${visits.map((v) => `${s(v.paint)} → ${s(v.live)}`).join(', ')}`);
  }
  for (let i = 0; i < Number(values.logins); i++) logins.push(await loginAtFirstPaint(browser));
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  fs.rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nFirst tap: Chromium, DevTools 4G (150 ms, 1.6 Mbit/s down, 750 kbit/s up), CPU 4×, first visit, median of ` +
    `${runs} — ${new Date().toISOString()}, node ${process.version}`,
);
console.log('| page | first paint | live | live − paint |');
console.log('|---|---|---|---|');
for (const { page, visits } of rows) {
  const paint = median(visits.map((v) => v.paint));
  const live = median(visits.map((v) => v.live));
  console.log(`| \`${page}\` | ${s(paint)} | ${s(live)} | ${s(median(visits.map((v) => v.live - v.paint)))} |`);
}
const ok = logins.filter((l) => l.loggedIn).length;
console.log(
  `\nLogins sent at first paint that logged in: ${ok} of ${logins.length} ` +
    `(${logins.filter((l) => !l.live).length} sent before the page was live)`,
);
