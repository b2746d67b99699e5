// Family accounts at 360 px (docs/product.md "Family invitations", docs/product.md "Join link
// /join/{token}", docs/product.md "Passkeys", docs/product.md "Family accounts"): the office invites
// a family from the admin ward page; the link, opened on another phone, makes a family account that
// lands on /my-family; a passkey made there signs it in again (Chromium's virtual authenticator);
// used, revoked, expired and unknown links say so in Malayalam; a family account enters no data.
// Each test makes its own family.
import type { UserInfo } from '@parish/shared/auth';
import type { House } from '@parish/shared/houses';
import type { NewInvitation } from '@parish/shared/invitations';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from './fixtures.ts';
import { findCard, loginAs, openInApp, requestAs, virtualAuthenticator } from './support.ts';

const LETTERS = 'കഖഗചജടഡതദനപബമയരലവശസഹ';
const WARD = 11;
const PASSWORD = 'a-family-password-2026';

function anotherPhone(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const cookie = { name: 'visited', value: 'true', path: '/', expires: -1, httpOnly: false, secure: false };
  return browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    storageState: {
      cookies: [{ ...cookie, domain: new URL(baseURL ?? 'http://localhost').hostname, sameSite: 'Lax' }],
      origins: [],
    },
  });
}

const uniqueWord = () => Array.from({ length: 5 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');
const username = () => `fam${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function makeFamily(admin: APIRequestContext): Promise<House> {
  const word = uniqueWord();
  const res = await admin.post('/api/houses', {
    data: {
      // 'അക…' sorts before the demo's houses: the family is on the ward page's first view.
      house: `അക${word}`,
      ward: WARD,
      members: [
        { name: `ജോസ് ${word}`, age: 50, gender: true, HOH: true, phone: `94${String(Date.now()).slice(-8)}` },
        { name: `മേരി ${word}`, age: 46, gender: false, HOH: false },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as House;
}

async function invite(admin: APIRequestContext, house: House): Promise<{ path: string; id: string }> {
  const res = await admin.post(`/api/houses/${house._id}/invitations`, { data: {} });
  expect(res.status()).toBe(201);
  const made = (await res.json()) as NewInvitation;
  return { path: new URL(made.link).pathname, id: made.invitation._id };
}

async function me(page: Page): Promise<UserInfo | null> {
  const res = await page.request.get('/api/auth/me');
  return ((await res.json()) as { userInfo: UserInfo | null }).userInfo;
}

test('the office invites a family; its link makes an account on another phone: /my-family, a passkey, sign-in', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  // Two phones, a passkey made and used: longer than one screen's test.
  test.setTimeout(60_000);
  const admin = await requestAs(playwright, baseURL, 'admin');
  const house = await makeFamily(admin);
  const head = house.members.find((m) => m.HOH)!;

  await loginAs(page, 'admin');
  await page.goto(`/admin/wards/${WARD}`);
  const card = await findCard(page, house.house);
  await card.getByRole('button', { name: `${house.house} കുടുംബത്തെ വെബ്സൈറ്റിലേക്ക് ക്ഷണിക്കുക` }).click();
  const dialog = page.getByRole('dialog', { name: `${house.house}: ക്ഷണം` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('ഇതുവരെ ലിങ്കുകളൊന്നുമില്ല')).toBeVisible();
  await dialog.getByLabel('ആർക്കുവേണ്ടി').selectOption(head._id);
  await dialog.getByRole('button', { name: 'ലിങ്ക് ഉണ്ടാക്കുക' }).click();
  const link = dialog.getByTestId('invite-link');
  await expect(link).toBeVisible();
  const url = (await link.textContent())!;
  expect(url).toMatch(/\/join\/[A-Za-z0-9_-]{22}$/);
  await expect(dialog.getByRole('img', { name: 'ക്ഷണ ലിങ്കിന്റെ QR കോഡ്' })).toBeVisible();
  const whatsapp = dialog.getByRole('link', { name: 'വാട്സ്ആപ്പിൽ അയയ്ക്കുക' });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`^https://wa\\.me/91${head.phone!.slice(-10)}\\?text=`));
  expect(decodeURIComponent((await whatsapp.getAttribute('href'))!.split('text=')[1])).toContain(url);
  await expect(dialog.getByTestId('invitation-row').first()).toHaveAttribute('data-state', 'valid');
  // The printed slip: the family's name, the QR code, the steps.
  await dialog.getByRole('button', { name: 'സ്ലിപ്പ് അച്ചടിക്കുക' }).click();
  const slip = dialog.getByTestId('invite-slip');
  await expect(slip.getByRole('heading', { name: new RegExp(house.house) })).toBeVisible();
  await expect(slip.getByRole('img')).toBeVisible();
  await expect(slip.getByRole('listitem')).toHaveCount(3);
  await dialog.getByRole('button', { name: 'തിരികെ' }).click();
  await expect(link).toBeVisible();

  // The family's phone: a browser of its own, with a passkey-capable "phone".
  const phoneContext = await anotherPhone(browser, baseURL);
  try {
    const phone = await phoneContext.newPage();
    await virtualAuthenticator(phone);
    await phone.goto(new URL(url).pathname);
    await expect(phone.getByRole('heading', { name: `${house.house} കുടുംബത്തിന്റെ അക്കൗണ്ട്` })).toBeVisible();
    const name = username();
    await phone.getByLabel('ഉപയോക്തൃനാമം').fill(name);
    await phone.getByLabel('പാസ്‌വേഡ്').fill(PASSWORD);
    await phone.getByRole('button', { name: 'അക്കൗണ്ട് ഉണ്ടാക്കുക' }).click();
    await expect(phone.getByTestId('join-made')).toBeVisible();
    expect(await me(phone)).toMatchObject({ username: name, houseId: house._id, isAdmin: false });
    await phone.getByRole('button', { name: 'പാസ്‌കീ ചേർക്കുക' }).click();
    await expect(phone).toHaveURL(/\/my-family$/);

    // The office sees the link used, by that account.
    await expect(async () => {
      const list = (await (await admin.get(`/api/houses/${house._id}/invitations`)).json()) as { usedBy: string }[];
      expect(list[0].usedBy).toBe(name);
    }).toPass();

    // Signed out (cookies and what the page kept gone), the passkey signs the account in again.
    await phoneContext.clearCookies({ name: 'sid' });
    await phone.evaluate(() => localStorage.removeItem('userInfo'));
    expect(await me(phone)).toBeNull();
    await phone.goto('/login');
    await phone.getByRole('button', { name: 'പാസ്‌കീ ഉപയോഗിച്ച് കയറുക' }).click();
    await expect(phone).not.toHaveURL(/\/login/);
    expect(await me(phone)).toMatchObject({ username: name, houseId: house._id });
  } finally {
    await phoneContext.close();
  }
});

