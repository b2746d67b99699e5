// A fresh app on a fresh, migrated database for one test file: in-memory PGlite by default, or a
// new database on the PostgreSQL server of TEST_DATABASE_URL (dropped again in close()). Both are
// copies of the template the run migrated once (test/template-db.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { ConfigSchema, withPaths, type Config } from '../config.ts';
import { buildApp } from '../app.ts';
import type { LogStream } from '../plugins/log.ts';
import { openPglite, openPostgres, type Database } from '../db/client.ts';
import { ensureWards } from '../db/seed.ts';
import { createUser } from '../features/auth/queries.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Logs in (creating the user) and returns the Cookie header to send. */
  login(role: 'admin' | 'user'): Promise<string>;
  /**
   * Another app on the same database, with a data folder of its own, as a second process would
   * be (PostgreSQL: its own connections; PGlite: the same instance). Closed with this one.
   */
  another(env?: Record<string, string>): Promise<TestApp>;
  close(): Promise<void>;
}

/** `empty`: no copy of the migrated template (a migration test runs the migrations itself). */
export async function freshPostgres(url: string, { empty = false } = {}): Promise<{ database: Database; url: string; drop: () => Promise<void> }> {
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
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

async function freshPglite(): Promise<Database> {
  const file = inject('pgliteTemplateFile');
  return openPglite(undefined, file ? new Blob([fs.readFileSync(file)]) : undefined);
}

/**
 * The PostgreSQL server to test on: TEST_DATABASE_URL, unless TEST_ENGINE=pglite asks for the
 * embedded pass (scripts/test-unit.mjs runs both).
 */
export function testPostgresUrl(): string | undefined {
  return process.env.TEST_ENGINE === 'pglite' ? undefined : process.env.TEST_DATABASE_URL;
}

export const TEST_PASSWORD = 'correct horse battery';

export interface TestAppOptions {
  /** Log lines go here (set LOG_LEVEL in env too). */
  logStream?: LogStream;
  /** Runs before the app is ready: a test may add a route of its own. */
  beforeReady?: (app: FastifyInstance) => void;
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-test-'));
  // No built web app unless a test names one: rendering pages is src/pages/' tests' business.
  const noWeb = path.join(dataDir, 'no-web');
  const config = withPaths(ConfigSchema.parse({
    NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir, DEMO_DATA: 'false', WEB_DIST: noWeb, WEB_SERVER_DIST: noWeb, ...env,
  }));
  const url = testPostgresUrl();
  const { database, url: databaseUrl, drop } = url ? await freshPostgres(url) : { database: await freshPglite(), url: '', drop: async () => {} };
  return startTestApp(config, database, databaseUrl, drop, env, options);
}

async function startTestApp(
  config: Config, database: Database, databaseUrl: string, drop: () => Promise<void>, env: Record<string, string>, options: TestAppOptions,
): Promise<TestApp> {
  const others: TestApp[] = [];
  // A copy of the template is migrated already; without one (a file run outside the project's
  // vitest config) the database is migrated here.
  if (!inject('postgresTemplate') && !inject('pgliteTemplateFile')) {
    await database.migrate();
    await ensureWards(database.db);
  }
  const app = await buildApp({ config, db: database.db, dbEngine: database.engine, logStream: options.logStream, listen: database.listen });
  options.beforeReady?.(app);
  await app.ready();

  const cookies: Partial<Record<'admin' | 'user', string>> = {};
  return {
    app,
    database,
    config,
    async login(role) {
      if (cookies[role]) return cookies[role];
      const username = `${role}-${randomBytes(3).toString('hex')}`;
      await createUser(database.db, { username, password: TEST_PASSWORD, isAdmin: role === 'admin' });
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: TEST_PASSWORD } });
      if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
      return (cookies[role] = sessionCookie(res));
    },
    async another(otherEnv = env) {
      const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-test-'));
      const otherConfig = withPaths(ConfigSchema.parse({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO_DATA: 'false', ...otherEnv, DATA_DIR: otherDir }));
      const same: Database = databaseUrl ? await openPostgres(databaseUrl, 4) : { ...database, close: async () => {} };
      const other = await startTestApp(otherConfig, same, databaseUrl, async () => {}, otherEnv, {});
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others.splice(0)) await other.close();
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(config.DATA_DIR, { recursive: true, force: true });
    },
  };
}

/** The `sid=…` pair from a response's Set-Cookie, ready for a Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const header = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('sid='));
  if (!header) throw new Error('no session cookie in the response');
  return header.split(';')[0];
}
