// A fresh app on a fresh, migrated database for one test file: in-memory PGlite by default, or a
// database on the PostgreSQL server of TEST_DATABASE_URL. Both are copies of the template the run
// migrated once (test/template-db.ts). The server project runs its files in one module graph per
// worker (isolate: false), so a closed app's database is kept and reset to the template's state for
// the next app of the worker instead of being loaded or created again (docs/decisions.md, A test
// suite that runs in ten minutes).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, inject, onTestFinished } from 'vitest';
import type { FastifyInstance, HTTPMethods, LightMyRequestResponse } from 'fastify';
import { ConfigSchema, withPaths, type Config } from '../config.ts';
import { buildApp } from '../app.ts';
import type { LogStream } from '../plugins/log.ts';
import { openPglite, openPostgres, type Database, type Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { sessions, users } from '../db/schema.ts';
import { ensureWards } from '../db/seed.ts';
import { hashPassword } from '../domain/password.ts';
import { hashToken, SESSION_COOKIE, SESSION_DAYS } from '../plugins/auth.ts';

export interface RequestOptions {
  as?: 'admin' | 'user' | string | null;
  payload?: unknown;
  headers?: Record<string, string | number>;
  remoteAddress?: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Logs in (creating the user) and returns the Cookie header to send. */
  login(role: 'admin' | 'user'): Promise<string>;
  /** Makes a family account of the house (docs/product.md "Family accounts"), logs it in, returns its Cookie header. */
  loginFamily(houseId: string): Promise<string>;
  /**
   * A request through app.inject, as a role (logged in on first use), with a Cookie header from
   * login(), or as a visitor (`as` null or left out).
   */
  request(method: HTTPMethods, url: string, opts?: RequestOptions): Promise<LightMyRequestResponse>;
  /**
   * Another app on the same database, with a data folder of its own, as a second process would
   * be (PostgreSQL: its own connections; PGlite: the same instance). Closed with this one.
   */
  another(env?: Record<string, string>): Promise<TestApp>;
  close(): Promise<void>;
}

/** `empty`: no copy of the migrated template (a migration test runs the migrations itself). */
export async function freshPostgres(
  url: string,
  { empty = false, name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}` } = {},
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const template = empty ? '' : inject('postgresTemplate');
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), 4);
  return {
    database,
    url: dbUrl.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        // pool.end() can return before its sockets have closed: wait for them rather than force,
        // which would terminate those sessions and raise an error in a client nobody listens to.
        for (let attempt = 0; ; attempt++) {
          try {
            await c.query(`drop database if exists ${name}`);
            return;
          } catch (err) {
            if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err; // 55006: still in use
            await new Promise((r) => setTimeout(r, 100));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}

/** A database of this worker, lent to one test app at a time. */
interface Pooled {
  /** Which template it is a copy of: a worker keeps to one, but a stale one is never lent. */
  key: string;
  base: Database;
  url: string;
  /** The tables and their columns, as the template has them: a test that changed them gets no reuse. */
  shape: string;
  tables: string[];
  drop: () => Promise<void>;
}
const idle: Pooled[] = [];
const open = new Set<TestApp>();

const SHAPE = sql`select
    string_agg(format('%s:%s:%s', c.relname, c.relkind, c.relnatts), ',' order by c.relname) as shape
  from pg_class c where c.relnamespace = 'public'::regnamespace`;
const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

async function shapeOf(db: Db): Promise<string> {
  return rowsOf<{ shape: string }>(await db.execute(SHAPE))[0].shape;
}

function poolKey(): string {
  return testPostgresUrl() ? `postgres:${inject('postgresTemplate')}` : `pglite:${inject('pgliteTemplateFile')}`;
}

async function newPooled(key: string): Promise<Pooled> {
  const url = testPostgresUrl();
  let base: Database,
    databaseUrl = '',
    drop = async () => {};
  if (url) {
    const template = inject('postgresTemplate');
    // Named after the run's template, so the global setup's teardown drops what a worker leaves.
    ({
      database: base,
      url: databaseUrl,
      drop,
    } = await freshPostgres(url, { name: template ? `${template}_${randomBytes(4).toString('hex')}` : undefined }));
  } else {
    const file = inject('pgliteTemplateFile');
    base = await openPglite(undefined, file ? new Blob([fs.readFileSync(file)]) : undefined);
  }
  // A copy of the template is migrated already; without one (a file run outside the project's
  // vitest config) the database is migrated here.
  if (!inject('postgresTemplate') && !inject('pgliteTemplateFile')) {
    await base.migrate();
    await ensureWards(base.db);
  }
  const tables = rowsOf<{ name: string }>(
    await base.db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  ).map((r) => r.name);
  // Resetting empties every table and puts the wards back: what the template holds.
  const filled = [];
  for (const name of tables) {
    if (rowsOf(await base.db.execute(sql`select 1 from ${sql.identifier(name)} limit 1`)).length) filled.push(name);
  }
  if (filled.join() !== 'wards')
    throw new Error(`the test template holds rows in ${filled.join(', ')}: reset them in test/test-app.ts too`);
  return { key, base, url: databaseUrl, shape: await shapeOf(base.db), tables, drop };
}

async function reset(p: Pooled): Promise<boolean> {
  if ((await shapeOf(p.base.db)) !== p.shape) return false;
  await p.base.db.execute(
    sql.raw(`truncate table ${p.tables.map((t) => `"${t}"`).join(', ')} restart identity cascade`),
  );
  await ensureWards(p.base.db);
  return true;
}

async function discard(p: Pooled): Promise<void> {
  await p.base.close();
  await p.drop();
}

/** A database in the template's state, and a drizzle of its own (settings memos are kept per Db). */
async function acquire(): Promise<{ pooled: Pooled; database: Database }> {
  const key = poolKey();
  let pooled: Pooled | undefined;
  for (let i = idle.findIndex((p) => p.key === key); i >= 0 && !pooled; i = idle.findIndex((p) => p.key === key)) {
    const candidate = idle.splice(i, 1)[0];
    if (await reset(candidate)) pooled = candidate;
    else await discard(candidate);
  }
  pooled ??= await newPooled(key);
  const client = (pooled.base.db as unknown as { $client: PGlite | pg.Pool }).$client;
  const db = (pooled.base.engine === 'pglite'
    ? drizzlePglite({ client: client as PGlite, schema })
    : drizzlePg({ client: client as pg.Pool, schema })) as unknown as Db;
  return { pooled, database: { ...pooled.base, db, close: async () => {} } };
}

/** Closes the test apps a file left open: the next file of the worker must not meet them. */
export async function closeLeftovers(): Promise<number> {
  const left = [...open];
  for (const t of left) await t.close();
  return left.length;
}

/**
 * The PostgreSQL server to test on: TEST_DATABASE_URL, unless TEST_ENGINE=pglite asks for the
 * embedded engine (vitest.config.ts sets it per server project).
 */
export function testPostgresUrl(engine = process.env.TEST_ENGINE): string | undefined {
  return engine === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
}

export const TEST_PASSWORD = 'correct horse battery';

export interface TestAppOptions {
  /** Log lines go here (set LOG_LEVEL in env too). */
  logStream?: LogStream;
  /** Runs before the app is ready: a test may add a route of its own. */
  beforeReady?: (app: FastifyInstance) => void;
  /** The session token login() gives each role, instead of a random one. */
  sessionTokens?: Partial<Record<Role, string>>;
}

export type Role = 'admin' | 'user';

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-test-'));
  // No built web app unless a test names one: rendering pages is src/pages/' tests' business.
  const noWeb = path.join(dataDir, 'no-web');
  const config = withPaths(
    ConfigSchema.parse({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      WEB_DIST: noWeb,
      WEB_SERVER_DIST: noWeb,
      ...env,
    }),
  );
  const { pooled, database } = await acquire();
  let released = false;
  // Back to the worker's pool once the app has closed (the next acquire resets it).
  const release = async () => {
    if (!released) idle.push(pooled);
    released = true;
  };
  try {
    return await startTestApp(config, database, pooled.url, release, env, options);
  } catch (err) {
    await release();
    throw err;
  }
}

let passwordHash: Promise<string> | undefined;
/** The scrypt hash of TEST_PASSWORD, made once per worker: test users need not each pay scrypt. */
export function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
}

async function startTestApp(
  config: Config,
  database: Database,
  databaseUrl: string,
  release: () => Promise<void>,
  env: Record<string, string>,
  options: TestAppOptions,
): Promise<TestApp> {
  const others: TestApp[] = [];
  const app = await buildApp({
    config,
    db: database.db,
    dbEngine: database.engine,
    logStream: options.logStream,
    listen: database.listen,
  });
  try {
    options.beforeReady?.(app);
    await app.ready();
  } catch (err) {
    await app.close().catch(() => {});
    throw err;
  }

  const cookies: Partial<Record<'admin' | 'user', string>> = {};
  const t: TestApp = {
    app,
    database,
    config,
    async login(role) {
      if (cookies[role]) return cookies[role];
      // A user and a session row as the login route makes them; the route itself (and its scrypt
      // check) is the auth tests' business.
      const username = `${role}-${randomBytes(3).toString('hex')}`;
      const [user] = await database.db
        .insert(users)
        .values({ username, passwordHash: await testPasswordHash(), isAdmin: role === 'admin' })
        .returning({ id: users.id });
      const token = options.sessionTokens?.[role] ?? randomBytes(32).toString('base64url');
      await database.db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
      });
      return (cookies[role] = `${SESSION_COOKIE}=${token}`);
    },
    async loginFamily(houseId) {
      const [user] = await database.db
        .insert(users)
        .values({
          username: `family-${randomBytes(3).toString('hex')}`,
          passwordHash: await testPasswordHash(),
          houseId,
        })
        .returning({ id: users.id });
      const token = randomBytes(32).toString('base64url');
      await database.db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId: user.id,
        expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
      });
      return `${SESSION_COOKIE}=${token}`;
    },
    async request(method, url, { as, payload, headers, remoteAddress } = {}) {
      const cookie = as === 'admin' || as === 'user' ? await t.login(as) : as;
      return app.inject({
        method,
        url,
        remoteAddress,
        headers: { ...headers, ...(cookie ? { cookie } : {}) },
        ...(payload !== undefined ? { payload: payload as object } : {}),
      });
    },
    async another(otherEnv = env) {
      const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-test-'));
      const otherConfig = withPaths(
        ConfigSchema.parse({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DEMO_DATA: 'false',
          ...otherEnv,
          DATA_DIR: otherDir,
        }),
      );
      const same: Database = databaseUrl ? await openPostgres(databaseUrl, 4) : { ...database, close: async () => {} };
      const other = await startTestApp(otherConfig, same, databaseUrl, async () => {}, otherEnv, {});
      others.push(other);
      return other;
    },
    async close() {
      if (!open.delete(t)) return;
      for (const other of others.splice(0)) await other.close();
      await app.close();
      await database.close();
      await release();
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
  open.add(t);
  return t;
}

/** The `sid=…` pair from a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const header = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('sid='));
  if (!header) throw new Error('no session cookie in the response');
  return header.split(';')[0];
}

export interface UseTestAppOptions extends TestAppOptions {
  /** Settings of the app, as createTestApp's env; a function when they are made in beforeAll. */
  env?: Record<string, string> | (() => Promise<Record<string, string>>);
  /** The roles logged in before the file's tests, in this order; their Cookie headers are in `cookies`. */
  as?: Role[];
}

export interface TestAppHandle extends TestApp {
  /** The Cookie header of each role of `as`: known at once, valid from the file's first test on. */
  cookies: Record<Role, string>;
}

/**
 * The test app of a test file (or of a describe block, when called in one): built and logged in as
 * the roles asked for before its tests, closed after them. The handle answers as the app once it is
 * built, so a file declares it at the top and its tests use it directly (docs/architecture.md,
 * "The test app and the factories").
 */
export function testApp({ env = {}, as = [], ...options }: UseTestAppOptions = {}): TestAppHandle {
  // The tokens are chosen now and the sessions made with them later, so that the cookies are plain
  // strings the file can name at the top.
  const sessionTokens = Object.fromEntries(as.map((role) => [role, randomBytes(32).toString('base64url')])) as Record<
    Role,
    string
  >;
  let inner: TestApp | undefined;
  const built = (): TestApp => {
    if (!inner) throw new Error('the test app is built in beforeAll: use it inside a hook or a test');
    return inner;
  };
  beforeAll(async () => {
    inner = await createTestApp(typeof env === 'function' ? await env() : env, { ...options, sessionTokens });
    for (const role of as) await inner.login(role);
  });
  afterAll(async () => {
    await inner?.close();
  });
  return {
    get app() {
      return built().app;
    },
    get database() {
      return built().database;
    },
    get config() {
      return built().config;
    },
    login: (role) => built().login(role),
    loginFamily: (houseId) => built().loginFamily(houseId),
    request: (method, url, opts) => built().request(method, url, opts),
    another: (otherEnv) => built().another(otherEnv),
    close: async () => {
      await inner?.close();
    },
    cookies: Object.fromEntries(as.map((role) => [role, `${SESSION_COOKIE}=${sessionTokens[role]}`])) as Record<
      Role,
      string
    >,
  };
}

/**
 * A test app for one test, closed when that test ends, passed or failed (onTestFinished): for a
 * test that needs a second site or other settings.
 */
export async function testAppForTest(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const t = await createTestApp(env, options);
  onTestFinished(() => t.close());
  return t;
}