test('used, revoked, expired and unknown links say so in Malayalam; a link used meanwhile is refused in words', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await requestAs(playwright, baseURL, 'admin');
  const house = await makeFamily(admin);

  const used = await invite(admin, house);
  const other = await playwright.request.newContext({ baseURL });
  expect(
    (await other.post(`/api/${used.path.slice(1)}`, { data: { username: username(), password: PASSWORD } })).status(),
  ).toBe(201);
  await page.goto(used.path);
  await expect(page.getByRole('heading', { name: 'ഈ ലിങ്ക് ഇതിനകം ഉപയോഗിച്ചു' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ലോഗിൻ ചെയ്യുക' })).toBeVisible();

  const revoked = await invite(admin, house);
  expect((await admin.delete(`/api/invitations/${revoked.id}`)).status()).toBe(200);
  await page.goto(revoked.path);
  await expect(page.getByRole('heading', { name: 'ഈ ലിങ്ക് റദ്ദാക്കി' })).toBeVisible();

  await page.goto('/join/AAAAAAAAAAAAAAAAAAAAAA');
  await expect(page.getByRole('heading', { name: 'ഈ ലിങ്ക് ശരിയല്ല' })).toBeVisible();

  // An expired link: its date cannot be moved from here, so the server's answer for one is given
  // (the API tests check the server says it).
  const expired = await invite(admin, house);
  await page.route(`**/api${expired.path}`, (route) => route.fulfill({ json: { state: 'expired', house: null } }));
  // Opened within the app: the screen asks the API itself (a page the server renders holds the answer).
  await page.goto('/');
  await openInApp(page, expired.path);
  await expect(page.getByRole('heading', { name: 'ഈ ലിങ്കിന്റെ കാലാവധി കഴിഞ്ഞു' })).toBeVisible();
  await page.unroute(`**/api${expired.path}`);

  // Revoked while the form was open: the form's answer says so, and the screen turns to the message.
  const late = await invite(admin, house);
  await page.goto(late.path);
  await expect(page.getByRole('button', { name: 'അക്കൗണ്ട് ഉണ്ടാക്കുക' })).toBeVisible();
  expect((await admin.delete(`/api/invitations/${late.id}`)).status()).toBe(200);
  await page.getByLabel('ഉപയോക്തൃനാമം').fill(username());
  await page.getByLabel('പാസ്‌വേഡ്').fill(PASSWORD);
  await page.getByRole('button', { name: 'അക്കൗണ്ട് ഉണ്ടാക്കുക' }).click();
  await expect(page.getByRole('heading', { name: 'ഈ ലിങ്ക് റദ്ദാക്കി' })).toBeVisible();
  await other.dispose();
});

test('a family account reads as a parishioner, enters no data (routes lead to /my-family), keeps its password', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await requestAs(playwright, baseURL, 'admin');
  const house = await makeFamily(admin);
  const link = await invite(admin, house);
  const family = await playwright.request.newContext({ baseURL });
  const res = await family.post(`/api${link.path}`, { data: { username: username(), password: PASSWORD } });
  expect(res.status()).toBe(201);
  const { userInfo } = (await res.json()) as { userInfo: UserInfo };
  const cookies = (await family.storageState()).cookies.filter((c) => c.name === 'sid');
  await page.context().addCookies(cookies);
  await page.addInitScript((info) => localStorage.setItem('userInfo', JSON.stringify(info)), userInfo);

  await page.goto('/news');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '+ വാർത്ത ചേർക്കുക' })).toHaveCount(0);
  await page.goto('/departed');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: '+ ചേർക്കുക' })).toHaveCount(0);

  await page.getByRole('button', { name: 'എന്റെ അക്കൗണ്ട്' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'എന്റെ കുടുംബം' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'പാസ്‌വേഡ് മാറ്റുക' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'പുതിയ കുടുംബം ചേർക്കുക' })).toHaveCount(0);
  await expect(drawer.getByRole('heading', { name: 'വിവരങ്ങൾ ചേർക്കുക' })).toHaveCount(0);
  // A passkey later, from the drawer (docs/product.md "Passkeys").
  await virtualAuthenticator(page);
  await drawer.getByRole('button', { name: 'പാസ്‌കീ ചേർക്കുക' }).click();
  await expect(page.getByText('പാസ്‌കീ ചേർത്തു: അടുത്ത തവണ പാസ്‌വേഡ് ഇല്ലാതെ കയറാം')).toBeVisible();
  await page.keyboard.press('Escape');

  // Rendered on the server, the guard's answer is a redirect too.
  await page.goto('/new-house');
  await expect(page).toHaveURL(/\/my-family$/);
  await page.goto('/change-password');
  await expect(page).toHaveURL(/\/change-password$/);
  await expect(page.getByLabel('ഇപ്പോഴത്തെ പാസ്‌വേഡ്')).toBeVisible();
  await family.dispose();
});

