// npm run db:reset            rebuilds the demo parish from scratch (the database is emptied!)
// npm run db:demo -- --members 100000   the same with a large parish, for benchmarks
import fs from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { openAndMigrate } from '../start.ts';
import { loadDemo } from './load.ts';
import { ensureDemoAccounts } from '../demo-accounts.ts';
import { openStore, UPLOADS } from '../../media/storage.ts';

const { values } = parseArgs({ options: { members: { type: 'string' }, seed: { type: 'string' } } });
const config = loadConfig();

// Empty the database first: drop everything the migrations made, then migrate again.
const first = await openAndMigrate(config).catch((err: Error) => (console.error(err.message), process.exit(1)));
await first.db.execute(sql`drop schema if exists public cascade`);
await first.db.execute(sql`drop schema if exists drizzle cascade`);
await first.db.execute(sql`create schema public`);
await first.close();
// The uploads go too (from the object store as well, when one is set).
const store = openStore(config);
const uploads: string[] = [];
for await (const file of store.list(UPLOADS)) uploads.push(file.key);
await store.remove(uploads);
await fs.rm(config.uploadsDir, { recursive: true, force: true });

const database = await openAndMigrate(config);
await loadDemo(database.db, store, {
  members: values.members ? Number(values.members) : undefined,
  seed: values.seed ? Number(values.seed) : undefined,
  log: console.log,
});
await ensureDemoAccounts(
  database.db,
  { admin: config.DEMO_ADMIN_PASSWORD, user: config.DEMO_USER_PASSWORD },
  console.log,
);
await database.close();
store.close();
