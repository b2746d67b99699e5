// npm run bench:cgnat: a parish behind one mobile network address (carrier-grade NAT) against the
// rate limits of docs/decisions.md "Rate limits count what costs", with the server's default
// budgets, on a real server process on loopback (the demo parish, built once into .bench-data/).
// Each client is one loopback address (127.0.0.x), so the server counts it as one address.
//   phones   300 phones behind one address, each opening 5 public pages: the page's HTML, then
//            the API reads the app makes for it (its first reads of packages/shared/src/plain/page-reads.ts,
//            GET /api/auth/me, /api/settings, /api/ads for a visitor, the home's gallery preview),
//            in parallel over the phone's own keep-alive connections. Time is compressed: at most
//            --concurrency phones at once (each up to 4 connections, within the server's 100 per
//            address), one after another without pause, so all 1,500 page loads fall in one
//            15-minute window instead of 10 minutes.
//   logins   one client: --logins wrong-password logins in a row
//   searches one client: --searches house searches in a row, each for a new text (never cached)
//   cached   one client: GET /api/settings in a row until refused (the cached-read ceiling), --cached at most
// Prints one table.
//   --phones 300 --pages 5 --concurrency 20 --logins 100 --searches 3100 --cached 70000
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { GRADE_MAX, WARD_COUNT } from '@parish/shared/plain/constants';
import { firstReads } from '@parish/shared/plain/page-reads';
import { seesAds } from '@parish/shared/plain/ad-rules';
import { ConfigSchema } from '../src/config.ts';
import { ensureDataset } from './dataset.ts';

const { values } = parseArgs({
  options: {
    phones: { type: 'string', default: '300' },
    pages: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '20' },
    logins: { type: 'string', default: '100' },
    searches: { type: 'string', default: '3100' },
    cached: { type: 'string', default: '70000' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '4492' },
  },
});
const PHONES = Number(values.phones);
const PAGES = Number(values.pages);
const CONCURRENCY = Number(values.concurrency);
const PORT = Number(values.port);
const SERVER_MAIN = path.resolve(import.meta.dirname, '../src/main.ts');
const WEB_INDEX = path.resolve(import.meta.dirname, '../../web/dist/index.html');
const defaults = ConfigSchema.parse({});

// ---- the server ----------------------------------------------------------------------------------

async function startServer(dataDir: string): Promise<ChildProcess> {
  // The budgets are the defaults (nothing set here): they are what is measured.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  };
  for (const key of Object.keys(env)) if (key.startsWith('RATE_LIMIT_') || key.startsWith('LOGIN_')) delete env[key];
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok) return child;
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

// ---- one client ----------------------------------------------------------------------------------

/** One device: its own address and keep-alive connections (a browser opens a few per site). */
class Client {
  readonly agent: http.Agent;
  constructor(
    readonly address: string,
    connections: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  }

