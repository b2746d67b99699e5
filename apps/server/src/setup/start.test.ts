// Starting: data survives a restart, and a database that can't be opened stops the server with one line.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigSchema, withPaths } from '../config.ts';
import { buildApp } from '../app.ts';
import { openAndMigrate, seedDemoIfEmpty } from './start.ts';
import { getSettings, putSettings } from '../domain/settings.ts';
import { DiskStore } from '../media/storage.ts';
import { createUser } from '../features/auth/queries.ts';
import { TEST_PASSWORD } from '../test/test-app.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
const SERVER_MAIN = path.resolve(import.meta.dirname, '../main.ts');

describe('the embedded database', () => {
  // Always the embedded engine: its data folder is what must survive (PostgreSQL keeps data by itself).
  it('keeps data written through the API across a restart', async () => {
    const config = withPaths(ConfigSchema.parse({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: 'false' }));
    const first = await openAndMigrate(config);
    await createUser(first.db, { username: 'admin1', password: TEST_PASSWORD, isAdmin: true });
    let app = await buildApp({ config, db: first.db, dbEngine: first.engine });
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin1', password: TEST_PASSWORD },
    });
    const cookie = String([login.headers['set-cookie']].flat()[0]).split(';')[0];
    const put = await app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: { cookie },
      payload: { adminPhone: '9400000001' },
    });
    expect(put.statusCode).toBe(200);
    await app.close();
    await first.close();

    const second = await openAndMigrate(config);
    app = await buildApp({ config, db: second.db, dbEngine: second.engine });
    const res = await app.inject({ url: '/api/settings' });
    expect(res.json().adminPhone).toBe('+919400000001');
    // The session row survived too.
    const me = await app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.json().userInfo.username).toBe('admin1');
    await app.close();
    await second.close();
    // Two cold opens of an on-disk PGlite (initdb, migrations, reopen): ~5 s on an idle machine,
    // past the 30 s default on a loaded one.
  }, 120_000);
});

describe('a database that cannot be reached', () => {
  it('makes the server exit non-zero with one clear line', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
      env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/parish', PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot open the database at postgres:\/\/nobody@127\.0\.0\.1:1\/parish: .*ECONNREFUSED/);
  });

  it('says which setting is wrong when DATABASE_URL is not a postgres URL', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', SERVER_MAIN], {
      env: { ...process.env, DATABASE_URL: 'mysql://x', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL: must start with postgres://');
  });
});

describe('the directory default at start (docs/decisions.md "A real parish starts protected")', () => {
  it('stores protected for a real parish once, and keeps what the office chose after', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-start-'));
    try {
      const config = withPaths(ConfigSchema.parse({ DATA_DIR: dir, LOG_LEVEL: 'silent', DEMO_DATA: 'false' }));
      const database = await openAndMigrate(config);
      const store = new DiskStore(config.DATA_DIR);
      await seedDemoIfEmpty(database, config, store, () => {});
      expect((await getSettings(database.db)).directoryDefault).toBe('protected');
      await putSettings(database.db, { directoryDefault: 'open' });
      await seedDemoIfEmpty(database, config, store, () => {});
      expect((await getSettings(database.db)).directoryDefault).toBe('open');
      await database.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
