// The ward page (docs/product.md "Ward page"): redirects, committee table, infinite scroll, sorting, photo preview
// (swipe on touch, buttons without touch), the no-photo chat link.
import { expect, test, type Page } from './fixtures.ts';
import type { WardPage } from '@parish/shared/houses';
import { wardName } from '@parish/shared/plain/wards';
import { scrollToEnd, wardPage } from './support.ts';

const MONTHS = 'ജനുവരി|ഫെബ്രുവരി|മാർച്ച്|ഏപ്രിൽ|മേയ്|ജൂൺ|ജൂലൈ|ഓഗസ്റ്റ്|സെപ്റ്റംബർ|ഒക്ടോബർ|നവംബർ|ഡിസംബർ';
/** A birthday cell: a Malayalam month and a day. */
const BIRTHDAY_CELL = new RegExp(`^(${MONTHS}) \\d{1,2}$`);

async function skipNotice(page: Page) {
  await page.addInitScript(() => localStorage.setItem('visited', 'true'));
}

test.beforeEach(async ({ page }) => skipNotice(page));

test('ward numbers outside 1–21 and non-numbers redirect to /not-found', async ({ page }) => {
  for (const bad of ['22', 'abc', '0']) {
    await page.goto(`/wards/${bad}`);
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByText('404')).toBeVisible();
  }
});

test('the committee table lists the ward committee with call links; a failed load shows the Malayalam notice', async ({
  page,
}) => {
  const committee = (await (await page.request.get('/api/board/4?ward=2')).json()) as {
    name: string;
    house: string;
    phone: string;
  }[];
  expect(committee.length).toBeGreaterThan(0);
  await page.goto('/wards/2');
  await expect(page.getByRole('heading', { name: `വാർഡ് 2: ${wardName(2)}` })).toBeVisible();
  const rows = page.getByTestId('committee-row');
  await expect(rows).toHaveCount(committee.length);
  await expect(rows.first()).toContainText(`${committee[0].name}, ${committee[0].house}`);
  await expect(rows.first().getByRole('link')).toHaveAttribute('href', /^tel:\+91\d{10}$/);

  // Ward 3 opened in the app (the server renders a page with its data; this is the browser's read).
  await page.route(
    (url) => url.pathname === '/api/board/4' && url.searchParams.get('ward') === '3',
    (route) => route.fulfill({ status: 500, body: '{}' }),
  );
  await page.goto('/');
  await page.getByRole('button', { name: 'വാർഡുകൾ' }).first().click();
  await page.getByRole('dialog').locator('a[href="/wards/3"]').click();
  await expect(page.getByRole('alert').filter({ hasText: 'താൽക്കാലിക തകരാർ' })).toBeVisible({ timeout: 10_000 });
});

test('scrolling appends pages until the last one; the view number restarts for another ward', async ({ page }) => {
  const first = await wardPage(page.request, 4);
  expect(first.pages).toBeGreaterThan(1);
  const views: string[] = [];
  page.on('request', (r) => {
    const m = /\/api\/houses\/wards\/(\d+)\?v=(\d+)/.exec(r.url());
    if (m) views.push(`${m[1]}:${m[2]}`);
  });
  await page.goto('/wards/4');
  const cards = page.getByTestId('family-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBe(first.pageSize);
  await expect(page.getByRole('heading', { name: `കുടുംബങ്ങൾ (${first.total})` })).toBeVisible();

  await scrollToEnd(page, cards, first.total);
  await expect(page.getByText('എല്ലാ കുടുംബങ്ങളും കാണിച്ചു')).toBeVisible();
  // View 1 came with the server-rendered page; the browser asked for each next one, once.
  expect(views.filter((v) => v.startsWith('4:'))).toEqual(
    Array.from({ length: first.pages - 1 }, (_, i) => `4:${i + 2}`),
  );

  // Another ward through the router (no reload): it starts again at view 1.
  await page.evaluate(() => {
    window.history.pushState({ idx: 1, key: 'w5', usr: null }, '', '/wards/5');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  await expect(page.getByRole('heading', { name: `വാർഡ് 5: ${wardName(5)}` })).toBeVisible();
  await expect.poll(() => views.filter((v) => v.startsWith('5:'))).toEqual(['5:1']);
});

test('members are sorted head first, then by age descending', async ({ page }) => {
  await page.goto('/wards/6');
  const cards = page.getByTestId('family-card');
  await expect(cards.first()).toBeVisible();
  const n = await cards.count();
  for (let c = 0; c < n; c++) {
    const rows = cards.nth(c).getByTestId('member-row');
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const tds = [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '');
        return { age: Number(tds[2]), head: tds[tds.length - 1] === '✔' };
      }),
    );
    expect(cells[0].head).toBe(true);
    expect(cells.slice(1).every((m) => !m.head)).toBe(true);
    const ages = cells.slice(1).map((m) => m.age);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
  }
  // Birthdays show a Malayalam month name plus the day.
  await expect(page.getByTestId('member-row').locator('td').filter({ hasText: BIRTHDAY_CELL }).first()).toBeVisible();
});

function swipe(page: Page, fromX: number, toX: number) {
  return page.evaluate(
    ([from, to]) => {
      const el = document.querySelector('[data-testid="image-preview"]');
      if (!el) throw new Error('no preview');
      const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 400 });
      const fire = (type: string, x: number, active: boolean) =>
        el.dispatchEvent(
          new TouchEvent(type, {
            touches: active ? [touch(x)] : [],
            changedTouches: [touch(x)],
            bubbles: true,
            cancelable: true,
          }),
        );
      fire('touchstart', from, true);
      fire('touchmove', from + (to - from) / 2, true);
      fire('touchmove', to, true);
      fire('touchend', to, false);
    },
    [fromX, toX] as const,
  );
}

