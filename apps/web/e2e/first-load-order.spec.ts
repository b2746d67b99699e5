// The order of a first visit's work (docs/decisions.md "Pages are rendered on the server" and "The
// first tap counts"): the app's scripts are asked for only once the page has loaded and its first
// paint has been presented, and the service worker is registered only once the page is live, so
// neither competes with what comes before it.
import { expect, test } from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });

for (const path of ['/history', '/news', '/login']) {
  test(`${path}: the app's scripts are asked for after the first paint and the load event`, async ({ page }) => {
    await page.addInitScript(`addEventListener('load', () => { window.__loadedAt = performance.now(); });`);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
    const order = (await page.evaluate(`(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      load: window.__loadedAt,
      app: performance.getEntriesByType('resource').find((e) => /\\/assets\\/app-[^/]+\\.js$/.test(e.name))?.startTime,
    }))()`)) as { paint: number; load: number; app: number };
    expect(order.paint).toBeGreaterThan(0);
    expect(order.app).toBeGreaterThan(order.paint);
    expect(order.app).toBeGreaterThan(order.load);
  });
}

test('the service worker is registered only once the page is live', async ({ page }) => {
  await page.addInitScript(`{
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (...args) {
      window.__registeredLive = document.documentElement.dataset.live ?? 'no';
      return register.apply(this, args);
    };
  }`);
  await page.goto('/news');
  await expect.poll(() => page.evaluate('window.__registeredLive ?? null')).toBe('true');
  await expect
    .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/'))))
    .toBe(true);
});
