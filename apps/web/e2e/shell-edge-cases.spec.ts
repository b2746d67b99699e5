// The first-visit notice closed by back, stale field errors, a pasted ward link
// with a full stop, a title per screen, and /login while logged in.
import { expect, test } from './fixtures.ts';
import { freshLogin, loginAs } from './support.ts';

test.describe('the first-visit notice', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('closed by back counts as read: visited is stored and it is not shown again', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('dialog');
    await expect(notice).toBeVisible();
    await page.goBack();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('visited'))).toBe('true');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the server-painted notice stays the same element once live; the page behind is inert until answered', async ({
    page,
  }) => {
    // Marks the server's dialog before the app's scripts run (they start after the page's load).
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const dialog = document.querySelector('dialog');
        if (dialog) Object.assign(dialog, { paintedByServer: true });
      });
    });
    await page.goto('/');
    const notice = page.getByRole('dialog');
    await expect(notice).toBeVisible();
    // Not replaced nor painted again as the app goes live (it would be the page's largest paint again).
    expect(await notice.evaluate((d) => (d as HTMLDialogElement & { paintedByServer?: boolean }).paintedByServer)).toBe(
      true,
    );
    // Where it was painted, not moved into the top layer (which paints it anew).
    expect(await notice.evaluate((d) => d.matches(':modal'))).toBe(false);
    expect(await page.locator('main').evaluate((main) => Boolean(main.closest('[inert]')))).toBe(true);
    await expect(notice.getByRole('button', { name: 'തുടരുക' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(notice.getByRole('button', { name: 'തുടരുക' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'തുടരുക' }).click();
    await expect(notice).toHaveCount(0);
    expect(await page.locator('main').evaluate((main) => Boolean(main.closest('[inert]')))).toBe(false);
    await page.getByRole('link', { name: 'ഫോൺ ബുക്ക്' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
  });
});

test('a red field error goes once the field is edited', async ({ page }) => {
  await loginAs(page, 'user');
  await page.goto('/new-house');
  await page.getByRole('button', { name: 'കുടുംബം സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('വീട്ടുപേര് നൽകുക')).toBeVisible();
  await expect(page.getByText('വാർഡ് തിരഞ്ഞെടുക്കുക', { exact: true }).and(page.getByRole('alert'))).toBeVisible();
  await page.getByLabel('വീട്ടുപേര്').fill('പുതുവീട്');
  await expect(page.getByText('വീട്ടുപേര് നൽകുക')).toHaveCount(0);
  await expect(page.getByLabel('വീട്ടുപേര്')).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('വാർഡ്').selectOption('3');
  await expect(page.getByRole('alert').filter({ hasText: 'വാർഡ് തിരഞ്ഞെടുക്കുക' })).toHaveCount(0);
  // The member's name error, too.
  await page.getByTestId('member-form').first().getByLabel('പേര് (മലയാളത്തിൽ)').fill('ജോർജ്');
  await expect(page.getByText('പേര് നൽകുക', { exact: true })).toHaveCount(0);
});

test('a ward link pasted with a full stop shows the not-found screen, not JSON', async ({ page }) => {
  const res = await page.goto('/wards/2.');
  expect(res?.headers()['content-type']).toContain('text/html');
  await expect(page).toHaveURL(/\/not-found$/);
  await expect(page.getByText('404')).toBeVisible();
  // A real file still gets its JSON 404.
  const missing = await page.request.get('/nothing-here.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toContain('application/json');
});

test('each screen has its own Malayalam title', async ({ page }) => {
  const titles: Record<string, string> = {};
  for (const path of ['/', '/wards/2', '/login', '/contacts', '/address', '/privacy', '/not-found']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => page.title()).not.toBe('');
    titles[path] = await page.title();
  }
  expect(titles['/wards/2']).toMatch(/^വാർഡ് 2: /);
  expect(titles['/login']).toMatch(/^ലോഗിൻ · /);
  expect(titles['/contacts']).toMatch(/^ഫോൺ ബുക്ക് · /);
  expect(new Set(Object.values(titles)).size).toBe(Object.keys(titles).length);
});

test('/login while logged in says who is, and offers logout and home', async ({ page }) => {
  await freshLogin(page, 'user');
  await page.goto('/login');
  await expect(page.getByText('നിങ്ങൾ user ആയി ലോഗിൻ ചെയ്തിരിക്കുന്നു.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ഹോം പേജിലേക്ക്' })).toHaveAttribute('href', '/');
  await page.getByRole('button', { name: 'ലോഗൗട്ട് ചെയ്യുക' }).click();
  await expect(page.getByText('നിങ്ങൾ user ആയി ലോഗിൻ ചെയ്തിരിക്കുന്നു.')).toHaveCount(0);
  await expect(page.getByLabel('പാസ്‌വേഡ്')).toBeVisible();
  // The stored user goes with the logout's other clean-up (the caches), which may finish after the screen changes.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
});

test('a reloaded error screen renders as the server did: no hydration mismatch, no browser words', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/');
  // What an older build left in history: /notFound with a network failure's state.
  await page.evaluate(() => {
    const usr = {
      status: 'FETCH_ERROR',
      error: 'Failed to fetch',
      errorMalayalam: 'എന്തോ തകരാർ സംഭവിച്ചു. ദയവായി വീണ്ടും ശ്രമിക്കുക.',
      pathname: '/history',
      image: 1,
    };
    window.history.pushState({ usr, key: 'stale', idx: 1 }, '', '/notFound');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByText('Failed to fetch')).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  expect(errors.filter((e) => /#418|hydrat/i.test(e))).toEqual([]);
});
