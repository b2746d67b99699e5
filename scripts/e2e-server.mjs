// Starts the server for the browser tests on an empty data folder, removed again on exit.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';

const dataDir = process.env.DATA_DIR;
if (dataDir) rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit', env: process.env });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
