// Starts the server: settings, database (migrated, demo loaded when empty), then listen. Stops
// gracefully on SIGTERM/SIGINT (shutdown.ts); a second signal stops at once.
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openAndMigrate, seedDemoIfEmpty } from './setup/start.ts';
import { openStore } from './media/storage.ts';
import { closeGracefully } from './shutdown.ts';

const startedAt = Date.now();
const config = loadConfig();
const say = (line: string) => console.log(line);

const database = await openAndMigrate(config).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
const store = openStore(config);
await seedDemoIfEmpty(database, config, store, say);

const app = await buildApp({ config, db: database.db, dbEngine: database.engine, listen: database.listen, store });
const closeDatabase = async () => {
  store.close();
  await database.close();
};

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info({ signal }, 'stopping: no new requests, finishing the ones under way');
    closeGracefully({ app, closeDatabase, timeoutMs: config.SHUTDOWN_TIMEOUT_MS }).then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(`Stopping failed: ${(err as Error).message}`);
        process.exit(1);
      },
    );
  });
}

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (err) {
  console.error(`Cannot listen on port ${config.PORT}: ${(err as Error).message}`);
  await closeDatabase();
  process.exit(1);
}
say(
  `Parish site on http://localhost:${config.PORT} (${database.engine}, files in ${store.where}, ready in ` +
    `${Date.now() - startedAt} ms)`,
);
