// Starts the server for the browser tests on a fresh copy of the prepared demo parish
// (scripts/e2e-data.mjs, built here when missing), removed again on exit. The server finds the
// database filled and does not load the demo again.
import { cpSync, rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { prepareE2eData } from './e2e-data.mjs';

const dataDir = process.env.DATA_DIR;
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
if (dataDir && process.env.DEMO_DATA === 'true') {
  const prepared = await prepareE2eData({
    admin: process.env.DEMO_ADMIN_PASSWORD,
    user: process.env.DEMO_USER_PASSWORD,
    family: process.env.E2E_FAMILY_PASSWORD,
  });
  cpSync(prepared, dataDir, { recursive: true });
}
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: process.env,
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
