// The /search overlay: typing rules, Malayalam and English-letter search, both chillu
// encodings, highlighted members, and the admin-only blood search.
import { counted } from '@parish/shared/plain/words';
import { expect, test, type Page, type Response } from './fixtures.ts';
import type { BloodResult, SearchHouseResponse } from '@parish/shared/search';
import { normalizeMalayalam, toLegacyChillus } from '@parish/shared/plain/malayalam';
import type { WardPage } from '@parish/shared/houses';
import { filterSearchInput } from '@parish/shared/search-text';
import { loginAs, settled, wardPage } from './support.ts';
import { TYPING_PAUSE_MS } from '../src/lib/use-debounced.ts';

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'പേര് അല്ലെങ്കിൽ വീട്ടുപേര്' });
const isSearch = (term?: string) => (r: Response) =>
  r.url().includes('/api/houses/search/') &&
  (term === undefined || decodeURIComponent(r.url()).endsWith(`/search/${term}`));

/** Opens the overlay from the bar, as people do. */
async function openSearch(page: Page, from = '/wards/2') {
  await page.goto(from);
  await page.getByRole('link', { name: 'തിരയുക' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(searchField(page)).toBeVisible();
}

async function typeAndWait(page: Page, text: string): Promise<SearchHouseResponse> {
  const response = page.waitForResponse(isSearch(text));
  await searchField(page).pressSequentially(text);
  return (await (await response).json()) as SearchHouseResponse;
}

test('typing rules: a digit is ignored, paste is blocked, 2 characters do not search', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/houses/search/')) searches.push(r.url());
  });
  // The browser's clock runs on as usual; the test moves it past the typing pause at once.
  await page.clock.install();
  await openSearch(page);
  await expect(page.getByText('കുറഞ്ഞത് 3 അക്ഷരങ്ങൾ')).toBeVisible();

  const field = searchField(page);
  await field.pressSequentially('k1u');
  await expect(field).toHaveValue('ku');
  // The typing pause has passed and the page has acted on it: no search for two characters.
  await page.clock.runFor(TYPING_PAUSE_MS + 50);
  await settled(page);
  expect(searches).toEqual([]);
  await expect(page.locator('.result-count')).toHaveCount(0);

  await page.evaluate(() => navigator.clipboard.writeText('kunnel'));
  await field.press('Control+V');
  await expect(field).toHaveValue('ku');
  await expect(page.getByText('ഇവിടെ പേസ്റ്റ് ചെയ്യാനാവില്ല; ടൈപ്പ് ചെയ്യുക')).toBeVisible();
  expect(searches).toEqual([]);

  await field.pressSequentially('n/');
  await expect(field).toHaveValue('kun');
  await expect(page.locator('.result-count')).toHaveText(/(കുടുംബം|കുടുംബങ്ങൾ) കണ്ടെത്തി/);
});

