// A family's privacy (docs/product.md "Directory privacy"), at 360 px: the admin records a family's
// choices on the admin ward page, and visitors, parishioners and the phone book follow them; the
// parish default (/admin/settings) hides a visitor's phones; a child's phone reaches everyone only
// with a parent's consent. Each test makes its own family.
import type { House } from '@parish/shared/houses';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from './fixtures.ts';
import { clippedControls, loadMore, loginAs, requestAs, wardPage, withSettingsLock } from './support.ts';

const LETTERS = 'കഖഗചജടഡതദനപബമയരലവശസഹ';

/** Another phone of 360×800, a returning visitor (no first-visit notice), logged in as nobody. */
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

/** A word no other family has (search and the phone book look it up). */
function uniqueWord(): string {
  return Array.from({ length: 5 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');
}

/** A ten-digit Indian mobile number. */
function phone(): string {
  return `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
}

interface Family {
  house: House;
  word: string;
  head: string;
  wife: string;
  headPhone: string;
  wifePhone: string;
}

/** A family of two with phones, made by the admin, in `ward`; `child` adds a ten-year-old with a phone. */
async function makeFamily(request: APIRequestContext, ward: number, child = false): Promise<Family> {
  const word = uniqueWord();
  const f = { word, head: `ജോസ് ${word}`, wife: `മേരി ${word}`, headPhone: phone(), wifePhone: phone() };
  const res = await request.post('/api/houses', {
    data: {
      house: `${word} വീട്`,
      ward,
      members: [
        { name: f.head, age: 50, gender: true, HOH: true, phone: f.headPhone },
        { name: f.wife, age: 46, gender: false, HOH: false, phone: f.wifePhone },
        ...(child ? [{ name: `ടോം ${word}`, age: 10, gender: true, HOH: false, phone: phone() }] : []),
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { ...f, house: (await res.json()) as House };
}

/** The family's card on a ward page, scrolling the list until it is there (or the list ends). */
async function findCard(page: Page, house: string): Promise<Locator> {
  const cards = page.getByTestId('family-card');
  const card = cards.filter({ has: page.getByRole('heading', { name: new RegExp(`, ${house}$`) }) });
  await expect(cards.first()).toBeVisible();
  while ((await card.count()) === 0 && (await loadMore(page, cards)));
  return card;
}

/** Every view of a ward page as `request` reads it. */
async function wardHouses(request: APIRequestContext, ward: number): Promise<House[]> {
  const first = await wardPage(request, ward);
  const houses = [...first.items];
  for (let view = 2; view <= first.pages; view++) houses.push(...(await wardPage(request, ward, view)).items);
  return houses;
}

/** The dialog has no part wider than a 360 px screen, and no select or button cuts its text. */
async function fitsTheScreen(dialog: Locator) {
  expect(await clippedControls(dialog.page())).toEqual([]);
  const widest = await dialog.evaluate((el) =>
    Math.max(...[el, ...el.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right)),
  );
  expect(widest).toBeLessThanOrEqual(360);
  expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

async function openPrivacy(page: Page, ward: number, house: string): Promise<Locator> {
  await page.goto(`/admin/wards/${ward}`);
  const card = await findCard(page, house);
  await card.getByRole('button', { name: `${house} കുടുംബത്തിന്റെ സ്വകാര്യത` }).click();
  const dialog = page.locator('dialog.privacy-dialog');
  // The dialog's chunk and the family's choices arrive while the machine may be busy with other tests.
  await expect(dialog.getByRole('heading', { name: `${house}: ആർക്ക് എന്തു കാണാം` })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByRole('button', { name: 'സ്വകാര്യത സേവ് ചെയ്യുക' })).toBeVisible({ timeout: 15_000 });
  return dialog;
}

test('family for parishioners, phone for office: gone for visitors, search, phone book; parishioners lack it', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(150_000); // three readers scroll a ward's pages
  const ward = 17;
  const admin = await requestAs(playwright, baseURL, 'admin');
  const f = await makeFamily(admin, ward);
  await admin.dispose();
  const house = f.house.house;

  await loginAs(page, 'admin');
  const dialog = await openPrivacy(page, ward, house);
  await expect(dialog.getByTestId('privacy-default-note')).toContainText('ഇടവകയുടെ പൊതു ക്രമീകരണമാണ് ബാധകം');
  await expect(dialog.getByTestId('privacy-records')).toContainText('ഇതുവരെ രേഖകളൊന്നുമില്ല');
  await fitsTheScreen(dialog);
  await dialog.getByRole('combobox', { name: 'ഡയറക്ടറിയിൽ കുടുംബം' }).selectOption('parishioners');
  const head = dialog.getByRole('group', { name: `${f.head} (50 വയസ്സ്)` });
  await head.getByRole('combobox', { name: 'ഫോൺ' }).selectOption('office');
  // The preview follows the form: a visitor gets nothing, a parishioner the head without the phone.
  await expect(dialog.getByTestId('privacy-preview-visitor')).toContainText('ഈ കുടുംബത്തെ കാണില്ല');
  const parishioner = dialog.getByTestId('privacy-preview-parishioner');
  await expect(parishioner.getByText(`${f.head}: `)).not.toContainText('ഫോൺ');
  await expect(parishioner.getByText(`${f.wife}: `)).toContainText('ഫോൺ');
  await dialog.getByRole('button', { name: 'സ്വകാര്യത സേവ് ചെയ്യുക' }).click();
  // A write of one transaction; the machine may be busy with other tests' writes.
  await expect(page.getByText(`${house}: സ്വകാര്യതാ തിരഞ്ഞെടുപ്പുകൾ സേവ് ചെയ്തു`)).toBeVisible({ timeout: 15_000 });
  await expect(dialog).toHaveCount(0);

  // Opened again: the family's own choices, and the record of them.
  const card = await findCard(page, house);
  await card.getByRole('button', { name: `${house} കുടുംബത്തിന്റെ സ്വകാര്യത` }).click();
  await expect(dialog.getByRole('combobox', { name: 'ഡയറക്ടറിയിൽ കുടുംബം' })).toHaveValue('parishioners', {
    timeout: 15_000,
  });
  await expect(dialog.getByTestId('privacy-default-note')).toHaveCount(0);
  await expect(dialog.getByTestId('privacy-records').getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByTestId('privacy-records')).toContainText('കടലാസ് ഫോമിൽ');

  // A visitor: not on the ward page (any of its views), not found by search, not in the phone book.
  const visitorContext = await anotherPhone(browser, baseURL);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/wards/${ward}`);
  const visitorCards = visitor.getByTestId('family-card');
  await expect(visitorCards.first()).toBeVisible();
  while (await loadMore(visitor, visitorCards));
  await expect(visitorCards.filter({ hasText: house })).toHaveCount(0);
  expect((await wardHouses(visitor.request, ward)).map((h) => h.house)).not.toContain(house);
  const search = await visitor.request.get(`/api/houses/search/${encodeURIComponent(f.word)}`);
  expect(search.status()).toBe(200);
  expect(await search.text()).not.toContain(f.word);
  await visitor.goto('/contacts');
  const contactsSearch = visitor.getByRole('searchbox', { name: 'പേര് അല്ലെങ്കിൽ വീട്ടുപേര് തിരയുക' });
  await contactsSearch.pressSequentially(f.word);
  await expect(visitor.getByText('ഫലങ്ങളൊന്നും ലഭ്യമല്ല')).toBeVisible();
  await visitorContext.close();

  // A parishioner: the family is there, the wife's phone too, the head's phone is not.
  const userContext = await anotherPhone(browser, baseURL);
  const user = await userContext.newPage();
  await loginAs(user, 'user');
  await user.goto(`/wards/${ward}`);
  const userCard = await findCard(user, house);
  await expect(userCard).toBeVisible();
  await expect(userCard.getByTestId('member-row').filter({ hasText: f.wife })).toContainText(f.wifePhone);
  await expect(userCard.getByTestId('member-row').filter({ hasText: f.head })).toBeVisible();
  await expect(userCard).not.toContainText(f.headPhone);
  // The phone book a parishioner reads: the wife's number, never the head's.
  await user.goto('/contacts');
  const results = user.getByRole('list', { name: 'തിരച്ചിൽ ഫലങ്ങൾ' });
  await user.getByRole('searchbox', { name: 'പേര് അല്ലെങ്കിൽ വീട്ടുപേര് തിരയുക' }).pressSequentially(f.word);
  await expect(results.getByTestId('contact-row').filter({ hasText: f.wife })).toHaveCount(1);
  await expect(results).not.toContainText(f.headPhone);
  await userContext.close();
});

