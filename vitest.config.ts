import os from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const server = {
  root: 'apps/server',
  include: ['src/**/*.test.ts'],
  environment: 'node' as const,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // One migrated template per run; each test app gets a copy (test/template-db.ts). One local
  // S3-compatible server, for the storage tests on the object store (test/s3-global.ts).
  globalSetup: ['src/test/template-db.ts', 'src/test/s3-global.ts'],
  env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
};
// The server project runs its files in one module graph and one pool of databases per worker
// (isolate: false; test/test-app.ts), test/file-guard.ts undoing what a file leaves behind. Files
// that vi.mock a module the app imports need a module graph of their own: server-isolated.
const ISOLATED = ['src/features/auth/lockout.test.ts'];
// Files whose subject does not depend on the engine of the run: they touch no database, or only an
// embedded one of their own whatever the pass (the start test's data folder, a server started with a
// DATABASE_URL of its own). With both engines in a run they run once, in the PGlite pass.
const ONE_ENGINE = [
  'src/config.test.ts',
  'src/domain/house-presenters.test.ts',
  'src/pages/manifest.test.ts',
  'src/setup/demo/ads.test.ts',
  'src/setup/demo/fonts.test.ts',
  'src/setup/demo/generate.test.ts',
  'src/setup/start.test.ts',
  'src/backup/restore-cli.test.ts',
];

// The engines the server tests run on: TEST_ENGINE=pglite or postgres for one of them; unset,
// PGlite, and PostgreSQL too in the same run (projects server-pg*) when TEST_DATABASE_URL names a
// server, sharing the run's workers.
const only = process.env.TEST_ENGINE;
const engines =
  only === 'pglite' || only === 'postgres'
    ? [only]
    : ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    // A worker per core. Vitest's default leaves one core to its main process (cores − 1), which on
    // a 2-core machine is one worker: the main process and PostgreSQL use little, and half the
    // machine sat idle (docs/decisions.md "A test suite that runs in ten minutes").
    maxWorkers: os.availableParallelism(),
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'], environment: 'node' } },
      ...engines.flatMap((engine) => {
        const again = engines.length > 1 && engine === 'postgres';
        const name = again ? 'server-pg' : 'server';
        const env = { ...server.env, TEST_ENGINE: engine };
        return [
          {
            test: {
              ...server,
              env,
              name,
              exclude: [...configDefaults.exclude, ...ISOLATED, ...(again ? ONE_ENGINE : [])],
              isolate: false,
              setupFiles: ['src/test/file-guard.ts'],
            },
          },
          { test: { ...server, env, name: `${name}-isolated`, include: ISOLATED } },
        ];
      }),
      'apps/web/vitest.config.ts',
    ],
  },
});
