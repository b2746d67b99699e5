import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'], environment: 'node' } },
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'], environment: 'node' } },
      {
        test: {
          name: 'server', root: 'apps/server', include: ['src/**/*.test.ts'], environment: 'node',
          testTimeout: 30_000, hookTimeout: 60_000,
          // One migrated template per run; each test file copies it (test/template-db.ts). One local
          // S3-compatible server, for the storage tests on the object store (test/s3-global.ts).
          globalSetup: ['src/test/template-db.ts', 'src/test/s3-global.ts'],
          env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
