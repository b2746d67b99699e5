// `npm test`: every check, the independent ones side by side, then the unit/API tests, then the
// browser tests; each step's time and the whole wall time are printed at the end, so a slower
// suite shows in every run (docs/decisions.md "A test suite that runs in ten minutes").
// The first lane is the static checks (typecheck, lint); the second builds what the tests run
// against (the web build, then the browser tests' demo data folder). A failed step stops the run:
// the steps after it are not started and the other lane's running step is stopped.
import { spawn } from 'node:child_process';

/** Lanes run side by side; the steps of a lane one after another. */
const PHASES = [
  [
    [step('typecheck', 'npm', ['run', '-s', 'typecheck']), step('lint', 'npm', ['run', '-s', 'lint'])],
    [step('build', 'npm', ['run', '-s', 'build']), step('e2e data', 'node', ['scripts/e2e-data.mjs'])],
  ],
  [[step('unit and API tests', 'node', ['scripts/test-unit.mjs'], { stream: true })]],
  [[step('browser tests', 'npm', ['run', '-s', 'test:browser'], { stream: true })]],
];

function step(name, command, args, { stream = false } = {}) {
  return { name, command, args, stream };
}

const started = Date.now();
const results = [];
const running = new Set();
let failed = false;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one step; a step that shares the terminal with another lane prints its output when done. */
function run({ name, command, args, stream }) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    // A step beside another lane runs in a process group of its own, so stopping it stops what it
    // started (npm → tsc, eslint…).
    const child = spawn(command, args, {
      stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: !stream,
      env: process.env,
    });
    running.add(child);
    const output = [];
    child.stdout?.on('data', (d) => output.push(d));
    child.stderr?.on('data', (d) => output.push(d));
    child.on('close', (code, signal) => {
      running.delete(child);
      const ms = Date.now() - t0;
      const ok = code === 0;
      if (!stream && (output.length || !ok)) {
        process.stdout.write(`\n── ${name} ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      const status = ok ? 'passed' : signal ? `stopped (${signal})` : `failed (exit ${code})`;
      console.log(`── ${name}: ${status} in ${seconds(ms)}`);
      results.push({ name, status, ms });
      resolve(ok);
    });
  });
}

function stopAll() {
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

async function lane(steps) {
  for (const s of steps) {
    if (failed) return;
    if (!(await run(s))) {
      failed = true;
      stopAll();
    }
  }
}

for (const phase of PHASES) {
  if (failed) break;
  await Promise.all(phase.map(lane));
}

const total = Date.now() - started;
console.log('\nnpm test, step by step:');
for (const r of results) console.log(`  ${r.name.padEnd(20)} ${seconds(r.ms).padStart(9)}  ${r.status}`);
const wholeSeconds = Math.round(total / 1000);
const minutes = `${Math.floor(wholeSeconds / 60)} min ${wholeSeconds % 60} s`;
console.log(`npm test ${failed ? 'FAILED' : 'passed'}: ${minutes} wall time (${seconds(total)})`);
process.exit(failed ? 1 : 0);
