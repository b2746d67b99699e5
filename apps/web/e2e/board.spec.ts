// The board pages on the demo board (sections in the spec's order, the admin-only ones
// for admins only), the ex-vicars order with a malformed duration, the convent's current and
// former members, samarpithar, and an admin adding, editing and deleting a member with a photo.
import { priestName } from '@parish/shared/plain/words';
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import type { BoardMember } from '@parish/shared/board';
import { loginAs, makePng, seriousViolations } from './support.ts';

const SURE = 'നീക്കം ചെയ്യണമെന്ന് ഉറപ്പാണോ?';

async function boardOf(request: APIRequestContext, title: number): Promise<BoardMember[]> {
  const res = await request.get(`/api/board/${title}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as BoardMember[];
}
const cardNames = (page: Page, scope = page.locator('main')) =>
  scope.locator('.profile-card .profile-name').allTextContents();
const sectionHeadings = (page: Page) =>
  page.locator('.board-section > h2').evaluateAll((hs) => hs.map((h) => h.firstChild?.textContent ?? ''));

test('a visitor sees the board sections in the spec order, without the admin-only ones or admin buttons', async ({
  page,
}) => {
  await page.goto('/board');
  await expect(page.getByRole('heading', { level: 1, name: 'ഭരണസമിതി' })).toBeVisible();
  await expect(page.locator('.board-section')).toHaveCount(6);
  expect(await sectionHeadings(page)).toEqual([
    'വികാരി',
    'കോർഡിനേറ്റർ',
    'സെക്രട്ടറി',
    'കൈക്കാരന്മാർ',
    'പാരിഷ് കൗൺസിൽ സെക്രട്ടറി',
    'പാരിഷ് കൗൺസിൽ അംഗങ്ങൾ',
  ]);
  await expect(page.locator('.board-section[data-title="1"]')).toContainText('ജോസഫ് പുത്തൻപുരയ്ക്കൽ');
  const councillors = await page.request.get('/api/board/5').then((r) => r.json() as Promise<BoardMember[]>);
  await expect(page.locator('.board-section[data-title="5"] .profile-card')).toHaveCount(councillors.length);
  // The photo's space is held before it loads (no layout shift) and the phone is a call link.
  await expect(page.locator('.board-section[data-title="1"] .profile-photo img')).toHaveAttribute('width', /\d+/);
  await expect(page.locator('.board-section[data-title="1"] a.profile-phone')).toHaveAttribute(
    'href',
    /^tel:\+91\d{10}$/,
  );
  await expect(page.getByText('ശുശ്രൂഷി', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /തിരുത്തുക/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: '+ പുതിയ അംഗം' })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an admin also sees Sushrushi and the teachers photo, with Edit and Delete', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/board');
  await expect(page.locator('.board-section')).toHaveCount(8);
  expect((await sectionHeadings(page)).slice(6)).toEqual(['ശുശ്രൂഷി', 'മതബോധന അധ്യാപകരുടെ ഫോട്ടോ']);
  await expect(page.locator('.board-section[data-title="13"]')).toContainText('മതബോധന അധ്യാപകർ 2025');
  const seat12 = page.locator('.board-section[data-title="12"]');
  await expect(seat12.getByRole('button', { name: /തിരുത്തുക/ })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/admin/add-board');
  await page.getByLabel('സ്ഥാനം').selectOption('10');
  await expect(page.getByLabel('സേവന നില')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('ex-vicars: newest start year first, the malformed duration last and shown as it is', async ({ page }) => {
  const vicars = await boardOf(page.request, 9);
  const year = (m: BoardMember) => /^(\d{4}) - /.exec(m.duration)?.[1];
  const expected = [
    ...vicars.filter(year).sort((a, b) => Number(year(b)) - Number(year(a))),
    ...vicars.filter((m) => !year(m)),
  ].map((m) => priestName(m.name, 'ഫാ.'));
  expect(vicars.some((m) => !year(m))).toBe(true); // the demo holds one old record of free text
  await page.goto('/ex-vicars');
  await expect(page.locator('.profile-card')).toHaveCount(vicars.length);
  expect(await cardNames(page)).toEqual(expected);
  await expect(page.locator('.profile-card').last()).toContainText('പത്തൊമ്പതാം നൂറ്റാണ്ട്');
  await expect(page.locator('.profile-card').first()).toContainText('2015 - 2022');
});

test('convent: current members in the first grid, former ones under "served earlier"; samarpithar: title 8', async ({
  page,
}) => {
  const convent = await boardOf(page.request, 10);
  await page.goto('/convent');
  const now = page.getByRole('list', { name: 'ഇപ്പോൾ സേവനം ചെയ്യുന്നവർ' });
  const earlier = page.getByRole('list', { name: 'മുമ്പ് സേവനം ചെയ്തവർ' });
  await expect(page.getByRole('heading', { name: 'മുമ്പ് സേവനം ചെയ്തവർ' })).toBeVisible();
  expect((await cardNames(page, now)).sort()).toEqual(
    convent
      .filter((m) => m.isCurrent)
      .map((m) => m.name)
      .sort(),
  );
  expect((await cardNames(page, earlier)).sort()).toEqual(
    convent
      .filter((m) => !m.isCurrent)
      .map((m) => m.name)
      .sort(),
  );
  expect(convent.filter((m) => !m.isCurrent).length).toBeGreaterThan(0);

  const dedicated = await boardOf(page.request, 8);
  await page.goto('/samarpithar');
  await expect(page.locator('.profile-card')).toHaveCount(dedicated.length);
  expect((await cardNames(page)).sort()).toEqual(dedicated.map((m) => m.name).sort());
});

test('an admin adds a board member with a photo, edits it and deletes it', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/board');
  await page.getByRole('link', { name: '+ പുതിയ അംഗം' }).click();
  await expect(page).toHaveURL(/\/admin\/add-board$/);

  // The fields follow the title: a former vicar needs the years, refused on the page.
  const title = page.getByLabel('സ്ഥാനം');
  await title.selectOption('9');
  await expect(page.getByLabel('സേവന കാലം')).toBeVisible();
  await expect(page.getByLabel('വാർഡ്')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'പേര്', exact: true }).fill('ഫാ. പരീക്ഷണം');
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('മുൻ വികാരിയുടെ സേവന കാലം നൽകണം (ഉദാ: 1998 - 2004)')).toBeVisible();
  // A term that ends before it starts is refused too, in Malayalam, before anything is sent.
  await page.getByLabel('സേവന കാലം').fill('2030 - 2025');
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('അവസാന വർഷം ആരംഭ വർഷത്തിന് മുമ്പാകരുത് (ഉദാ: 1998 - 2004)')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/add-board$/);
  await page.getByLabel('സേവന കാലം').fill('');
  await title.selectOption('4');
  await expect(page.getByLabel('വാർഡ്')).toBeVisible();
  await expect(page.getByLabel('സേവന കാലം')).toHaveCount(0);

  const name = `പരീക്ഷണ അംഗം ${Date.now() % 100000}`;
  await title.selectOption('5');
  await page.getByRole('textbox', { name: 'പേര്', exact: true }).fill(name);
  await page.getByLabel('വീട്ടുപേര്').fill('പരീക്ഷണ വീട്');
  await page.getByLabel('പദവി / വിവരണം').fill('പാരിഷ് കൗൺസിൽ അംഗം');
  await page.getByRole('textbox', { name: 'ഫോൺ' }).fill('94470 55511');
  await page
    .getByLabel('ഫോട്ടോ തിരഞ്ഞെടുക്കുക')
    .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: makePng(400, 400) });
  await expect(page.getByText('ഫോട്ടോ അപ്‌ലോഡ് ചെയ്തു')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('ഭരണസമിതി അംഗത്തെ സേവ് ചെയ്തു')).toBeVisible();
  await expect(page).toHaveURL(/\/board$/);
  const card = page.locator('.profile-card', { hasText: name });
  await expect(card).toHaveCount(1);
  await expect(card.locator('img')).toHaveAttribute('src', /^\/media\/.+-\d+\.webp$/);
  await expect(card.locator('a.profile-phone')).toHaveAttribute('href', 'tel:+919447055511');
  expect((await boardOf(page.request, 5)).find((m) => m.name === name)?.image).toMatch(/^\/media\//);

  // Edit: the form opens with the member, the change shows on /board.
  await card.getByRole('button', { name: `${name}: തിരുത്തുക` }).click();
  await expect(page.getByRole('heading', { name: 'ഭരണസമിതി അംഗത്തെ തിരുത്തുക' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'പേര്', exact: true })).toHaveValue(name);
  await expect(page.locator('.photo-thumb')).toBeVisible();
  await page.getByLabel('വീട്ടുപേര്').fill('തിരുത്തിയ വീട്');
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page).toHaveURL(/\/board$/);
  await expect(card).toContainText('തിരുത്തിയ വീട്');

  // Delete: 'Sure to delete?', the toast, gone from the page and from the API.
  await card.getByRole('button', { name: `${name}: നീക്കം ചെയ്യുക` }).click();
  await expect(page.getByText(SURE)).toBeVisible();
  await page.getByRole('button', { name: 'അതെ' }).click();
  await expect(page.getByText('അംഗത്തെ നീക്കം ചെയ്തു')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await boardOf(page.request, 5)).some((m) => m.name === name)).toBe(false);
});

test("the ward page's committee Edit lands on the board form with the member and its ward", async ({ page }) => {
  await loginAs(page, 'admin');
  const [member] = await boardOf(page.request, 4).then((all) => all.filter((m) => m.ward === 2));
  await page.goto('/admin/wards/2');
  await page
    .getByRole('button', { name: `${member.name}: തിരുത്തുക` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/add-board$/);
  await expect(page.getByLabel('സ്ഥാനം')).toHaveValue('4');
  await expect(page.getByLabel('വാർഡ്')).toHaveValue('2');
  await expect(page.getByRole('textbox', { name: 'പേര്', exact: true })).toHaveValue(member.name);
});

test('the board API refuses writes to a visitor (401) and a user (403), and titles 12 and 13 to them', async ({
  page,
}) => {
  const [someone] = await boardOf(page.request, 5);
  const body = { name: 'x', title: 5 };
  for (const [method, data] of [
    ['post', body],
    ['put', { _id: someone._id, name: 'y' }],
    ['delete', { _id: someone._id }],
  ] as const) {
    expect((await page.request[method]('/api/board', { data })).status()).toBe(401);
  }
  expect((await page.request.get('/api/board/12')).status()).toBe(401);
  expect((await page.request.get('/api/board/13')).status()).toBe(401);
  // The catechism home's public read: the teachers' photo without names or phones.
  const photo = await page.request.get('/api/board/teachers-photo');
  expect(photo.status()).toBe(200);
  expect(Object.keys((await photo.json()) as object).sort()).toEqual(['image', 'preImage']);

  await loginAs(page, 'user');
  for (const [method, data] of [
    ['post', body],
    ['put', { _id: someone._id, name: 'y' }],
    ['delete', { _id: someone._id }],
  ] as const) {
    expect((await page.request[method]('/api/board', { data })).status()).toBe(403);
  }
  expect((await page.request.get('/api/board/12')).status()).toBe(403);
  expect((await boardOf(page.request, 5)).find((m) => m._id === someone._id)?.name).toBe(someone.name);
});
