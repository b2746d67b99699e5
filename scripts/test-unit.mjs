// Unit, API and component tests: everything on the embedded database first, then the API tests
// again on PostgreSQL when TEST_DATABASE_URL names a server.
import { spawnSync } from 'node:child_process';

const vitest = (args, env = {}) =>
  spawnSync('npx', ['vitest', 'run', ...args], { stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let status = vitest([], { TEST_ENGINE: 'pglite' });
if (status === 0 && process.env.TEST_DATABASE_URL) {
  console.log(`\nAPI tests again on PostgreSQL (${process.env.TEST_DATABASE_URL.replace(/\/\/[^@]*@/, '//…@')})`);
  status = vitest(['--project', 'server*'], { TEST_ENGINE: 'postgres' });
} else if (status === 0) {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
}
process.exit(status);