test('a Malayalam search lists families with a count, and back closes the overlay', async ({ page }) => {
  await openSearch(page);
  const body = await typeAndWait(page, 'കുന്നേൽ');
  expect(body.houses.length).toBeGreaterThan(0);
  const found = counted(body.houses.length, 'കുടുംബം', 'കുടുംബങ്ങൾ');
  await expect(page.locator('.result-count')).toHaveText(`${found} കണ്ടെത്തി`);
  // Names stored in the old encoding look the same; compare them normalised.
  const firstCard = normalizeMalayalam(await page.getByTestId('search-result').first().innerText());
  expect(firstCard).toContain('കുന്നേൽ');
  // The members are not all "matches": their English names carry the house name, the house matched.
  await expect(page.locator('.result-matches')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/search-malayalam.png' });

  await page.goBack();
  await expect(page).toHaveURL(/\/wards\/2$/);
});

test('an empty result says that no results are available', async ({ page }) => {
  await openSearch(page);
  await typeAndWait(page, 'qqxqqz');
  await expect(page.locator('.result-count')).toHaveText('ഫലങ്ങളൊന്നും ലഭ്യമല്ല');
});

test('English letters find a Malayalam-only house by its sound', async ({ page }) => {
  await openSearch(page);
  const body = await typeAndWait(page, 'kunnel');
  // The house names are stored in Malayalam only (in either chillu encoding).
  const first = body.houses[0];
  expect(/[a-z]/i.test(first.house)).toBe(false);
  expect(normalizeMalayalam(first.house)).toBe('കുന്നേൽ');
  expect(normalizeMalayalam(await page.getByTestId('search-result').first().innerText())).toContain('കുന്നേൽ');

  await searchField(page).fill('');
  const second = await typeAndWait(page, 'puthenpurackal');
  expect(normalizeMalayalam(second.houses[0].house)).toBe('പുത്തൻപുരയ്ക്കൽ');
});

test('both chillu encodings find the same families, stored in both encodings', async ({ page }) => {
  await openSearch(page);
  const atomic = await typeAndWait(page, 'കുന്നേൽ');
  const stored = atomic.houses.filter((h) => normalizeMalayalam(h.house) === 'കുന്നേൽ').map((h) => h.house);
  // The demo parish holds both encodings of this name…
  expect(stored.some((h) => h.includes('\u200D'))).toBe(true);
  expect(stored.some((h) => !h.includes('\u200D'))).toBe(true);

  // …and the old keyboard's encoding (ZWJ typed into the field) finds the same families.
  await searchField(page).fill('');
  const legacyText = toLegacyChillus('കുന്നേൽ');
  const legacy = await typeAndWait(page, legacyText);
  await expect(searchField(page)).toHaveValue(legacyText);
  expect(legacy.houses.map((h) => h._id).sort()).toEqual(atomic.houses.map((h) => h._id).sort());
});

test('the member modal highlights the members that matched', async ({ page }) => {
  await openSearch(page);
  const body = await typeAndWait(page, 'ആൽബിൻ');
  expect(body.memberIdArr.length).toBeGreaterThan(0);
  await page.getByTestId('search-result').first().click();
  const modal = page.locator('dialog.member-modal');
  await expect(modal).toBeVisible();
  const matched = modal.locator('tbody tr[data-match="true"]');
  await expect(matched.first()).toBeVisible();
  const count = await matched.count();
  for (let i = 0; i < count; i++) {
    const name = (await matched.nth(i).locator('td.member-name').innerText()).split('\n')[0];
    expect(normalizeMalayalam(name)).toBe('ആൽബിൻ');
  }
  // The others are not highlighted.
  const rows = await modal.locator('tbody tr').count();
  expect(rows).toBeGreaterThan(count);
  await expect(modal.getByText('തിരച്ചിലുമായി പൊരുത്തപ്പെടുന്നവർ')).toBeVisible();
  await page.screenshot({ path: 'test-results/search-member-modal.png' });

  // Back closes the member modal first, then the overlay.
  await page.goBack();
  await expect(modal).toBeHidden();
  await expect(searchField(page)).toBeVisible();
});

test('a visitor has no blood toggle, and the API refuses a visitor and a user', async ({ page, request }) => {
  await openSearch(page);
  await expect(page.getByRole('button', { name: 'രക്തഗ്രൂപ്പ് തിരയൽ' })).toHaveCount(0);
  const visitor = await request.get(`/api/houses/search-blood/${encodeURIComponent('A+z18z60zall')}`);
  expect(visitor.status()).toBe(401);
  await loginAs(page, 'user');
  await openSearch(page);
  await expect(page.getByRole('button', { name: 'രക്തഗ്രൂപ്പ് തിരയൽ' })).toHaveCount(0);
  const asUser = await page.request.get(`/api/houses/search-blood/${encodeURIComponent('A+z18z60zall')}`);
  expect(asUser.status()).toBe(403);
});

test('blood search as admin: the toggle clears the text; group, age bracket and gender filter', async ({ page }) => {
  await loginAs(page, 'admin');
  await openSearch(page);
  await searchField(page).pressSequentially('kun');
  const toggle = page.getByRole('button', { name: 'രക്തഗ്രൂപ്പ് തിരയൽ' });
  await toggle.click();
  await expect(searchField(page)).toHaveCount(0);
  await expect(page.getByText('ഒരു രക്തഗ്രൂപ്പ് തിരഞ്ഞെടുക്കുക')).toBeVisible();
  await expect(page.getByLabel('പ്രായം മുതൽ')).toHaveValue('18');
  await expect(page.getByLabel('പ്രായം വരെ')).toHaveValue('60');

  const blood = (composite: string) =>
    page.waitForResponse((r) => decodeURIComponent(r.url()).endsWith(`/search-blood/${composite}`));
  let response = blood('A+z18z60zall');
  await page.getByRole('radio', { name: 'A+' }).click();
  let results = (await (await response).json()) as BloodResult[];
  expect(results.length).toBeGreaterThan(0);
  await expect(page.getByTestId('blood-result').first()).toBeVisible();
  expect(results.every((r) => r.age >= 18 && r.age <= 60)).toBe(true);
  expect(results.every((r) => r.family.members.find((m) => m._id === r._id)?.blood === 'A+')).toBe(true);

  // The age bracket.
  response = blood('A+z20z30zall');
  await page.getByLabel('പ്രായം മുതൽ').fill('20');
  await page.getByLabel('പ്രായം വരെ').fill('30');
  results = (await (await response).json()) as BloodResult[];
  expect(results.every((r) => r.age >= 20 && r.age <= 30)).toBe(true);
  await expect(page.getByTestId('blood-result').first()).toContainText(/(2\d|30) വയസ്സ്/);

  // The gender filter cycles both → male → female.
  const gender = page.locator('.gender-toggle');
  await expect(gender).toHaveAttribute('data-gender', 'all');
  response = blood('A+z20z30zmale');
  await gender.click();
  results = (await (await response).json()) as BloodResult[];
  expect(results.every((r) => r.family.members.find((m) => m._id === r._id)?.gender === true)).toBe(true);
  response = blood('A+z20z30zfemale');
  await gender.click();
  results = (await (await response).json()) as BloodResult[];
  expect(results.every((r) => r.family.members.find((m) => m._id === r._id)?.gender === false)).toBe(true);
  await expect(gender).toHaveAttribute('data-gender', 'female');

  // Changing the blood group resets the gender filter.
  response = blood('O-z20z30zall');
  await page.getByRole('radio', { name: 'O-' }).click();
  await response;
  await expect(gender).toHaveAttribute('data-gender', 'all');

  // An age outside 0–80 is refused on the page, with a message.
  await page.getByLabel('പ്രായം വരെ').fill('95');
  await expect(page.getByRole('alert')).toHaveText(/0 മുതൽ 80 വരെ/);
  await page.screenshot({ path: 'test-results/search-blood.png' });

  // Back in text mode the text is empty.
  await page.getByRole('button', { name: 'പേര് തിരയൽ' }).click();
  await expect(searchField(page)).toHaveValue('');
});

test.describe('focus, several words, and paging', () => {
  test('the search field has the focus when the overlay opens', async ({ page }) => {
    await openSearch(page);
    await expect(searchField(page)).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('search');
  });

  test('a first name and the house name, typed with a space, find the family', async ({ page }) => {
    const ward = await wardPage(page.request, 5);
    const family =
      ward.items.find((h) => h.members.length > 1 && filterSearchInput(h.house) === h.house) ?? ward.items[0];
    const head = family.members.find((m) => m.HOH) ?? family.members[0];
    const text = `${filterSearchInput(head.name.split(' ')[0]).trim()} ${family.house}`;
    await openSearch(page);
    const body = await typeAndWait(page, text);
    expect(body.houses.map((h) => h._id)).toContain(family._id);
    await expect(page.getByTestId('search-result').filter({ hasText: family.house }).first()).toBeVisible();
  });

  test('a capped result says "first 30 of N" and "show more" adds the next families', async ({ page }) => {
    let term = '';
    let total = 0;
    for (const candidate of ['joseph', 'mary', 'thomas', 'george', 'kurian']) {
      const body = (await (await page.request.get(`/api/houses/search/${candidate}`)).json()) as SearchHouseResponse;
      if (body.total > 30) {
        term = candidate;
        total = body.total;
        break;
      }
    }
    expect(total).toBeGreaterThan(30);
    await openSearch(page);
    await typeAndWait(page, term);
    await expect(page.locator('.result-count')).toHaveText(`ആകെ ${total} കുടുംബങ്ങളിൽ ആദ്യത്തെ 30 എണ്ണം`);
    await expect(page.getByTestId('search-result')).toHaveCount(30);
    const more = page.waitForResponse((r) => r.url().includes(`/api/houses/search/${term}?page=2`));
    await page.getByRole('button', { name: 'കൂടുതൽ കാണിക്കുക' }).click();
    await more;
    const shown = Math.min(60, total);
    await expect(page.getByTestId('search-result')).toHaveCount(shown);
    const some = `ആകെ ${total} കുടുംബങ്ങളിൽ ആദ്യത്തെ ${shown} എണ്ണം`;
    const all = `${counted(shown, 'കുടുംബം', 'കുടുംബങ്ങൾ')} കണ്ടെത്തി`;
    await expect(page.locator('.result-count')).toHaveText(shown < total ? some : all);
  });
});
