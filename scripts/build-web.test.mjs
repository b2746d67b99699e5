// npm start skips the web build only when dist was built from the current sources.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { STAMP_FILE, isWebBuildFresh, webSourceHash } from './build-web.mjs';

let root = '';
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(rel, text) {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
}

function fixture() {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-web-'));
  write('apps/web/src/main.tsx', 'one');
  write('apps/web/index.html', '<html></html>');
  write('packages/shared/src/a.ts', 'export const a = 1;');
  write('package-lock.json', '{}');
}

describe('isWebBuildFresh', () => {
  it('false with no dist or one without the stamp or server renderer; true after a build of the same sources', () => {
    fixture();
    expect(isWebBuildFresh(root)).toBe(false);
    write('apps/web/dist/index.html', 'built');
    expect(isWebBuildFresh(root)).toBe(false);
    write(`apps/web/dist/${STAMP_FILE}`, webSourceHash(root));
    expect(isWebBuildFresh(root)).toBe(false);
    write('apps/web/dist-server/entry-server.js', 'renderer');
    expect(isWebBuildFresh(root)).toBe(true);
  });

  it('is false once a source changes, is added, or the lock file changes; dist itself does not count', () => {
    fixture();
    const stamp = () => write(`apps/web/dist/${STAMP_FILE}`, webSourceHash(root));
    write('apps/web/dist/index.html', 'built');
    write('apps/web/dist-server/entry-server.js', 'renderer');
    stamp();
    write('apps/web/dist/assets/x.js', 'more output');
    expect(isWebBuildFresh(root)).toBe(true);
    write('apps/web/src/main.tsx', 'two');
    expect(isWebBuildFresh(root)).toBe(false);
    stamp();
    write('packages/shared/src/b.ts', 'new');
    expect(isWebBuildFresh(root)).toBe(false);
    stamp();
    write('package-lock.json', '{"v":2}');
    expect(isWebBuildFresh(root)).toBe(false);
  });

  it('is false for a half-written dist (stamp present, index.html missing)', () => {
    fixture();
    write(`apps/web/dist/${STAMP_FILE}`, webSourceHash(root));
    expect(isWebBuildFresh(root)).toBe(false);
  });
});
