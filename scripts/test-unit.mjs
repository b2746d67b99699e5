// Unit, API and component tests in one vitest run: the API tests on the embedded database and,
// when TEST_DATABASE_URL names a server, on PostgreSQL too (projects server-pg*, vitest.config.ts),
// sharing the run's workers rather than running a second pass after the first. TEST_ENGINE=pglite
// or postgres runs the API tests on that engine only.
import { spawnSync } from 'node:child_process';

const status = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit' }).status ?? 1;
const url = process.env.TEST_DATABASE_URL?.replace(/\/\/[^@]*@/, '//…@');
const engine = process.env.TEST_ENGINE;
if (engine === 'pglite' || engine === 'postgres') {
  console.log(
    `\nTEST_ENGINE=${engine}: the API tests ran on ` +
      `${engine === 'pglite' ? 'PGlite' : `PostgreSQL (${url ?? 'TEST_DATABASE_URL is not set'})`} only.`,
  );
} else if (url) {
  console.log(`\nThe API tests ran on PGlite and on PostgreSQL (${url}): projects server* and server-pg*.`);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
}
process.exit(status);
