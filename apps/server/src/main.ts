// Starts the server: settings, database (migrated, demo loaded when empty), then listen.
import { loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { openAndMigrate, seedDemoIfEmpty } from './setup/start.ts';

const startedAt = Date.now();
const config = loadConfig();
const say = (line: string) => console.log(line);

const database = await openAndMigrate(config).catch((err: Error) => {
  console.error(err.message);
  process.exit(1);
});
await seedDemoIfEmpty(database, config, say);

const app = await buildApp({ config, db: database.db, dbEngine: database.engine });
app.addHook('onClose', () => database.close());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(() => process.exit(0), () => process.exit(1));
  });
}

try {
  await app.listen({ port: config.PORT, host: config.HOST });
} catch (err) {
  console.error(`Cannot listen on port ${config.PORT}: ${(err as Error).message}`);
  await database.close();
  process.exit(1);
}
say(`Parish site on http://localhost:${config.PORT} (${database.engine}, ready in ${Date.now() - startedAt} ms)`);
