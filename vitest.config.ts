import { configDefaults, defineConfig } from 'vitest/config';

const server = {
  root: 'apps/server', include: ['src/**/*.test.ts'], environment: 'node' as const,
  testTimeout: 30_000, hookTimeout: 60_000,
  // One migrated template per run; each test app gets a copy (test/template-db.ts). One local
  // S3-compatible server, for the storage tests on the object store (test/s3-global.ts).
  globalSetup: ['src/test/template-db.ts', 'src/test/s3-global.ts'],
  env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
};
// The server project runs its files in one module graph and one pool of databases per worker
// (isolate: false; test/test-app.ts), test/file-guard.ts undoing what a file leaves behind. Files
// that vi.mock a module the app imports need a module graph of their own: server-isolated.
const ISOLATED = ['src/features/auth/lockout.test.ts'];

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'], environment: 'node' } },
      { test: { ...server, name: 'server', exclude: [...configDefaults.exclude, ...ISOLATED], isolate: false, setupFiles: ['src/test/file-guard.ts'] } },
      { test: { ...server, name: 'server-isolated', include: ISOLATED } },
      'apps/web/vitest.config.ts',
    ],
  },
});
