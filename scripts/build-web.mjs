// npm start's web build (docs/decisions.md "Small things: the notice, odd paths, /login, the web
// build"). Skipped when apps/web/dist was built from the sources as they
// are now: the build stores a hash of its inputs in dist/.source-hash. A build writes to a folder
// of its own and is renamed into place, so a second start in the same folder never serves a
// half-written dist. `--force` builds anyway.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the web bundle is made of, relative to the repository root. */
export const WEB_SOURCES = [
  'apps/web/src',
  'apps/web/sw',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages/shared/src',
  'package-lock.json',
];
export const STAMP_FILE = '.source-hash';

function* filesUnder(abs) {
  if (!fs.statSync(abs).isDirectory()) {
    yield abs;
    return;
  }
  for (const name of fs.readdirSync(abs).sort()) yield* filesUnder(path.join(abs, name));
}

/** A hash of every input's path and content. */
export function webSourceHash(root) {
  const hash = createHash('sha256');
  for (const source of WEB_SOURCES) {
    const abs = path.join(root, source);
    if (!fs.existsSync(abs)) continue;
    for (const file of filesUnder(abs)) {
      hash.update(path.relative(root, file).split(path.sep).join('/'));
      hash.update('\0');
      hash.update(fs.readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('hex');
}

/** Whether dist holds a complete build of the current sources (and dist-server its server renderer). */
export function isWebBuildFresh(root, dist = path.join(root, 'apps/web/dist')) {
  try {
    const renderer = path.join(path.dirname(dist), 'dist-server', 'entry-server.js');
    return (
      fs.existsSync(path.join(dist, 'index.html')) &&
      fs.existsSync(renderer) &&
      fs.readFileSync(path.join(dist, STAMP_FILE), 'utf8').trim() === webSourceHash(root)
    );
  } catch {
    return false;
  }
}

/** Swaps a finished folder in for `target` (two renames: a directory cannot replace a non-empty one in one step). */
function swapIn(fresh, target) {
  const old = `${target}.old-${process.pid}`;
  // Another start may swap its own build in meanwhile; then this one moves that aside and takes its place.
  for (let attempt = 0; ; attempt += 1) {
    try {
      if (fs.existsSync(target)) fs.renameSync(target, old);
      fs.renameSync(fresh, target);
      break;
    } catch (err) {
      if (attempt >= 3) throw err;
      fs.rmSync(old, { recursive: true, force: true });
    }
  }
  fs.rmSync(old, { recursive: true, force: true });
}

/**
 * Builds the browser's app (dist) and the server's renderer of its pages (dist-server) into
 * folders of this process, then swaps them in: the renderer first, so a dist always has its
 * renderer beside it.
 */
export function buildWeb(root) {
  const web = path.join(root, 'apps/web');
  const hash = webSourceHash(root);
  const fresh = path.join(web, `.dist-build-${process.pid}`);
  const freshServer = path.join(web, `.dist-server-build-${process.pid}`);
  const builds = [
    ['vite', 'build', '--outDir', fresh, '--emptyOutDir'],
    ['vite', 'build', '--ssr', 'src/entry-server.tsx', '--outDir', freshServer, '--emptyOutDir'],
  ];
  for (const args of builds) {
    const result = spawnSync('npx', args, { cwd: web, stdio: 'inherit' });
    if (result.status !== 0) {
      fs.rmSync(fresh, { recursive: true, force: true });
      fs.rmSync(freshServer, { recursive: true, force: true });
      throw new Error(`vite build failed (${result.status})`);
    }
  }
  fs.writeFileSync(path.join(fresh, STAMP_FILE), hash);
  swapIn(freshServer, path.join(web, 'dist-server'));
  swapIn(fresh, path.join(web, 'dist'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  if (!process.argv.includes('--force') && isWebBuildFresh(root))
    console.log('web app: apps/web/dist matches its sources, build skipped');
  else buildWeb(root);
}