  request(method: string, url: string, body?: unknown): Promise<number> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          path: url,
          method,
          agent: this.agent,
          localAddress: this.address,
          headers: {
            'accept-encoding': 'gzip',
            ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

interface Tally {
  requests: number;
  ok: number;
  tooMany: number;
  other: number;
  ms: number;
}
const tally = (): Tally => ({ requests: 0, ok: 0, tooMany: 0, other: 0, ms: 0 });
function count(t: Tally, status: number) {
  t.requests++;
  if (status === 429) t.tooMany++;
  else if (status >= 200 && status < 400) t.ok++;
  else t.other++;
}

// ---- phones behind one address ---------------------------------------------------------------------

/** A deterministic spread of public pages: everyone lands on the home page, then goes where parishioners go. */
function pagesOfPhone(phone: number): string[] {
  const places = [
    ...Array.from({ length: WARD_COUNT }, (_, i) => `/wards/${i + 1}`),
    '/news',
    '/news',
    '/news',
    '/catehism',
    `/catehism/${phone % (GRADE_MAX + 1)}`,
    '/board',
    '/gallery',
    '/history',
    '/faq',
    '/departed',
    '/sandeshangal',
    '/convent',
    '/ex-vicars',
    '/samarpithar',
    '/address',
  ];
  return ['/', ...Array.from({ length: PAGES - 1 }, (_, i) => places[(phone * 7 + i * 13) % places.length])];
}

/** The API reads the app makes for a page (seen in Chromium for a visitor). */
function apiReadsOf(page: string, now: Date): string[] {
  const reads = firstReads(page, now).map((read) => `/api${read}`);
  reads.push('/api/auth/me', '/api/settings');
  if (seesAds({ loggedIn: false }, page)) reads.push('/api/ads');
  if (page === '/') reads.push('/api/events/latest-five');
  if (page === '/address') reads.push('/api/board/address');
  return reads;
}

async function phones(address: string, withHtml: boolean) {
  const pageTally = tally();
  const apiTally = tally();
  const now = new Date();
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < PHONES) {
      const phone = next++;
      const client = new Client(address, 4);
      try {
        for (const page of pagesOfPhone(phone)) {
          if (withHtml) count(pageTally, await client.request('GET', page));
          const statuses = await Promise.all(apiReadsOf(page, now).map((url) => client.request('GET', url)));
          for (const status of statuses) count(apiTally, status);
        }
      } finally {
        client.close();
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  pageTally.ms = apiTally.ms = performance.now() - started;
  return { pageTally, apiTally };
}

// ---- single clients hammering ------------------------------------------------------------------------

async function hammer(
  address: string,
  times: number,
  send: (client: Client, i: number) => Promise<number>,
  stopAtFirst429 = false,
): Promise<Tally> {
  const t = tally();
  const client = new Client(address, 1);
  const started = performance.now();
  try {
    for (let i = 0; i < times; i++) {
      const status = await send(client, i);
      count(t, status);
      if (stopAtFirst429 && status === 429) break;
    }
  } finally {
    client.close();
  }
  t.ms = performance.now() - started;
  return t;
}

/** The i-th three-letter search text: 17,576 of them, none asked twice. */
const searchText = (i: number) =>
  [2, 1, 0].map((p) => String.fromCharCode(97 + (Math.floor(i / 26 ** p) % 26))).join('');

// ---- run ---------------------------------------------------------------------------------------------------

const dataDir = await ensureDataset(3500);
const withHtml = fs.existsSync(WEB_INDEX);
const server = await startServer(dataDir);
const rows: [string, string, Tally][] = [];
let phoneApiRequests = 0;
try {
  const { pageTally, apiTally } = await phones('127.0.0.2', withHtml);
  phoneApiRequests = apiTally.requests;
  if (withHtml) rows.push([`${PHONES} phones × ${PAGES} public pages: page HTML`, '127.0.0.2', pageTally]);
  rows.push([`${PHONES} phones × ${PAGES} public pages: the pages' API reads`, '127.0.0.2', apiTally]);
  rows.push([
    'one client hammering logins (wrong passwords)',
    '127.0.0.3',
    await hammer('127.0.0.3', Number(values.logins), (c, i) =>
      c.request('POST', '/api/auth/login', { username: `guess-${i}`, password: 'not-the-password' }),
    ),
  ]);
  rows.push([
    'one client hammering searches (a new text each time)',
    '127.0.0.4',
    await hammer('127.0.0.4', Number(values.searches), (c, i) =>
      c.request('GET', `/api/houses/search/${searchText(i)}`),
    ),
  ]);
  rows.push([
    'one client hammering one cached read (GET /api/settings), until refused',
    '127.0.0.5',
    await hammer('127.0.0.5', Number(values.cached), (c) => c.request('GET', '/api/settings'), true),
  ]);
} finally {
  await stop(server);
}

console.log(
  `\nCGNAT bench — ${new Date().toISOString()}, node ${process.version}, demo parish; budgets per 15 minutes: ` +
    `costly ${defaults.RATE_LIMIT_MAX} per address (RATE_LIMIT_MAX), every request ` +
    `${defaults.RATE_LIMIT_CACHED_MAX} per address ` +
    `(RATE_LIMIT_CACHED_MAX), failed logins ${defaults.LOGIN_FAILURE_MAX} per address; at most ${CONCURRENCY} ` +
    `phones at once` +
    (withHtml ? '' : '; no web build, so no page HTML was asked'),
);
console.log('| clients | address | requests | 2xx/3xx | 429 | other | seconds |');
console.log('|---|---|---|---|---|---|---|');
for (const [what, address, t] of rows) {
  console.log(
    `| ${what} | ${address} | ${t.requests.toLocaleString('en')} | ${t.ok.toLocaleString('en')} | ` +
      `${t.tooMany.toLocaleString('en')} | ${t.other.toLocaleString('en')} | ${(t.ms / 1000).toFixed(1)} |`,
  );
}
// The rule before: every API request of an address against one budget of 3,000.
console.log(
  `Under the former single budget (${defaults.RATE_LIMIT_MAX} API requests per address), the phones would have got ` +
    `${Math.max(0, phoneApiRequests - defaults.RATE_LIMIT_MAX).toLocaleString('en')} answers 429.`,
);
