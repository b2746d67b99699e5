// The directory and the screens around it fit a phone (360×800) and use a
// desktop's width (1280×800): members as cards on a phone with the call link and Edit in view, the
// members table where it fits (docs/decisions.md, "The members table where it fits"), ward names
// inside their cards, a worded error headline, and /contacts without layout shifts.
import { expect, test, type Page } from './fixtures.ts';
import { clippedControls, loaded, loginAs, watchLayoutShifts } from './support.ts';

const DESKTOP = { width: 1280, height: 800 };

/** The first family card's members: the rendered width of the table and where the first call link sits. */
async function firstFamilyGeometry(page: Page) {
  const card = page.getByTestId('family-card').first();
  await expect(card.getByTestId('member-row').first()).toBeVisible();
  return card.evaluate((el) => {
    const table = el.querySelector('table');
    const row = el.querySelector('[data-testid="member-row"]');
    const rect = (e: Element | null | undefined) => e?.getBoundingClientRect() ?? null;
    return {
      viewport: window.innerWidth,
      tableWidth: table?.getBoundingClientRect().width ?? 0,
      tableScrollWidth: table?.parentElement?.scrollWidth ?? 0,
      name: rect(row?.querySelector('.member-name')),
      call: rect(row?.querySelector('a[href^="tel:"]')),
      edit: rect(row?.querySelector('button')),
    };
  });
}

function inside(
  r: { left: number; right: number; top: number; bottom: number } | null,
  width: number,
  height: number,
): boolean {
  return r !== null && r.left >= 0 && r.right <= width && r.top >= 0 && r.bottom <= height;
}

test('a visitor on a phone sees each member within the screen, the first call link in view without scrolling', async ({
  page,
}) => {
  await page.goto('/wards/1');
  const g = await firstFamilyGeometry(page);
  expect(g.tableWidth).toBeLessThanOrEqual(g.viewport);
  expect(g.tableScrollWidth).toBeLessThanOrEqual(g.viewport);
  // The page itself does not scroll sideways either.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByTestId('family-card').first().getByTestId('member-row').first().scrollIntoViewIfNeeded();
  const after = await firstFamilyGeometry(page);
  expect(inside(after.call, 360, 800), `call link at ${JSON.stringify(after.call)}`).toBe(true);
});

test("an admin on a phone has Edit beside the first member's name, and the call link in view", async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/wards/1');
  await page.getByTestId('family-card').first().getByTestId('member-row').first().scrollIntoViewIfNeeded();
  const g = await firstFamilyGeometry(page);
  expect(g.tableWidth).toBeLessThanOrEqual(g.viewport);
  expect(g.tableScrollWidth).toBeLessThanOrEqual(g.viewport);
  expect(inside(g.edit, 360, 800), `Edit at ${JSON.stringify(g.edit)}`).toBe(true);
  expect(inside(g.call, 360, 800), `call link at ${JSON.stringify(g.call)}`).toBe(true);
  // Beside the name: on the name's line, or right under it when the name is long.
  if (!g.edit || !g.name) throw new Error('no Edit or name');
  expect(g.edit.top).toBeLessThan(g.name.bottom + 50);
  await expect(
    page
      .getByTestId('family-card')
      .first()
      .getByRole('button', { name: /: തിരുത്തുക$/ })
      .first(),
  ).toBeVisible();
});

/**
 * How the first family's members are drawn: a real table (header row shown, rows as table rows, every cell
 * inside the card) or cards.
 */
