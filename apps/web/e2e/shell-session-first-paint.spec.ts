// The page names its session's user when it is served (apps/server/src/plugins/static-web.ts), so
// a browser that holds the session cookie but lost its stored user (site storage cleared, cookie
// kept) paints the logged-in header at once instead of the visitor's and then jumping.
import { expect, test } from './fixtures.ts';
import { E2E_USER_PASSWORD } from '../playwright.config.ts';
import { loaded, watchLayoutShifts } from './support.ts';

test('a session cookie without a stored user: the user header from the first paint, no layout shift', async ({
  page,
}) => {
  const res = await page.request.post('/api/auth/login', { data: { username: 'user', password: E2E_USER_PASSWORD } });
  expect(res.status()).toBe(200);
  await page.addInitScript(() => localStorage.setItem('visited', 'true'));
  const cls = await watchLayoutShifts(page);
  // /auth/me is held back: the header may not wait for it.
  let release!: () => void;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/auth/me', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/wards/1');
  await expect(page.getByTestId('account-button')).toBeVisible();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('userInfo'))) ?? 'null')).toMatchObject({
    username: 'user',
    isAdmin: false,
  });
  release();
  await expect(page.getByTestId('family-card').first()).toBeVisible();
  await loaded(page);
  expect(await cls()).toBeLessThan(0.05);
});

test('a stored user whose session is gone: the visitor’s page from the first paint', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('visited', 'true');
    localStorage.setItem(
      'userInfo',
      JSON.stringify({ _id: '00000000-0000-4000-8000-000000000000', username: 'ghost', isAdmin: true }),
    );
  });
  await page.route('**/api/auth/me', () => {
    /* never answered: the page alone decides */
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('account-button')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
});
