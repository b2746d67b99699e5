// /departed: the [list, total] answer, pages 2, 3 and 4 loaded by scrolling
// and no more after the end, the admin's delete failure text, and "mark as departed" on the admin
// ward page (gone from the ward page and the birthday list, present in /departed).
import { expect, test, type Page } from './fixtures.ts';
import type { House } from '@parish/shared/houses';
import { birthdaysOfWeek, calendarDateIn } from '@parish/shared/plain/week';
import { loadMore, loginAs, nextFrames, settled } from './support.ts';

// One at a time: the adding tests change the total the paging test counts on.
test.describe.configure({ mode: 'serial' });

const cards = (page: Page) => page.getByRole('list', { name: 'പരേതർ' }).getByRole('listitem');

test('GET /api/departed/view answers exactly [profiles, total], 12 a page', async ({ request }) => {
  const body = (await (await request.get('/api/departed/view?v=1')).json()) as unknown[];
  expect(Array.isArray(body)).toBe(true);
  expect(body).toHaveLength(2);
  const [profiles, total] = body as [Record<string, unknown>[], number];
  expect(typeof total).toBe('number');
  expect(total).toBeGreaterThanOrEqual(40);
  expect(profiles).toHaveLength(12);
  expect(Object.keys(profiles[0]).sort()).toEqual(['YOD', '_id', 'house', 'image', 'name', 'phone', 'preImage']);
  const all = (await (await request.get('/api/departed')).json()) as unknown[];
  expect(all.length).toBe(total);
});

test('the departed load pages 2, 3 and 4 by scrolling and stop at the end', async ({ page }) => {
  const pages: number[] = [];
  page.on('request', (r) => {
    const m = /\/api\/departed\/view\?v=(\d+)/.exec(r.url());
    if (m) pages.push(Number(m[1]));
  });
  await page.goto('/departed');
  await expect(page.getByRole('heading', { name: 'പരേതർ', level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(12);
  const total = Number(/(\d+) പേരിൽ/.exec((await page.getByTestId('departed-count').textContent()) ?? '')?.[1]);
  const last = Math.ceil(total / 12);
  // The demo's 40, and those other tests have added: four pages or more.
  expect(last).toBeGreaterThanOrEqual(4);
  // The first page came with the server-rendered page: the browser asked for none.
  expect(pages).toEqual([]);
  // A card shows photo, name, house, year of death (and phone when known).
  await expect(cards(page).first()).toContainText('മരണം: ');

  for (let n = 2; n <= last; n++) {
    await page.getByTestId('scroll-sentinel').scrollIntoViewIfNeeded();
    await expect(cards(page)).toHaveCount(Math.min(n * 12, total));
  }
  await expect(page.getByText('എല്ലാവരെയും കാണിച്ചു')).toBeVisible();
  await page.mouse.wheel(0, 4000);
  // The sentinel's observer would have reported and the page asked by now.
  await nextFrames(page);
  await settled(page);
  expect(pages).toEqual(Array.from({ length: last - 1 }, (_, i) => i + 2));
  await expect(cards(page)).toHaveCount(total);
  await page.screenshot({ path: 'test-results/departed.png' });
});

test("an admin's failed delete says 'Couldn't delete, try again' in Malayalam", async ({ page }) => {
  await loginAs(page, 'admin');
  await page.route('**/api/departed', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, error: 'x', code: 'internal_error', message: 'x' }),
        })
      : route.continue(),
  );
  await page.goto('/departed');
  await cards(page)
    .first()
    .getByRole('button', { name: /നീക്കം ചെയ്യുക/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'അതെ' }).click();
  await expect(page.getByRole('dialog')).toContainText('നീക്കം ചെയ്യാനായില്ല, വീണ്ടും ശ്രമിക്കുക');
});

