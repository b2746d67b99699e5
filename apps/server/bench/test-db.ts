// What a server test file pays for its database: a fresh embedded database created
// and migrated, against a copy loaded from the run's migrated template (what the tests do now).
// Run: node --import tsx apps/server/bench/test-db.ts [rounds]
import { performance } from 'node:perf_hooks';
import { openPglite } from '../src/db/client.ts';
import { ensureWards } from '../src/db/seed.ts';

const rounds = Number(process.argv[2] ?? 5);

async function timed(label: string, run: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label}: median ${Math.round(sorted[Math.floor(rounds / 2)])} ms, min ${Math.round(sorted[0])} ms, max ` +
      `${Math.round(sorted.at(-1)!)} ms (${rounds} rounds)`,
  );
  return times;
}

const template = await openPglite();
await template.migrate();
await ensureWards(template.db);
const dump = await template.dumpDataDir();
await template.close();

await timed('create + migrate (before)', async () => {
  const database = await openPglite();
  await database.migrate();
  await ensureWards(database.db);
  await database.close();
});
await timed('copy of the template (now)', async () => {
  const database = await openPglite(undefined, dump);
  await database.close();
});
