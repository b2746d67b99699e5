// Opens the database: embedded PGlite in a folder, or a PostgreSQL server by URL. Same schema,
// same SQL, same migrations on both.
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * LISTENs on a channel over a connection of its own (PostgreSQL), kept open and opened again when
 * it drops: `onLive(false)` when it is lost, `onLive(true)` once it listens again. Resolves with a
 * function that stops listening.
 */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onLive: (live: boolean) => void,
  log: { warn(obj: object, msg: string): void },
) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  engine: 'pglite' | 'postgres';
  /** LISTEN: several processes on a PostgreSQL database hear each other through it. */
  listen: Listen;
  /**
   * Runs `work` while holding a database-wide lock (PostgreSQL advisory lock; PGlite: one process
   * anyway), so processes starting together migrate and seed one after the other.
   */
  withStartLock<T>(work: () => Promise<T>): Promise<T>;
  /** Applies the committed migrations (idempotent). */
  migrate(): Promise<void>;
  /** PGlite only: the data folder as a tar, which `openPglite(undefined, dump)` opens again. */
  dumpDataDir(): Promise<Blob>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, 'migrations');

const PGLITE_SHARED_BUFFERS = '16MB';
/** What PGlite is opened with besides its folder (a kept template of a fresh database keys by it). */
export const PGLITE_START_SETTINGS = { extensions: ['pg_trgm'], sharedBuffers: PGLITE_SHARED_BUFFERS };

/** `dir` undefined opens an in-memory PGlite (tests), empty or loaded from a `dumpDataDir()` tar. */
export async function openPglite(dir?: string, loadDataDir?: Blob): Promise<Database> {
  if (dir) fs.mkdirSync(dir, { recursive: true });
  // Loaded only here: a process on PostgreSQL does not carry PGlite (docs/decisions.md "What it costs to run").
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    // PostgreSQL's default 128 MB of shared buffers live in PGlite's WASM memory, which never gives
    // back what it took; the files are in the system's file cache anyway (docs/decisions.md "What
    // it costs to run").
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_DIR }),
    dumpDataDir: () => client.dumpDataDir('none'),
    // One process owns a PGlite folder; its LISTEN reaches the apps sharing this instance (tests).
    async listen(channel, onMessage, onLive) {
      const stop = await client.listen(channel, onMessage);
      onLive(true);
      return async () => {
        await stop().catch(() => {});
      };
    },
    withStartLock: (work) => work(),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // Fail now, with the server's reason, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg({ client: pool, schema });
  return {
    db: db as unknown as Db,
    engine: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }),
    dumpDataDir: () => Promise.reject(new Error('dumpDataDir is for PGlite only')),
    listen: (channel, onMessage, onLive, log) => listenOn(url, channel, onMessage, onLive, log),
    async withStartLock(work) {
      // A session lock on a connection of its own: released when it is closed, also by a
      // process that dies holding it.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [START_LOCK]);
        return await work();
      } finally {
        await client.end().catch(() => {});
      }
    },
    close: () => pool.end(),
  };
}

/** The advisory lock key of start-up work (migrations, the demo parish): 'parish' in ASCII. */
const START_LOCK = 0x70617269;

async function listenOn(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLive: (live: boolean) => void,
  log: Parameters<Listen>[3],
) {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 250;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload) onMessage(n.payload);
    });
    const lost = (err?: Error) => {
      if (client !== c) return;
      client = null;
      onLive(false);
      if (err) log.warn({ err: { kind: err.name, message: err.message } }, 'change channel (PostgreSQL LISTEN) lost');
      c.end().catch(() => {});
      if (!stopped) timer = setTimeout(() => void connect().catch(() => {}), retryMs);
      retryMs = Math.min(retryMs * 2, 5_000);
    };
    c.on('error', lost);
    c.on('end', () => lost());
    client = c;
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch (err) {
      lost(err as Error);
      throw err;
    }
    retryMs = 250;
    onLive(true);
  };
  try {
    await connect();
  } catch (err) {
    // At start a database that does not answer is the caller's error, not a retry loop.
    stopped = true;
    clearTimeout(timer);
    throw err;
  }
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = null;
    await c?.end().catch(() => {});
  };
}

export function openDatabase(opts: { databaseUrl?: string; dbDir: string }): Promise<Database> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dbDir);
}