test('a logged-in user adds a departed person; the list refetches with them', async ({ page }) => {
  await loginAs(page, 'user');
  await page.goto('/departed');
  await page.getByRole('link', { name: '+ ചേർക്കുക' }).click();
  await expect(page).toHaveURL(/\/add-departed$/);
  const name = `പരീക്ഷണം ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'പേര്', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'മരിച്ച വർഷം' }).fill('2999');
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('1800 മുതൽ', { exact: false }).first()).toBeVisible();
  await page.getByRole('textbox', { name: 'മരിച്ച വർഷം' }).fill(String(new Date().getFullYear()));
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page).toHaveURL(/\/departed$/);
  await expect(cards(page).filter({ hasText: name })).toHaveCount(1);
});

test('a member marked departed leaves the ward page and the birthday list, and is in /departed', async ({ page }) => {
  test.slow(); // the ward's loaded pages refetch after the write, one by one
  await loginAs(page, 'admin');
  // A family of this test's own, its head's birthday in this week: the demo's members stay as they are.
  const ward = 21;
  const { month, day } = birthdaysOfWeek(calendarDateIn(new Date()))[0];
  const suffix = `${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`;
  const name = `ഓർമ്മ ${suffix}`;
  const created = await page.request.post('/api/houses', {
    data: {
      house: `സ്മരണ വീട് ${suffix}`,
      ward,
      members: [
        { name, age: 80, gender: true, HOH: true, birthMonth: month, birthDay: day },
        { name: `മകൾ ${suffix}`, age: 50, gender: false, HOH: false },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { house, members } = (await created.json()) as House;
  const _id = members.find((m) => m.name === name)!._id;
  const before = (await (await page.request.get(`/api/houses/birthdays/${ward}`)).json()) as { _id: string }[];
  expect(before.some((b) => b._id === _id)).toBe(true);

  await page.goto(`/admin/wards/${ward}`);
  const row = page
    .getByTestId('family-card')
    .filter({ hasText: house })
    .getByTestId('member-row')
    .filter({ hasText: name });
  while ((await row.count()) === 0 && (await loadMore(page, page.getByTestId('family-card'))));
  await expect(row.first()).toBeVisible();
  const rowsBefore = await page.getByTestId('member-row').filter({ hasText: name }).count();
  // The verb agrees with the member: masculine for the father, feminine for the daughter.
  await expect(row.first().getByRole('button', { name: `${name}: നിര്യാണം രേഖപ്പെടുത്തുക` })).toHaveText('നിര്യാതനായി');
  const daughter = page
    .getByTestId('family-card')
    .filter({ hasText: house })
    .getByTestId('member-row')
    .filter({ hasText: `മകൾ ${suffix}` });
  await expect(daughter.first().getByRole('button', { name: `മകൾ ${suffix}: നിര്യാണം രേഖപ്പെടുത്തുക` })).toHaveText(
    'നിര്യാതയായി',
  );
  await row
    .first()
    .getByRole('button', { name: `${name}: നിര്യാണം രേഖപ്പെടുത്തുക` })
    .click();
  const dialog = page.locator('dialog.mark-departed-dialog');
  await expect(dialog).toContainText(house);
  const year = String(new Date().getFullYear());
  await expect(dialog.getByRole('textbox', { name: 'മരിച്ച വർഷം' })).toHaveValue(year);
  // The head goes: another member takes the place.
  await dialog.getByRole('combobox', { name: 'പുതിയ കുടുംബനാഥൻ' }).selectOption({ index: 1 });
  await dialog.getByRole('button', { name: 'രേഖപ്പെടുത്തുക' }).click();
  await expect(page.getByText(`${name} പരേതരുടെ പട്ടികയിൽ ചേർത്തു`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
  // The toast comes when the server has written; the loaded ward pages refetch after it, all of
  // them one by one (many on ward 21, which other specs fill): the row goes when they have.
  await expect(page.getByTestId('member-row').filter({ hasText: name })).toHaveCount(rowsBefore - 1, {
    timeout: 25_000,
  });

  const birthdays = (await (await page.request.get(`/api/houses/birthdays/${ward}`)).json()) as { _id: string }[];
  expect(birthdays.some((b) => b._id === _id)).toBe(false);
  const ids = JSON.stringify(await (await page.request.get(`/api/houses/admin/wards/${ward}?v=1`)).json());
  expect(ids).not.toContain(_id);

  await page.goto('/departed');
  const card = cards(page).filter({ hasText: name }).filter({ hasText: house });
  await expect(card.first()).toBeVisible();
  await expect(card.first()).toContainText(`മരണം: ${year}`);
});
