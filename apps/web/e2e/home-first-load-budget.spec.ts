// The first-load budget (docs/architecture.md "Budgets"): the gzipped JavaScript a first visit to `/`
// downloads stays ≤ 100 KB as the domains arrive. Sizes are read from the build's own .gz files
// (the server sends those), so the figure does not depend on what encoding Chromium asks for.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';
import { bannersInReach, loaded, settled } from './support.ts';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
// 100 KB read strictly (100,000 bytes, not 102,400).
const BUDGET = 100_000;

function gzippedSize(urlPath: string): number {
  const file = path.join(DIST, urlPath);
  return fs.existsSync(`${file}.gz`)
    ? fs.statSync(`${file}.gz`).size
    : gzipSync(fs.readFileSync(file), { level: 9 }).length;
}

test('a first visit to / downloads at most 100 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // What the first visit goes on to load: the screen's pictures and fonts, and a banner slot in
  // reach asks for its code (and shows its banner).
  await loaded(page);
  await settled(page);
  await bannersInReach(page);
  await loaded(page);

  const sizes = [...scripts].map((p) => [p, gzippedSize(p)] as const);
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  console.log(`gzipped JavaScript of /: ${total} B in ${sizes.length} files`);
  expect(sizes.length).toBeGreaterThan(0);
  expect(total, sizes.map(([p, s]) => `${p} ${s}`).join('\n')).toBeLessThanOrEqual(BUDGET);
});
