// The server names a public page's first API reads in its HTML (packages/shared/src/page-reads.ts),
// so a phone fetches them with the app's JavaScript. The screen's own query must then take the
// preloaded answer: one request per read, not two (a URL that drifted apart would ask twice).
import { expect, test } from '@playwright/test';

const PAGES: { path: string; ready: (page: import('@playwright/test').Page) => Promise<void> }[] = [
  { path: '/wards/4', ready: (page) => expect(page.getByTestId('family-card').first()).toBeVisible() },
  { path: '/gallery', ready: (page) => expect(page.getByTestId('event-card').first()).toBeVisible() },
  { path: '/news', ready: (page) => expect(page.locator('article.news-card').first()).toBeVisible() },
  { path: '/catehism', ready: (page) => expect(page.getByTestId('grade-button')).toHaveCount(13) },
  { path: '/departed', ready: (page) => expect(page.getByTestId('departed-count')).toBeVisible() },
];

for (const { path, ready } of PAGES) {
  test(`${path}: each read named in the HTML is fetched once, by the preload`, async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => { if (new URL(r.url()).pathname.startsWith('/api/')) requested.push(r.url()); });
    await page.goto(path);
    await ready(page);
    const named = await page.locator('link[rel="preload"][as="fetch"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(named.length).toBeGreaterThan(0);
    // Let the screen settle, so a second request for the same read would have been made.
    await page.waitForLoadState('networkidle');
    for (const url of named) expect(requested.filter((r) => r === url), url).toHaveLength(1);
    const initiators = await page.evaluate((urls) => performance.getEntriesByType('resource')
      .filter((e) => urls.includes(e.name)).map((e) => (e as PerformanceResourceTiming).initiatorType), named);
    expect(initiators).toEqual(named.map(() => 'link'));
  });
}
