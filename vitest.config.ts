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
          // One migrated template per run; each test file copies it (test/template-db.ts).
          globalSetup: ['src/test/template-db.ts'],
        },
      },
      'apps/web/vitest.config.ts',
    ],
  },
});