async function membersLayout(page: Page) {
  const card = page.getByTestId('family-card').first();
  await expect(card.getByTestId('member-row').first()).toBeVisible();
  return card.evaluate((el) => {
    const cardBox = el.getBoundingClientRect();
    const table = el.querySelector('table');
    const head = table?.querySelector('thead');
    const headers = [...(table?.querySelectorAll('thead th') ?? [])];
    const rows = [...el.querySelectorAll('[data-testid="member-row"]')];
    const cells = rows.flatMap((r) => [...r.querySelectorAll('td')]);
    return {
      headerShown: head
        ? getComputedStyle(head).position !== 'absolute' && head.getBoundingClientRect().height > 20
        : false,
      headers: headers.map((th) => th.textContent ?? ''),
      headerLeftsDistinct: new Set(headers.map((th) => Math.round(th.getBoundingClientRect().left))).size,
      rowDisplays: [...new Set(rows.map((r) => getComputedStyle(r).display))],
      cellsInside: cells.every((c) => {
        const r = c.getBoundingClientRect();
        return r.width === 0 || (r.left >= cardBox.left - 1 && r.right <= cardBox.right + 1);
      }),
      pageScrollsSideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

for (const width of [1280, 1440]) {
  test(`at ${width} px the ward page shows each family's members as a table with column headers`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/wards/1');
    const layout = await membersLayout(page);
    expect(layout.headerShown).toBe(true);
    expect(layout.headers.slice(0, 5)).toEqual(['ക്രമ നം.', 'പേര്', 'വയസ്സ്', 'ജോലി', 'ഫോൺ']);
    expect(layout.headerLeftsDistinct).toBe(layout.headers.length);
    expect(layout.rowDisplays).toEqual(['table-row']);
    expect(layout.cellsInside).toBe(true);
    expect(layout.pageScrollsSideways).toBe(false);
    // One family a row, so the table has the page's width.
    const lefts = await page
      .getByTestId('family-card')
      .evaluateAll((els) => els.slice(0, 4).map((e) => Math.round(e.getBoundingClientRect().left)));
    expect(new Set(lefts).size).toBe(1);
  });
}

test('an admin on a 1366 px office screen also gets the table, with Edit and Delete in each row', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto('/admin/wards/1');
  const layout = await membersLayout(page);
  expect(layout.headerShown).toBe(true);
  expect(layout.rowDisplays).toEqual(['table-row']);
  expect(layout.cellsInside).toBe(true);
  await expect(
    page
      .getByTestId('family-card')
      .first()
      .getByRole('button', { name: /: തിരുത്തുക$/ })
      .first(),
  ).toBeVisible();
});

test('at 360 px the members are cards, the table header hidden from sight', async ({ page }) => {
  await page.goto('/wards/1');
  const layout = await membersLayout(page);
  expect(layout.headerShown).toBe(false);
  expect(layout.rowDisplays).toEqual(['flex']);
  expect(layout.cellsInside).toBe(true);
  expect(layout.pageScrollsSideways).toBe(false);
});

for (const viewport of [{ width: 360, height: 800 }, DESKTOP]) {
  test(`ward names stay inside their cards in the wards overlay at ${viewport.width} px, no two cards overlap`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await page.getByRole('button', { name: 'വാർഡുകൾ' }).click();
    const overlay = page.getByRole('dialog', { name: 'വാർഡുകൾ' });
    await expect(overlay.getByRole('link')).toHaveCount(21);
    const boxes = await overlay.getByRole('link').evaluateAll((links) =>
      links.map((a) => {
        const r = a.getBoundingClientRect();
        const text = a.textContent ?? '';
        // scrollWidth of the card and of each of its parts (a flex item can overflow its own box).
        const overflow = [a, ...a.querySelectorAll('*')].some(
          (e) => e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0,
        );
        return {
          text,
          overflow,
          left: r.left,
          right: r.right,
          top: r.top,
          bottom: r.bottom,
          scrollWidth: a.scrollWidth,
          clientWidth: a.clientWidth,
        };
      }),
    );
    for (const b of boxes) {
      expect(b.scrollWidth, b.text).toBeLessThanOrEqual(b.clientWidth);
      expect(b.overflow, b.text).toBe(false);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i];
        const b = boxes[j];
        const overlap =
          a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
        expect(overlap, `${a.text} / ${b.text}`).toBe(false);
      }
    }
  });
}

