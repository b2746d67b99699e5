// npm run bench:pages: Lighthouse's mobile performance of the public pages on a first visit, as a
// parishioner arriving from a WhatsApp link meets them (docs/decisions.md "Pages are rendered on
// the server"): the production build and server on the demo parish, simulated 4G and a 4× slower
// CPU (Lighthouse's mobile defaults), a fresh browser profile for every run, the median of N runs.
// Prints one table.
//   --pages /,/wards/1,…   which pages (default: the public pages of the issue)   --runs 3
//   --save DIR             keep each run's Lighthouse report (JSON) there
// The server's caches are warmed first: a parish's site answers a shared link from its caches.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { ensureDataset } from './dataset.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Every public page; {event}, {news}, {faq}, {sandesham}: the demo parish's newest of each.
const PAGES = [
  '/',
  '/wards/1',
  '/contacts',
  '/news',
  '/news/{news}',
  '/gallery',
  '/gallery/{event}',
  '/catehism',
  '/catehism/5',
  '/history',
  '/faq',
  '/faq/{faq}',
  '/departed',
  '/board',
  '/sandeshangal',
  '/sandeshangal/{sandesham}',
  '/samarpithar',
  '/convent',
  '/ex-vicars',
  '/privacy',
  '/address',
  '/login',
  '/search',
];

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: PAGES.join(',') },
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4780' },
    save: { type: 'string' },
  },
});
const runs = Number(values.runs);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;

// The production build, as `npm start` makes it.
const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-web.mjs')], { stdio: 'inherit', cwd: ROOT });
if (build.status !== 0) process.exit(build.status ?? 1);

async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      RATE_LIMIT_CACHED_MAX: '100000000',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Up to 90 s: a start on a machine busy with other work takes well over the usual few seconds.
  for (let i = 0; i < 900; i++) {
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

interface Run {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  bytes: number;
  requests: number;
}

async function measure(url: string): Promise<Run> {
  // A new profile every run: a first visit (no cache, no cookies, no service worker).
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (values.save) {
      mkdirSync(values.save, { recursive: true });
      writeFileSync(
        path.join(values.save, `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`),
        JSON.stringify(lhr),
      );
    }
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      bytes: audit('total-byte-weight'),
      requests,
    };
  } finally {
    await chrome.kill();
  }
}

const median = (list: Run[]) => [...list].sort((a, b) => a.score - b.score)[Math.floor(list.length / 2)];

const dir = await ensureDataset(3500);
const server = await startServer(dir);
const rows: { page: string; runs: Run[] }[] = [];
try {
  const firstId = async (apiPath: string) => {
    const body = (await (await fetch(`${base}/api${apiPath}`)).json()) as
      { items?: { _id: string }[] } | { _id: string }[];
    return (Array.isArray(body) ? body : (body.items ?? []))[0]?._id ?? '';
  };
  const ids: Record<string, string> = {
    event: await firstId('/events'),
    news: await firstId('/news'),
    faq: await firstId('/faq'),
    sandesham: await firstId('/sandesham'),
  };
  for (const page of values.pages.split(',')) {
    // {id}: an event, as the option was first written.
    const url = `${base}${page.replace('{id}', ids.event).replace(/\{(\w+)\}/g, (_, kind: string) => ids[kind] ?? '')}`;
    // Warm the page's caches (its reads and the rendered page) as a live site has them.
    await fetch(url);
    const list: Run[] = [];
    for (let i = 0; i < runs; i++) list.push(await measure(url));
    rows.push({ page, runs: list });
    console.error(`${page}: ${list.map((r) => r.score).join(', ')}`);
  }
} finally {
  server.kill('SIGTERM');
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(
  `\nLighthouse ${'12'} mobile, simulated 4G, first visit, median of ${runs} runs — ${new Date().toISOString()}, ` +
    `node ${process.version}`,
);
console.log('| page | score | FCP | LCP | TBT | CLS | Speed Index | KB | requests | runs |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const { page, runs: list } of rows) {
  const m = median(list);
  console.log(
    `| \`${page}\` | ${m.score} | ${s(m.fcp)} | ${s(m.lcp)} | ${Math.round(m.tbt)} ms | ${m.cls.toFixed(3)} | ` +
      `${s(m.si)} | ${Math.round(m.bytes / 1024)} | ${m.requests} | ${list.map((r) => r.score).join(' ')} |`,
  );
}