test("a child's phone reaches everyone only with consent; a failed save says so in Malayalam, keeps the form", async ({
  page,
  playwright,
  baseURL,
}) => {
  test.slow();
  const ward = 18;
  const admin = await requestAs(playwright, baseURL, 'admin');
  const f = await makeFamily(admin, ward, true);
  await admin.dispose();
  const house = f.house.house;
  await loginAs(page, 'admin');
  const dialog = await openPrivacy(page, ward, house);
  await expect(dialog).toContainText('18 വയസ്സിൽ താഴെയുള്ളവരുടെ ഫോൺ, ജന്മദിനം, രക്തഗ്രൂപ്പ്');
  const child = dialog.getByRole('group', { name: new RegExp(`^ടോം ${f.word} \\(10 വയസ്സ്\\)`) });
  await child.getByRole('combobox', { name: 'ഫോൺ' }).selectOption('everyone');
  await dialog.getByRole('button', { name: 'സ്വകാര്യത സേവ് ചെയ്യുക' }).click();
  await expect(child.getByText('എല്ലാവർക്കും കാണിക്കാൻ ആദ്യം മാതാപിതാക്കളുടെ സമ്മതം രേഖപ്പെടുത്തുക')).toBeVisible();
  // Without consent the preview keeps the child's phone from a visitor.
  await expect(dialog.getByTestId('privacy-preview-visitor').getByText(`ടോം ${f.word}: `)).not.toContainText('ഫോൺ');
  await child.getByRole('checkbox', { name: 'മാതാപിതാക്കളുടെ സമ്മതം ലഭിച്ചു' }).check();
  await child.getByRole('textbox', { name: 'സമ്മതം നൽകിയത് (പേര്)' }).fill(f.head);
  await expect(dialog.getByTestId('privacy-preview-visitor').getByText(`ടോം ${f.word}: `)).toContainText('ഫോൺ');
  await fitsTheScreen(dialog);

  // The server fails once: the reason in Malayalam, the dialog and its values stay.
  let failed = false;
  await page.route(
    (url) => url.pathname === `/api/houses/${f.house._id}/privacy`,
    async (route) => {
      if (route.request().method() !== 'PUT' || failed) return route.continue();
      failed = true;
      await route.fulfill({
        status: 500,
        json: { statusCode: 500, error: 'Internal Server Error', code: 'internal_error', message: 'boom' },
      });
    },
  );
  await dialog.getByRole('button', { name: 'സ്വകാര്യത സേവ് ചെയ്യുക' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'സെർവറിൽ ഒരു തകരാർ സംഭവിച്ചു' })).toBeVisible();
  await expect(child.getByRole('combobox', { name: 'ഫോൺ' })).toHaveValue('everyone');
  await page.unrouteAll();
  const put = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/houses/${f.house._id}/privacy`,
  );
  await dialog.getByRole('button', { name: 'സ്വകാര്യത സേവ് ചെയ്യുക' }).click();
  expect((await put).status()).toBe(200);
  // Saved, the dialog closes (its toast is the first test's to check: 3 s may pass on a busy machine).
  await expect(dialog).toHaveCount(0, { timeout: 15_000 });

  // What the office recorded: the consent with the parent's name.
  const saved = (await (await page.request.get(`/api/houses/${f.house._id}/privacy`)).json()) as {
    members: { name: string; phone: string; parentConsent?: { by: string } | null }[];
  };
  const tom = saved.members.find((m) => m.name === `ടോം ${f.word}`);
  expect(tom?.phone).toBe('everyone');
  expect(tom?.parentConsent?.by).toBe(f.head);
});

test("the ward print's parishioners' copy: a phone kept to the office is on the office's copy only", async ({
  page,
  playwright,
  baseURL,
}) => {
  const ward = 19;
  const admin = await requestAs(playwright, baseURL, 'admin');
  const f = await makeFamily(admin, ward);
  const read = await (await admin.get(`/api/houses/${f.house._id}/privacy`)).json();
  const put = await admin.put(`/api/houses/${f.house._id}/privacy`, {
    data: {
      listed: 'everyone',
      photo: 'everyone',
      members: read.members.map(({ name, years: _y, ...m }: { name: string; years: number; phone: string }) => ({
        ...m,
        phone: name === f.head ? 'office' : m.phone,
      })),
      source: 'paper',
    },
  });
  expect(put.status(), await put.text()).toBe(200);
  await admin.dispose();

  await loginAs(page, 'admin');
  await page.goto(`/admin/print/${ward}`);
  const sheet = page.getByTestId('print-directory');
  const family = sheet.locator('section.print-family').filter({ hasText: f.house.house });
  await expect(family).toContainText(f.headPhone);
  await page.getByRole('link', { name: 'ഇടവകാംഗങ്ങൾക്കുള്ള പകർപ്പ് (കുടുംബങ്ങൾ അനുവദിച്ചത് മാത്രം)' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/print/${ward}\\?for=parishioners$`));
  await expect(
    sheet.getByText('ഇടവകാംഗങ്ങൾക്കുള്ള പകർപ്പ് (കുടുംബങ്ങൾ അനുവദിച്ചത് മാത്രം)', { exact: false }).first(),
  ).toBeVisible();
  await expect(family).toBeVisible();
  await expect(family).toContainText(f.wifePhone);
  await expect(family).not.toContainText(f.headPhone);
});

