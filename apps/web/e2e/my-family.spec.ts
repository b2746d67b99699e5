// A family account's own page (docs/product.md "My family /my-family", "Change requests") at 360 px:
// it reads its record and how a visitor and a parishioner see it, hides a phone at once (a visitor's
// ward page loses it), proposes a phone change, a newborn and a new photo, sees them pending and
// withdraws one. The account `family` is the tests' data's (scripts/e2e-data.mjs); the test puts the
// family back as it found it (its requests withdrawn, its choices restored by the office).
import type { FamilyRecord } from '@parish/shared/family';
import type { HousePrivacy } from '@parish/shared/privacy';
import { expect, test, type APIRequestContext, type Browser, type Page } from './fixtures.ts';
import { loadMore, loginAs, makePng, requestAs } from './support.ts';
import { ml } from '../src/i18n/ml.ts';
import { E2E_FAMILY_PASSWORD } from '../playwright.config.ts';

/** The page's context signed in as the family account (the cookie, and the userInfo the login screen keeps). */
async function loginFamily(page: Page): Promise<void> {
  const res = await page.request.post('/api/auth/login', {
    data: { username: 'family', password: E2E_FAMILY_PASSWORD },
  });
  expect(res.status(), await res.text()).toBe(200);
  const { userInfo } = (await res.json()) as { userInfo: unknown };
  await page.addInitScript((info) => localStorage.setItem('userInfo', JSON.stringify(info)), userInfo);
}

async function withdrawPending(request: APIRequestContext): Promise<void> {
  const record = (await (await request.get('/api/family')).json()) as FamilyRecord;
  for (const r of record.requests.filter((x) => x.status === 'pending')) {
    expect((await request.delete(`/api/family/requests/${r._id}`)).status()).toBe(204);
  }
}

