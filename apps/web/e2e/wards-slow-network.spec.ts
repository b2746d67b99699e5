// A hanging request shows the slow-network screen after 15 s (not ~42 s), and a 4xx answer is never
// asked again. The page itself comes with its first data (the server renders it), so these are the
// browser's own reads: the ward page opened from the wards overlay of home.
import { expect, test, type Page } from './fixtures.ts';
import { wardName } from '@parish/shared/plain/wards';
import { ml } from '../src/i18n/ml.ts';
import { settled } from './support.ts';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('visited', 'true'));
});

/** Opens ward 1 in the app (no page load): home, the wards overlay, the ward's card. */
async function openWardOneInApp(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'വാർഡുകൾ' }).first().click();
  await page.getByRole('dialog').locator('a[href="/wards/1"]').click();
}

test('a ward page whose request never answers shows the slow-network screen after 15 s', async ({ page }) => {
  await page.clock.install();
  let asked = 0;
  // Never answered: the route is left pending.
  await page.route(
    (url) => url.pathname === '/api/houses/wards/1',
    () => {
      asked += 1;
    },
  );
  await openWardOneInApp(page);
  await expect.poll(() => asked).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(wardName(1));
  await expect(page.locator('.families-head + .loader')).toBeVisible();
  // The installed clock also runs on its own, so the check before 15 s keeps a margin for a slow machine.
  await page.clock.runFor(10_000);
  await expect(page.getByText(ml.errorHandler.timedOut)).toHaveCount(0);
  await page.clock.runFor(5_500);
  await expect(page.getByText(ml.errorHandler.timedOut)).toBeVisible();
  // A timeout is not repeated.
  expect(asked).toBe(1);
});

for (const status of [401, 429]) {
  test(`a ${status} answer is asked exactly once`, async ({ page }) => {
    await page.clock.install();
    let asked = 0;
    await page.route(
      (url) => url.pathname === '/api/houses/wards/1',
      (route) => {
        asked += 1;
        return route.fulfill({
          status,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: status,
            error: 'x',
            code: status === 401 ? 'unauthorized' : 'rate_limited',
            message: 'refused',
          }),
        });
      },
    );
    await openWardOneInApp(page);
    await expect(page.locator('.error-screen')).toBeVisible();
    // Past TanStack Query's first retry delay (1 s); a retry would then have been asked, and a
    // later request through the same interception comes after it.
    await page.clock.runFor(2_500);
    await settled(page);
    await page.evaluate(() => fetch('/api/health'));
    expect(asked).toBe(1);
  });
}
