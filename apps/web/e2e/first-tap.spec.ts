// A tap or Enter before the page is live is not lost (docs/decisions.md "The first tap counts"):
// the login and the search work without scripts, and any other tap made before `<html data-live>`
// is kept and carried out once the app is live. The app's main chunk is held back to keep the page
// not live for as long as a test needs.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { E2E_USER_PASSWORD } from '../playwright.config.ts';
import { loginAs } from './support.ts';

const WRONG = 'ഉപയോക്തൃനാമമോ പാസ്‌വേഡോ തെറ്റാണ്.';
const username = (page: Page) => page.getByLabel('ഉപയോക്തൃനാമം');
const password = (page: Page) => page.getByLabel('പാസ്‌വേഡ്', { exact: true });
const submit = (page: Page) => page.getByRole('button', { name: 'ലോഗിൻ ചെയ്യുക' });

/** Holds the app's entry chunk until released: the page stays as the server rendered it. */
async function holdApp(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked = new Promise<void>((resolve) => {
    void page.route(/\/assets\/app-[^/]+\.js$/, async (route) => {
      resolve();
      await held;
      await route.continue();
    });
  });
  return { asked, release };
}

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the login form posts: a wrong password says why, the right one logs in and leads back', async ({ page }) => {
    await page.goto('/login?from=/news', { waitUntil: 'commit' });
    await username(page).fill('user');
    await password(page).fill('not the password');
    await submit(page).click();
    await expect(page.getByRole('alert')).toHaveText(WRONG);
    expect(new URL(page.url()).pathname).toBe('/login');

    await username(page).fill('user');
    await password(page).fill(E2E_USER_PASSWORD);
    await submit(page).click();
    await page.waitForURL((url) => url.pathname === '/news');
    // The server renders the page for the session the form started.
    await expect(page.getByTestId('account-button')).toBeVisible();
  });

  test('the search field sends a GET form; the server renders the results', async ({ page }) => {
    await page.goto('/search', { waitUntil: 'commit' });
    const field = page.getByRole('searchbox', { name: 'പേര് അല്ലെങ്കിൽ വീട്ടുപേര്' });
    await field.fill('കുന്നേൽ');
    await field.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'കുന്നേൽ');
    await expect(page.locator('.result-count')).toHaveText(/കുടുംബങ്ങൾ കണ്ടെത്തി/);
    await expect(page.getByTestId('search-result').first()).toBeVisible();
  });
});

test('a login typed and sent at first paint logs in, before the app is live', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await username(page).fill('user');
  await password(page).fill(E2E_USER_PASSWORD);
  await password(page).press('Enter');
  await page.waitForURL((url) => url.pathname === '/');
  app.release();
  await expect(page.getByTestId('account-button')).toBeVisible();
});

test('a tap before the page is live shows the page getting ready and is carried out once live', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const menu = page.getByRole('button', { name: 'മെനു' });
  await menu.click();
  await app.asked; // the tap starts the app at once
  await expect(page.locator('html')).toHaveAttribute('data-wait', '');
  await expect(menu).toHaveAttribute('aria-busy', 'true');
  await expect(page.locator('html')).not.toHaveAttribute('data-live', /.*/);
  await expect(page.locator('.side-drawer')).toHaveCount(0);

  app.release();
  await expect(page.locator('.side-drawer')).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-wait', /.*/);
  await expect(menu).not.toHaveAttribute('aria-busy', /.*/);
});

test('text typed before the page is live stays in the app’s form, which then sends it itself', async ({ page }) => {
  const app = await holdApp(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await username(page).fill('user');
  await password(page).fill(E2E_USER_PASSWORD);
  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') logins.push(new URL(request.url()).pathname);
  });
  app.release();
  await page.locator('html[data-live="true"]').waitFor({ state: 'attached' });
  await expect(username(page)).toHaveValue('user');
  await expect(password(page)).toHaveValue(E2E_USER_PASSWORD);
  await submit(page).click();
  await expect(page.getByTestId('account-button')).toBeVisible();
  expect(logins).toEqual(['/api/auth/login']);
});

test('an app form sent before the page is live is sent by the app once live, never by the browser', async ({
  page,
}) => {
  await loginAs(page, 'user');
  const app = await holdApp(page);
  await page.goto('/change-password', { waitUntil: 'commit' });
  const send = page.getByRole('button', { name: 'പാസ്‌വേഡ് മാറ്റുക' });
  // Disabled in the HTML; the loader enables it as it starts keeping taps.
  await expect(send).toBeEnabled();
  await page.getByLabel('ഇപ്പോഴത്തെ പാസ്‌വേഡ്').fill('typed before live');
  await send.click();
  await expect(send).toHaveAttribute('aria-busy', 'true');
  expect(new URL(page.url()).search).toBe('');

  app.release();
  // The app checks the form: the new password is missing, and the typed one was kept.
  await expect(page.locator('.field-error').first()).toBeVisible();
  await expect(page.getByLabel('ഇപ്പോഴത്തെ പാസ്‌വേഡ്')).toHaveValue('typed before live');
  expect(new URL(page.url()).search).toBe('');
});
