// Accounts. An admin creates a login with a role on /register and it logs in; a revoked
// account is signed out at its next request; the last admin cannot be demoted; anyone changes
// their own password; the API refuses the account routes to a user and a visitor.
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures.ts';
import type { Account } from '@parish/shared/auth';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';
import { freshLogin, loginAs, seriousViolations } from './support.ts';

const PASSWORD = 'ripe mango season';
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** Creates an ordinary account through the API as the admin whose session `request` holds. */
async function createAccount(request: APIRequestContext, username: string, password = PASSWORD): Promise<string> {
  const res = await request.post('/api/auth/register', { data: { username, password, isAdmin: false } });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { userInfo: { _id: string } }).userInfo._id;
}

/** A second phone: a fresh browser context where `username` logs in through the login screen. */
async function loginOnAnotherPhone(
  browser: Browser,
  baseURL: string,
  username: string,
  password = PASSWORD,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    storageState: {
      cookies: [
        {
          name: 'visited',
          value: 'true',
          domain: new URL(baseURL).hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('ഉപയോക്തൃനാമം').fill(username);
  await page.getByLabel('പാസ്‌വേഡ്').fill(password);
  await page.getByRole('button', { name: 'ലോഗിൻ ചെയ്യുക' }).click();
  await expect(page.getByText(`സ്വാഗതം, ${username}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'എന്റെ അക്കൗണ്ട്' })).toBeVisible();
  return page;
}

test('an admin creates an account on /register (a common password refused first), and it logs in', async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'അക്കൗണ്ടുകൾ' })).toBeVisible();
  const username = unique('sexton');
  await page.getByLabel('ഉപയോക്തൃനാമം').fill(username);
  await page.getByLabel('പാസ്‌വേഡ്').fill('short');
  await page.getByRole('button', { name: 'അക്കൗണ്ട് ഉണ്ടാക്കുക' }).click();
  await expect(page.getByText('കുറഞ്ഞത് 10 അക്ഷരങ്ങൾ നൽകുക')).toBeVisible();
  await page.getByLabel('പാസ്‌വേഡ്').fill('password123');
  await page.getByRole('button', { name: 'അക്കൗണ്ട് ഉണ്ടാക്കുക' }).click();
  await expect(page.getByText('ഈ പാസ്‌വേഡ് എളുപ്പം ഊഹിക്കാവുന്നതാണ്', { exact: false })).toBeVisible();
  await page.getByLabel('പാസ്‌വേഡ്').fill(PASSWORD);
  await page.getByRole('button', { name: 'അക്കൗണ്ട് ഉണ്ടാക്കുക' }).click();
  await expect(page.getByText(`${username} എന്ന അക്കൗണ്ട് ഉണ്ടാക്കി`)).toBeVisible();
  const card = page.locator(`.account-card[data-username="${username}"]`);
  await expect(card).toContainText('ഉപയോക്താവ്');
  await expect(card).toContainText('ലോഗിൻ ചെയ്തിട്ടില്ല');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  const phone = await loginOnAnotherPhone(browser, baseURL!, username);
  const me = await phone.request.get('/api/auth/me');
  expect(((await me.json()) as { userInfo: { isAdmin: boolean } }).userInfo.isAdmin).toBe(false);
  await page.reload();
  await expect(card).toContainText('1 ഉപകരണങ്ങളിൽ ലോഗിൻ');
  await phone.context().close();
});

test('the new password on /register is hidden as it is typed, with a button that shows it and hides it again', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/register');
  const password = page.getByLabel('പാസ്‌വേഡ്');
  await password.fill(PASSWORD);
  await expect(password).toHaveAttribute('type', 'password');
  await expect(password).toHaveAttribute('autocomplete', 'new-password');
  const form = page.locator('form').filter({ has: password });
  await form.getByRole('button', { name: 'കാണിക്കുക' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(password).toHaveValue(PASSWORD);
  await form.getByRole('button', { name: 'മറയ്ക്കുക' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  // The button sits beside the field, inside the screen.
  const field = await password.boundingBox();
  const toggle = await form.getByRole('button', { name: 'കാണിക്കുക' }).boundingBox();
  expect(field && toggle && Math.abs(field.y + field.height / 2 - (toggle.y + toggle.height / 2))).toBeLessThan(4);
  expect(toggle && toggle.x + toggle.width).toBeLessThanOrEqual(360);
  // A reset password, the login and the own-password screen use the same field.
  await page.goto('/change-password');
  await expect(page.getByLabel('ഇപ്പോഴത്തെ പാസ്‌വേഡ്')).toHaveAttribute('type', 'password');
  await expect(page.getByRole('button', { name: 'കാണിക്കുക' })).toHaveCount(3);
});

test('an admin link opened by a user: needs an admin account, with the way home and to an admin login', async ({
  page,
}) => {
  await freshLogin(page, 'user'); // 'Log in as an admin' logs this session out
  await page.goto('/admin/stats');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'ഈ പേജ് തുറക്കാൻ അഡ്മിൻ അക്കൗണ്ട് വേണം' })).toBeVisible();
  await expect(
    page.getByText('നിങ്ങൾ user ആയി ലോഗിൻ ചെയ്തിരിക്കുന്നു; ഈ അക്കൗണ്ടിന് അഡ്മിൻ അധികാരമില്ല', { exact: false }),
  ).toBeVisible();
  // No empty login form under it.
  await expect(page.getByLabel('പാസ്‌വേഡ്')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'ഹോം പേജിലേക്ക്' })).toHaveAttribute('href', '/');
  expect(await seriousViolations(page)).toEqual([]);

  // In the English UI, in English.
  await page.getByRole('button', { name: 'ഭാഷ മാറ്റുക' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'This page needs an admin account' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in as an admin' }).click();

  // Logged out, the form shows; an admin logging in goes on to the page asked for.
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/stats$/);
});

test('an account signed out everywhere is a visitor at its next request', async ({ page, browser, baseURL }) => {
  await loginAs(page, 'admin');
  const username = unique('lost-phone');
  await createAccount(page.request, username);
  const phone = await loginOnAnotherPhone(browser, baseURL!, username);
  await phone.goto('/change-password');
  await expect(phone.getByRole('heading', { name: 'പാസ്‌വേഡ് മാറ്റുക' })).toBeVisible();

  await page.goto('/register');
  const card = page.locator(`.account-card[data-username="${username}"]`);
  await card.getByRole('button', { name: 'എല്ലായിടത്തുനിന്നും ലോഗൗട്ട്' }).click();
  await expect(
    page.getByText(
      `${username} എല്ലാ ഉപകരണങ്ങളിൽ നിന്നും ഉടൻ ലോഗൗട്ട് ആകും; അക്കൗണ്ടിന്റെ പാസ്‌കീകളും നീക്കം ചെയ്യും (ഫോൺ നഷ്ടപ്പെട്ടാൽ). തുടരട്ടെ?`,
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'അതെ' }).click();
  await expect(page.getByText(`${username} എല്ലായിടത്തുനിന്നും ലോഗൗട്ട് ആയി`)).toBeVisible();

  // The phone still shows the form; its next request is refused and the app logs it out.
  await phone.getByLabel('ഇപ്പോഴത്തെ പാസ്‌വേഡ്').fill(PASSWORD);
  await phone.locator('input[name="newPassword"]').fill('another quiet morning');
  await phone.getByLabel('പുതിയ പാസ്‌വേഡ് വീണ്ടും').fill('another quiet morning');
  await phone.getByRole('button', { name: 'പാസ്‌വേഡ് മാറ്റുക' }).click();
  await expect(phone).toHaveURL(/\/login$/);
  await expect(phone.getByRole('button', { name: 'എന്റെ അക്കൗണ്ട്' })).toHaveCount(0);
  expect(await phone.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  expect(((await (await phone.request.get('/api/auth/me')).json()) as { userInfo: unknown }).userInfo).toBeNull();
  // Nothing changed: the old password still works.
  expect((await phone.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).status()).toBe(200);
  await phone.context().close();
});

test('the last admin is refused demotion, said in Malayalam, and stays admin', async ({ page }) => {
  await loginAs(page, 'admin');
  const accounts = (await (await page.request.get('/api/auth/users')).json()) as Account[];
  // The demo parish has one admin and no spec makes another (promotions here are refused ones).
  expect(accounts.filter((a) => a.isAdmin).map((a) => a.username)).toEqual(['admin']);
  await page.goto('/register');
  const mine = page.locator('.account-card[data-username="admin"]');
  await mine.getByRole('button', { name: 'സാധാരണ ഉപയോക്താവാക്കുക' }).click();
  await expect(page.getByText('admin എന്ന അക്കൗണ്ടിന്റെ അഡ്മിൻ അധികാരം എടുത്തുമാറ്റട്ടെ?')).toBeVisible();
  await page.getByRole('button', { name: 'അതെ' }).click();
  const lastAdmin = 'ഇടവകയ്ക്ക് ഒരു അഡ്മിനെങ്കിലും വേണം. ആദ്യം മറ്റൊരു അക്കൗണ്ടിനെ അഡ്മിനാക്കുക.';
  await expect(page.getByText(lastAdmin)).toBeVisible();
  const me = (await (await page.request.get('/api/auth/me')).json()) as { userInfo: { isAdmin: boolean } };
  expect(me.userInfo.isAdmin).toBe(true);
  const direct = await page.request.put(`/api/auth/users/${accounts.find((a) => a.username === 'admin')!._id}`, {
    data: { isAdmin: false },
  });
  expect(direct.status()).toBe(409);
});

test('anyone changes their own password with the old one', async ({ page, browser, baseURL }) => {
  await loginAs(page, 'admin');
  const username = unique('careful');
  await createAccount(page.request, username);
  const phone = await loginOnAnotherPhone(browser, baseURL!, username);
  await phone.getByRole('button', { name: 'എന്റെ അക്കൗണ്ട്' }).click();
  await phone.getByRole('link', { name: 'പാസ്‌വേഡ് മാറ്റുക' }).click();
  await expect(phone).toHaveURL(/\/change-password$/);
  await phone.getByLabel('ഇപ്പോഴത്തെ പാസ്‌വേഡ്').fill('not my password');
  await phone.locator('input[name="newPassword"]').fill('coconut grove sunrise');
  await phone.getByLabel('പുതിയ പാസ്‌വേഡ് വീണ്ടും').fill('coconut grove sunrise');
  await phone.getByRole('button', { name: 'പാസ്‌വേഡ് മാറ്റുക' }).click();
  await expect(phone.getByText('ഇപ്പോഴത്തെ പാസ്‌വേഡ് ശരിയല്ല')).toBeVisible();
  await phone.getByLabel('ഇപ്പോഴത്തെ പാസ്‌വേഡ്').fill(PASSWORD);
  await phone.getByRole('button', { name: 'പാസ്‌വേഡ് മാറ്റുക' }).click();
  await expect(phone.getByText('പാസ്‌വേഡ് മാറ്റി; മറ്റ് ഉപകരണങ്ങളിൽ നിന്ന് ലോഗൗട്ട് ആയി')).toBeVisible();
  expect((await phone.request.post('/api/auth/login', { data: { username, password: PASSWORD } })).status()).toBe(401);
  expect(
    (await phone.request.post('/api/auth/login', { data: { username, password: 'coconut grove sunrise' } })).status(),
  ).toBe(200);
  await phone.context().close();
});

test('the account API refuses a visitor (401) and a user (403)', async ({ page }) => {
  const id = '00000000-0000-4000-8000-000000000001';
  const calls = [
    () => page.request.get('/api/auth/users'),
    () => page.request.put(`/api/auth/users/${id}`, { data: { isAdmin: true } }),
    () => page.request.put(`/api/auth/users/${id}/password`, { data: { password: 'mango tree by the well' } }),
    () => page.request.delete(`/api/auth/users/${id}/sessions`),
    () => page.request.delete(`/api/auth/users/${id}`),
    () =>
      page.request.post('/api/auth/register', {
        data: { username: 'sneaky', password: 'mango tree by the well', isAdmin: true },
      }),
  ];
  for (const call of calls) expect((await call()).status()).toBe(401);
  expect(
    (
      await page.request.put('/api/auth/password', {
        data: { oldPassword: 'x', newPassword: 'mango tree by the well' },
      })
    ).status(),
  ).toBe(401);
  await loginAs(page, 'user');
  for (const call of calls) expect((await call()).status()).toBe(403);
  // The screen is the admin's: a user is sent to /login.
  await page.goto('/register');
  await expect(page).toHaveURL(/\/login$/);
});