test('the join page is rendered on the server, and the browser neither warns nor reads it again', async ({
  page,
  playwright,
  baseURL,
}) => {
  const admin = await requestAs(playwright, baseURL, 'admin');
  const house = await makeFamily(admin);
  const valid = await invite(admin, house);
  const revoked = await invite(admin, house);
  expect((await admin.delete(`/api/invitations/${revoked.id}`)).status()).toBe(200);
  for (const [path, heading] of [
    [valid.path, `${house.house} കുടുംബത്തിന്റെ അക്കൗണ്ട്`],
    [revoked.path, 'ഈ ലിങ്ക് റദ്ദാക്കി'],
    ['/join/AAAAAAAAAAAAAAAAAAAAAA', 'ഈ ലിങ്ക് ശരിയല്ല'],
  ]) {
    const problems: string[] = [];
    const reads: string[] = [];
    const onConsole = (m: { type(): string; text(): string }) => {
      if (m.text().includes('Service Worker registration blocked by Playwright')) return;
      if (m.text().includes('Failed to load resource')) return;
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    };
    const onRequest = (r: { url(): string; method(): string }) => {
      const url = new URL(r.url());
      if (r.method() === 'GET' && url.pathname.startsWith('/api/join')) reads.push(url.pathname);
    };
    page.on('console', onConsole);
    page.on('request', onRequest);
    const res = await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await res!.text(), path).toContain(heading);
    page.off('console', onConsole);
    page.off('request', onRequest);
    expect(problems, path).toEqual([]);
    expect(reads, path).toEqual([]);
  }
});
