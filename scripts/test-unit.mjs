// Unit, API and component tests in one vitest run: the API tests on the embedded database and,
// when TEST_DATABASE_URL names a server, on PostgreSQL too (projects server-pg*, vitest.config.ts),
// sharing the run's workers rather than running a second pass after the first.
import { spawnSync } from 'node:child_process';

const env = { ...process.env };
delete env.TEST_ENGINE; // both engines: vitest.config.ts
const status = spawnSync('npx', ['vitest', 'run'], { stdio: 'inherit', env }).status ?? 1;
if (process.env.TEST_DATABASE_URL) {
  console.log(`\nThe API tests ran on PGlite and on PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')}): projects server* and server-pg*.`);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
}
process.exit(status);