/** The office records the family's choices as they were (the test's narrowing undone). */
async function restoreChoices(office: APIRequestContext, before: HousePrivacy): Promise<void> {
  const res = await office.put(`/api/houses/${before.houseId}/privacy`, {
    data: {
      listed: before.listed,
      photo: before.photo,
      source: 'paper',
      members: before.members.map(({ name: _n, years: _y, ...m }) => m),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A visitor's phone (no account) opens the ward page and scrolls to the family's card. */
async function visitorCard(browser: Browser, baseURL: string | undefined, ward: number, house: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 800 } });
  await context.addCookies([{ name: 'visited', value: 'true', url: baseURL ?? 'http://localhost' }]);
  const page = await context.newPage();
  await page.goto(`/wards/${ward}`);
  const cards = page.getByTestId('family-card');
  const card = cards.filter({ has: page.getByRole('heading', { name: new RegExp(`, ${house}$`) }) });
  await expect(cards.first()).toBeVisible();
  while ((await card.count()) === 0 && (await loadMore(page, cards)));
  await expect(card).toHaveCount(1);
  return { context, card };
}

test('a family reads its page, hides a phone at once, proposes a phone, a newborn and a photo, withdraws one', async ({
  page,
  browser,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  await loginFamily(page);
  await withdrawPending(page.request);
  const start = (await (await page.request.get('/api/family')).json()) as FamilyRecord;
  const office = await requestAs(playwright, baseURL, 'admin');
  // The first member whose phone a visitor sees now: the one the family hides.
  const shown = start.preview.visitor?.members.find((m) => m.phone);
  // The demo's directory is open: the test family's phones reach visitors until it hides one.
  expect(shown, 'a phone of the family that a visitor sees').toBeTruthy();
  const index = start.privacy.members.findIndex((m) => m._id === shown?._id);
  const phone = shown?.phone ?? '';
  try {
    await page.goto('/my-family');
    await expect(page.getByRole('heading', { name: 'എന്റെ കുടുംബം' })).toBeVisible();
    const record = page.getByTestId('family-record');
    await expect(record).toContainText(start.house.members[0].name);
    const visitorPreview = page.getByTestId('preview-visitor');
    const parishionerPreview = page.getByTestId('preview-parishioner');
    await expect(visitorPreview).toBeVisible();
    await expect(parishionerPreview).toBeVisible();
    // Stacked at 360 px: the parishioner's preview is below the visitor's.
    const [v, p] = [await visitorPreview.boundingBox(), await parishionerPreview.boundingBox()];
    expect(p && v && p.y >= v.y + v.height - 1).toBe(true);
    const tel = `a[href="tel:${phone}"]`;
    await expect(visitorPreview.locator(tel)).toHaveCount(1);
    await expect(page.locator('html')).toHaveJSProperty('scrollWidth', 360);

    // Narrowing: the phone to parishioners, applied at once.
    const privacy = page.getByTestId('family-privacy');
    await privacy.getByTestId('privacy-member').nth(index).getByLabel('ഫോൺ').selectOption('parishioners');
    await privacy.getByRole('button', { name: 'തിരഞ്ഞെടുപ്പുകൾ സേവ് ചെയ്യുക' }).click();
    await expect(page.getByText('സ്വകാര്യതാ തിരഞ്ഞെടുപ്പുകൾ ഉടൻ നിലവിൽ വന്നു')).toBeVisible();
    await expect(visitorPreview.locator(tel)).toHaveCount(0);
    await expect(parishionerPreview.locator(tel)).toHaveCount(1);
    const visitor = await visitorCard(browser, baseURL, start.house.ward, start.house.house);
    await expect(visitor.card).toBeVisible();
    await expect(visitor.card.locator(tel)).toHaveCount(0);
    await visitor.context.close();

    // A phone change: the member's edit form, only what changed is sent.
    const member = start.house.members[index];
    await record.getByRole('button', { name: `${member.name}: തിരുത്തുക` }).click();
    const edit = page.getByTestId('member-update-form');
    await edit.getByLabel('ഫോൺ നമ്പർ').fill('9447 012345');
    await edit.getByRole('button', { name: 'ഓഫീസിലേക്ക് അയയ്ക്കുക' }).click();
    await expect(page.getByText('അപേക്ഷ ഓഫീസിലേക്ക് അയച്ചു')).toBeVisible();
    await expect(edit).toHaveCount(0);

    // A newborn.
    await page.getByRole('button', { name: 'പുതിയ അംഗത്തെ ചേർക്കാൻ അപേക്ഷിക്കുക' }).click();
    const add = page.getByTestId('member-add-form');
    await add.getByRole('button', { name: 'ഓഫീസിലേക്ക് അയയ്ക്കുക' }).click();
    await expect(add.getByText('പേര് നൽകുക')).toBeVisible();
    await add.getByLabel('പേര് (മലയാളത്തിൽ)').fill('കുഞ്ഞ് ജോൺ');
    await add.getByLabel('വയസ്സ്').fill('0');
    await add.getByLabel('ലിംഗം').selectOption('male');
    await add.getByLabel('ഗൃഹനാഥനുമായുള്ള ബന്ധം').fill('കൊച്ചുമകൻ');
    await add.getByRole('button', { name: 'ഓഫീസിലേക്ക് അയയ്ക്കുക' }).click();
    await expect(add).toHaveCount(0);

    // A new photo, uploaded through the photo pipeline first.
    const photoForm = page.getByTestId('photo-form');
    await photoForm
      .locator('input[type=file]')
      .setInputFiles({ name: 'family.png', mimeType: 'image/png', buffer: makePng(640, 480) });
    await expect(photoForm.locator('img')).toBeVisible();
    await photoForm.getByRole('button', { name: 'ഓഫീസിലേക്ക് അയയ്ക്കുക' }).click();

    const requests = page.getByTestId('family-requests').locator('li');
    await expect(requests).toHaveCount(3);
    await expect(requests.filter({ hasText: 'തീരുമാനം കാത്തിരിക്കുന്നു' })).toHaveCount(3);
    await expect(requests.filter({ hasText: 'പുതിയ അംഗം: കുഞ്ഞ് ജോൺ' })).toHaveCount(1);
    await expect(requests.filter({ hasText: '→ 9447012345' })).toHaveCount(1);
    await expect(requests.filter({ hasText: 'പുതിയ കുടുംബ ഫോട്ടോ' })).toHaveCount(1);
    // The directory is unchanged: the record still has the member's phone and no newborn.
    await expect(record).not.toContainText('കുഞ്ഞ് ജോൺ');

    // Withdraw the newborn.
    await requests
      .filter({ hasText: 'കുഞ്ഞ് ജോൺ' })
      .getByRole('button', { name: '"പുതിയ അംഗം" എന്ന അപേക്ഷ പിൻവലിക്കുക' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'പിൻവലിക്കുക', exact: true }).click();
    await expect(page.getByText('അപേക്ഷ പിൻവലിച്ചു')).toBeVisible();
    await expect(requests).toHaveCount(2);
    await expect(requests.filter({ hasText: 'കുഞ്ഞ് ജോൺ' })).toHaveCount(0);
  } finally {
    await withdrawPending(page.request);
    await restoreChoices(office, start.privacy);
    await office.dispose();
  }
});

test('a visitor is sent to /login, and a parishioner finds no family page', async ({ page }) => {
  await page.goto('/my-family');
  await expect(page).toHaveURL(/\/login/);
  await loginAs(page, 'user');
  await page.goto('/my-family');
  await expect(page.getByText(ml.errorScreen.notFoundMalayalam)).toBeVisible();
  await expect(page.getByTestId('my-family')).toHaveCount(0);
});