test('the error screen of a timed-out request has a worded headline that fits at 360 px', async ({ page }) => {
  // The state the shared error handler sends after a timed-out request (lib/error-handler.ts).
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState(
      {
        idx: 1,
        key: 'err',
        usr: {
          status: 'TIMEOUT_ERROR',
          error: 'time-out',
          errorMalayalam: 'ഇന്റർനെറ്റ് വേഗത കുറവായിരിക്കാം. ദയവായി വീണ്ടും ശ്രമിക്കുക.',
          pathname: '/wards/1',
          image: 2,
        },
      },
      '',
      '/notFound',
    );
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  });
  const headline = page.getByRole('heading', { level: 1 });
  await expect(headline).toBeVisible();
  await expect(headline).not.toHaveText(/TIMEOUT_ERROR|_/);
  await expect(headline).toContainText(/\p{Script=Malayalam}/u);
  await expect(page.getByText('TIMEOUT_ERROR')).toHaveCount(0);
  const fits = await headline.evaluate(
    (h) => h.scrollWidth <= h.clientWidth && h.getBoundingClientRect().right <= window.innerWidth,
  );
  expect(fits).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('/contacts does not shift its layout as it loads (CLS < 0.05)', async ({ page }) => {
  // The lists arrive one by one, in an order unlike the page's, as on a phone's network.
  const delays: [RegExp, number][] = [
    [/^\/api\/contacts$/, 900],
    [/^\/api\/board\//, 600],
    [/^\/api\/contacts\/members$/, 300],
    [/^\/api\/contacts\/member-contacts/, 100],
  ];
  await page.route(
    (url) => url.pathname.startsWith('/api/contacts') || url.pathname.startsWith('/api/board'),
    async (route) => {
      const path = new URL(route.request().url()).pathname;
      await new Promise((r) => setTimeout(r, delays.find(([re]) => re.test(path))?.[1] ?? 0));
      await route.continue();
    },
  );
  const cls = await watchLayoutShifts(page);
  await page.goto('/contacts');
  await expect(page.getByTestId('contact-row').first()).toBeVisible();
  // Every section has arrived (the members' count is the last to show, and no loader is left),
  // then the pictures on the screen and a painted frame.
  await expect(page.locator('.contacts-page .contact-group').last().locator('p.muted')).toBeVisible();
  await expect(page.locator('.contacts-page .loader')).toHaveCount(0);
  await loaded(page);
  expect(await cls()).toBeLessThan(0.05);
});

const DATA_ENTRY: { path: string; role: 'user' | 'admin'; ready: string }[] = [
  { path: '/new-house', role: 'user', ready: 'select' },
  { path: '/add-student', role: 'user', ready: 'select' },
  { path: '/add-departed', role: 'user', ready: 'input' },
  { path: '/add-news', role: 'user', ready: 'input' },
  { path: '/admin/add-contact', role: 'admin', ready: 'input' },
  { path: '/admin/add-board', role: 'admin', ready: 'select' },
  { path: '/admin/settings', role: 'admin', ready: 'input' },
  { path: '/admin/privacy', role: 'admin', ready: 'input' },
  { path: '/admin/privacy/notice', role: 'admin', ready: 'textarea' },
  { path: '/privacy', role: 'user', ready: 'select' },
  { path: '/join', role: 'user', ready: 'select' },
];

for (const screen of DATA_ENTRY) {
  test(`at 360 px no select, text box or button of ${screen.path} cuts its text`, async ({ page }) => {
    await loginAs(page, screen.role);
    await page.goto(screen.path);
    await expect(page.locator(`main ${screen.ready}`).first()).toBeVisible();
    await loaded(page);
    expect(await clippedControls(page)).toEqual([]);
  });
}

test('at 360 px the member fields of /new-house show the whole "തിരഞ്ഞെടുക്കുക" in their selects', async ({ page }) => {
  await loginAs(page, 'user');
  await page.goto('/new-house');
  const select = page.locator('main select').filter({ hasText: 'തിരഞ്ഞെടുക്കുക' }).first();
  await expect(select).toBeVisible();
  expect(await clippedControls(page)).toEqual([]);
});

/** The page's width, and the widest elements that pass the screen's right edge (to name them when it fails). */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const past = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.right > width + 1 && !e.closest('.table-scroll, [data-scrolls]');
      })
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} → ${Math.round(e.getBoundingClientRect().right)}`)
      .slice(0, 5);
    return { scrollWidth: document.documentElement.scrollWidth, past };
  });
}

const ADMIN_SCREENS = [
  '/admin/wards/1',
  '/admin/add-contact',
  '/register',
  '/admin/add-board',
  '/admin/add-to-gallery',
  '/admin/add-sandeshangal',
  '/admin/stats',
  '/admin/audit',
  '/admin/directory',
  '/admin/print/3',
  '/admin/add-faq',
  '/admin/edit-history',
  '/admin/ads',
  '/admin/settings',
  '/admin/privacy',
  '/admin/privacy/notice',
  '/admin/requests',
];

for (const path of ADMIN_SCREENS) {
  test(`at 360 px ${path} fits the screen, the account button in view`, async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expect(page.locator('main .loader')).toHaveCount(0);
    await loaded(page);
    const { scrollWidth, past } = await sidewaysOverflow(page);
    expect(past).toEqual([]);
    expect(scrollWidth).toBeLessThanOrEqual(360);
    const account = page.locator('header button, .site-header button').last();
    const box = await account.boundingBox();
    expect(box && box.x + box.width <= 360).toBe(true);
  });
}

test("at 360 px each committee member's name and Delete show together; the confirmation names the seat", async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/wards/1');
  const row = page.getByTestId('committee-row').first();
  await expect(row).toBeVisible();
  await row.scrollIntoViewIfNeeded();
  const name = (await row.locator('td').first().textContent())?.split(',')[0].trim() ?? '';
  const del = row.getByRole('button', { name: `${name}: നീക്കം ചെയ്യുക` });
  const boxes = await row.evaluate((r) =>
    [r.querySelector('td'), r.querySelector('button.danger-outline')].map((e) => {
      const b = e?.getBoundingClientRect();
      return b ? { left: b.left, right: b.right } : null;
    }),
  );
  for (const b of boxes) expect(b !== null && b.left >= 0 && b.right <= 360, JSON.stringify(boxes)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await del.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('confirm-what')).toHaveText(
    `നീക്കുന്നത്: വാർഡ് കമ്മിറ്റിയിലെ സ്ഥാനം മാത്രം (${name}). കുടുംബത്തിലെ വിവരങ്ങൾ മാറില്ല.`,
  );
  await dialog.getByRole('button', { name: 'വേണ്ട' }).click();
  await expect(dialog).toHaveCount(0);
});