test('the parish default protected (/admin/settings): visitors see families without phones @site-wide', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.slow();
  const ward = 16;
  const admin = await requestAs(playwright, baseURL, 'admin');
  const f = await makeFamily(admin, ward);
  await admin.dispose();
  const house = f.house.house;
  // Under the demo's open default a visitor gets the family's phones.
  const visitorContext = await anotherPhone(browser, baseURL);
  const visitor = await visitorContext.newPage();
  const before = (await wardHouses(visitor.request, ward)).find((h) => h.house === house);
  expect(before?.members.find((m) => m.name === f.head)?.phone).toBe(`+91${f.headPhone}`);

  await loginAs(page, 'admin');
  await withSettingsLock(async () => {
    try {
      await page.goto('/admin/settings');
      const choice = page.getByRole('combobox', { name: 'ഒന്നും തിരഞ്ഞെടുക്കാത്ത കുടുംബങ്ങൾക്ക്' });
      await expect(choice).toHaveValue('open');
      await expect(page.getByText('സംരക്ഷിതം: ലോഗിൻ ചെയ്യാത്ത സന്ദർശകർക്ക്')).toBeVisible();
      await choice.selectOption('protected');
      await page.getByRole('button', { name: 'സംരക്ഷിക്കുക' }).click();
      await expect(page.getByText('ഇടവക വിവരങ്ങൾ സംരക്ഷിച്ചു')).toBeVisible();

      await visitor.goto(`/wards/${ward}`);
      const card = await findCard(visitor, house);
      await expect(card.getByTestId('member-row').filter({ hasText: f.head })).toBeVisible();
      await expect(card).not.toContainText(f.headPhone);
      // No member row of the page has a phone to call (the committee's are the board's, not the families').
      await expect(visitor.getByTestId('member-row').locator('a[href^="tel:"]')).toHaveCount(0);
    } finally {
      const restored = await page.request.put('/api/settings', { data: { directoryDefault: 'open' } });
      expect(restored.status()).toBe(200);
    }
  });
  await visitorContext.close();
});
