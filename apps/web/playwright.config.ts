// End-to-end tests: the built app served by the real server (npm start's code path) on a fresh
// embedded database with the demo parish, driven in Debian's Chromium: its headless shell for most
// tests (half the CPU of a full Chromium per page), the full browser for the tests tagged
// @full-chromium, which need what the shell lacks (a push service, installability)
// (docs/decisions.md, A test suite that runs in ten minutes).
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 4310);
export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
export const E2E_USER_PASSWORD = 'e2e-user-password';
/** The family account `family` the tests' data has (scripts/e2e-data.mjs), for /my-family. */
export const E2E_FAMILY_PASSWORD = 'e2e-family-password';
// One folder per port, emptied by scripts/e2e-server.mjs at each start: Playwright may kill the
// server before it can clean up, and a folder per run would pile up.
const dataDir = path.join(os.tmpdir(), `parish-e2e-${PORT}`);

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FULL_CHROMIUM_TAG = /@full-chromium/;
// A test that changes what every visitor sees for a while (the parish's directory default) runs
// alone, after all the others: a test beside it would read the site changed under it.
const SITE_WIDE_TAG = /@site-wide/;
const phone = { ...devices['Pixel 5'], viewport: { width: 360, height: 800 }, defaultBrowserType: 'chromium' as const };

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'off',
    // The site's service worker answers reads, pages and the shell, and Playwright's routes do not
    // see what a worker answers: specs that slow or fail a request would race its start. Only the
    // specs that test it let it run (offline, news: test.use({ serviceWorkers: 'allow' })).
    serviceWorkers: 'block',
    // The first-visit notice is a modal over every screen: specs start as returning
    // visitors. e2e/shell.spec.ts clears this to test the first visit itself.
    // The `visited` cookie alone: the server renders no notice for it and the client reads it as
    // well as localStorage (lib/first-visit.ts), as for a user whose storage was cleared. A
    // localStorage origin here costs every context a page load of its own.
    storageState: {
      cookies: [
        {
          name: 'visited',
          value: 'true',
          domain: 'localhost',
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  projects: [
    // Each test runs in exactly one of the three.
    {
      name: 'phone',
      grepInvert: [FULL_CHROMIUM_TAG, SITE_WIDE_TAG],
      use: { ...phone, launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS } },
    },
    {
      name: 'phone-full-chromium',
      grep: FULL_CHROMIUM_TAG,
      grepInvert: SITE_WIDE_TAG,
      use: { ...phone, launchOptions: { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS } },
    },
    {
      name: 'site-wide',
      grep: SITE_WIDE_TAG,
      dependencies: ['phone', 'phone-full-chromium'],
      use: { ...phone, launchOptions: { executablePath: HEADLESS_SHELL, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    cwd: path.resolve(import.meta.dirname, '../..'),
    url: `http://localhost:${PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      DEMO_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_USER_PASSWORD: E2E_USER_PASSWORD,
      E2E_FAMILY_PASSWORD,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
      // A worker's tests share one session per role (e2e/fixtures.ts).
      RATE_LIMIT_SESSION_MAX: '100000',
      // No backup of the database at start (the nightly backup's check runs then): no spec tests it.
      BACKUP_KEEP: '0',
      LOGIN_FAILURE_MAX: '1000',
      // Push subscriptions of the news spec name this machine (port 9, nothing listens): the
      // server never sends to a push service outside it, and does not retry the refusal. Every
      // browser of the run registers from this one address.
      PUSH_HOSTS: '127.0.0.1:9',
      PUSH_REGISTRATIONS_PER_IP: '100000',
      PUSH_RETRIES: '0',
      // The join specs send several join forms a run from this one address.
      JOIN_REQUESTS_PER_IP: '100000',
    },
  },
});
