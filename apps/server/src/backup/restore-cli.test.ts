// `npm run restore` of a cut file (docs/decisions.md "Restoring a cut backup, and the spec's History body"): the command restores into the
// embedded engine whatever the test pass runs on, so this file runs once per run (ONE_ENGINE in
// vitest.config.ts), not again in the PostgreSQL pass.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/test-app.ts';
import { writeBackup } from './backup.ts';

const withoutDatabaseUrl = ({ DATABASE_URL: _url, ...env }: NodeJS.ProcessEnv) => env;

const source = testApp();
let tmp: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-restore-cli-test-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('npm run restore', () => {
  it('of a cut file: one line saying it is incomplete, a non-zero exit, no stack trace', async () => {
    const file = path.join(tmp, 'to-halve-cli.backup.gz');
    await writeBackup(source.database.db, source.app.store, { file }, source.database.engine);
    const half = path.join(tmp, 'half-cli.backup.gz');
    fs.writeFileSync(half, fs.readFileSync(file).subarray(0, Math.floor(fs.statSync(file).size / 2)));
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-restore-cli-'));
    try {
      const run = spawnSync(
        process.execPath,
        ['--import', 'tsx', path.resolve(import.meta.dirname, 'cli.ts'), 'restore', half],
        {
          // The embedded engine in an empty folder, whatever the test pass runs on.
          env: { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir, DEMO_DATA: 'false', LOG_LEVEL: 'silent' },
          encoding: 'utf8',
          timeout: 90_000,
        },
      );
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr.trim()).toBe(
        'The backup is incomplete (it has no end): it was cut off while being written or copied',
      );
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