test.describe('photo preview on a touch phone', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('swipe changes the photo, dismisses the hint for 7 days; back and the close button close it', async ({
    page,
  }) => {
    await page.goto('/wards/7');
    const photoButtons = page.getByRole('button', { name: /ഫോട്ടോ വലുതായി കാണുക/ });
    await expect(photoButtons.first()).toBeVisible();
    const photoCount = await photoButtons.count();
    expect(photoCount).toBeGreaterThan(1);
    // The card shows the 480 px rendition.
    await expect(photoButtons.first().locator('img')).toHaveAttribute('src', /-480\.webp$/);

    await photoButtons.first().click();
    const preview = page.getByTestId('image-preview');
    await expect(preview).toBeVisible();
    await expect(preview.getByText(`1 / ${photoCount}`)).toBeVisible();
    // The preview shows the full-width image, not the 480 px one.
    await expect(preview.locator('img')).toHaveAttribute('src', /^\/media\/[\w-]+\.webp$/);
    expect(await preview.locator('img').getAttribute('src')).not.toMatch(/-480\.webp$/);
    await expect(page.getByRole('status').filter({ hasText: 'സ്വൈപ്പ്' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'അടുത്ത ചിത്രം' })).toHaveCount(0); // no buttons on touch
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

    // 60 px: only the hint goes (and is suppressed for 7 days); the photo stays.
    await swipe(page, 300, 240);
    await expect(page.getByRole('status').filter({ hasText: 'സ്വൈപ്പ്' })).toHaveCount(0);
    await expect(preview.getByText(`1 / ${photoCount}`)).toBeVisible();
    const until = Number(await page.evaluate(() => localStorage.getItem('swipeHintHiddenUntil')));
    expect(until - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);

    // 120 px to the left: the next photo; to the right: back again.
    await swipe(page, 300, 180);
    await expect(preview.getByText(`2 / ${photoCount}`)).toBeVisible();
    await swipe(page, 100, 220);
    await expect(preview.getByText(`1 / ${photoCount}`)).toBeVisible();

    // Browser back closes the preview, not the page.
    await page.goBack();
    await expect(preview).toHaveCount(0);
    await expect(page).toHaveURL(/\/wards\/7$/);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    // Reopened: no hint (suppressed); the close button goes back in history.
    await photoButtons.nth(1).click();
    await expect(preview.getByText(`2 / ${photoCount}`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'സ്വൈപ്പ്' })).toHaveCount(0);
    const historyLength = await page.evaluate(() => history.length);
    await page.getByRole('button', { name: 'അടയ്ക്കുക' }).click();
    await expect(preview).toHaveCount(0);
    await expect(page).toHaveURL(/\/wards\/7$/);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
  });
});

test.describe('photo preview with a mouse', () => {
  test.use({ hasTouch: false, isMobile: false, viewport: { width: 1280, height: 800 } });

  test('previous/next buttons and the arrow keys change the photo; Escape closes it', async ({ page }) => {
    await page.goto('/wards/7');
    const photoButtons = page.getByRole('button', { name: /ഫോട്ടോ വലുതായി കാണുക/ });
    await expect(photoButtons.first()).toBeVisible();
    const photoCount = await photoButtons.count();
    await photoButtons.first().click();
    const preview = page.getByTestId('image-preview');
    await expect(preview.getByText(`1 / ${photoCount}`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'സ്വൈപ്പ്' })).toHaveCount(0);
    await page.getByRole('button', { name: 'അടുത്ത ചിത്രം' }).click();
    await expect(preview.getByText(`2 / ${photoCount}`)).toBeVisible();
    await page.getByRole('button', { name: 'മുമ്പത്തെ ചിത്രം' }).click();
    await page.getByRole('button', { name: 'മുമ്പത്തെ ചിത്രം' }).click();
    await expect(preview.getByText(`${photoCount} / ${photoCount}`)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(preview.getByText(`1 / ${photoCount}`)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(preview).toHaveCount(0);
    await expect(page).toHaveURL(/\/wards\/7$/);
  });
});

test('a family without a photo has a WhatsApp link to the admin naming the head, house and ward', async ({ page }) => {
  const settings = (await (await page.request.get('/api/settings')).json()) as { adminPhone: string };
  let found: { ward: number; house: string; head: string } | null = null;
  for (const ward of [8, 15, 16, 17, 18, 19, 20, 21]) {
    if (found) break;
    const noPhoto = (await wardPage(page.request, ward)).items.find((h) => !h.image);
    if (noPhoto) found = { ward, house: noPhoto.house, head: noPhoto.members.find((m) => m.HOH)?.name ?? '' };
  }
  if (!found) throw new Error('no family without a photo on the first page of wards 8–21');
  const { ward, house, head } = found;
  await page.goto(`/wards/${ward}`);
  const card = page
    .getByTestId('family-card')
    .filter({ has: page.getByRole('heading', { name: `${head}, ${house}` }) });
  const link = card.getByRole('link', { name: 'വാട്സ്ആപ്പിൽ ഫോട്ടോ അയയ്ക്കുക' });
  await expect(link).toBeVisible();
  const href = new URL((await link.getAttribute('href')) ?? '');
  expect(href.origin + href.pathname).toBe(`https://wa.me/91${settings.adminPhone.replace(/\D/g, '').slice(-10)}`);
  const text = href.searchParams.get('text') ?? '';
  expect(text).toContain(head);
  expect(text).toContain(house);
  expect(text).toContain(wardName(ward));
  // Said around the ward's name, not "<ward>-ലെ".
  expect(text).toContain(`${wardName(ward)} എന്ന വാർഡിലെ`);
  expect(text).not.toMatch(/-\p{Script=Malayalam}/u);
  await expect(link).toHaveAttribute('target', '_blank');
});
