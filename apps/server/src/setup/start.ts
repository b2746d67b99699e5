// Opening, migrating and seeding the database: shared by the server, the reset script and tests.
// Above db/ (which holds only the schema, the client, migrations and pure helpers): it runs the
// features' start-up work too (search keys, demo accounts).
import type { Config } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { ensureWards, isEmpty } from '../db/seed.ts';
import { ensureDemoAccounts } from './demo-accounts.ts';
import { loadDemo } from './demo/load.ts';
import { refreshSearchKeys } from '../domain/search-keys.ts';
import { settleDirectoryDefault } from '../domain/settings.ts';
import type { FileStore } from '../media/storage.ts';

/** Opens and migrates; on failure throws an Error whose message is one readable line. */
export async function openAndMigrate(config: Pick<Config, 'DATABASE_URL' | 'dbDir'>): Promise<Database> {
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dbDir: config.dbDir });
  } catch (err) {
    const where = config.DATABASE_URL ? redact(config.DATABASE_URL) : config.dbDir;
    throw new Error(`Cannot open the database at ${where}: ${reason(err)}`);
  }
  try {
    // Processes starting together on one PostgreSQL database take turns (an advisory lock).
    await database.withStartLock(async () => {
      await database.migrate();
      await ensureWards(database.db);
      await refreshSearchKeys(database.db, console.log);
    });
  } catch (err) {
    await database.close().catch(() => {});
    throw new Error(`Cannot migrate the database: ${reason(err)}`);
  }
  return database;
}

/**
 * Loads the demo parish into an empty database (its pictures into `store`), once however many
 * processes start; first stores the directory default of a parish that has none (a real parish:
 * protected).
 */
export async function seedDemoIfEmpty(
  database: Database,
  config: Config,
  store: FileStore,
  log: (line: string) => void,
) {
  // A real parish's directory starts protected, the demo's open, unless the office chose already.
  await settleDirectoryDefault(database.db, config.DEMO_DATA ? 'open' : 'protected');
  if (!config.DEMO_DATA) return;
  await database.withStartLock(async () => {
    if (await isEmpty(database.db)) {
      log('The database is empty: loading the demo parish…');
      await loadDemo(database.db, store, { log });
    }
    await ensureDemoAccounts(database.db, { admin: config.DEMO_ADMIN_PASSWORD, user: config.DEMO_USER_PASSWORD }, log);
  });
}

function reason(err: unknown): string {
  if (err instanceof AggregateError && err.errors.length) return reason(err.errors[0]);
  if (err instanceof Error) return err.message || err.name;
  return String(err);
}

function redact(url: string): string {
  return url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
}
