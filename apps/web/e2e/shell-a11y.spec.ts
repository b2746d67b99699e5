// axe-core finds no serious or critical violation on the shell's screens, on a
// phone (360×800) and a desktop (1280×800).
import { expect, test, type Page } from './fixtures.ts';
import { loginAs, seriousViolations } from './support.ts';

const screens: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    path: '/',
    ready: async (p) => {
      await expect(p.locator('h1')).toBeVisible();
    },
  },
  {
    name: 'login',
    path: '/login',
    ready: async (p) => {
      await expect(p.getByLabel('ഉപയോക്തൃനാമം')).toBeVisible();
    },
  },
  {
    name: 'privacy',
    path: '/privacy',
    ready: async (p) => {
      await expect(p.getByTestId('privacy-contact')).toBeVisible();
    },
  },
  {
    name: 'address',
    path: '/address',
    ready: async (p) => {
      await expect(p.locator('.address-table tbody tr')).toHaveCount(3);
    },
  },
  {
    name: '404',
    path: '/nope',
    ready: async (p) => {
      await expect(p.getByRole('heading', { name: 'പേജ് കണ്ടെത്താനായില്ല' })).toBeVisible();
    },
  },
  {
    name: 'history',
    path: '/history',
    ready: async (p) => {
      await expect(p.locator('h1')).toBeVisible();
    },
  },
];

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    for (const screen of screens) {
      test(`${screen.name} has no serious or critical violation`, async ({ page }) => {
        await page.goto(screen.path);
        await screen.ready(page);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test('open side drawer, wards overlay and user drawer have none', async ({ page }) => {
      test.slow(); // several screens, an axe run on each
      await page.goto('/');
      await page.getByRole('button', { name: 'മെനു' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'വാർഡുകൾ' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goBack();
      await loginAs(page, 'admin');
      await page.goto('/');
      await page.getByTestId('account-button').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test.describe('first visit and offline', () => {
  test.use({ storageState: { cookies: [], origins: [] } });
  test('the notice and the offline screen have no serious or critical violation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'തുടരുക' }).click();
    // A screen whose read gets no answer, the server unreachable: the offline screen covers it.
    await page.route('**/api/health/live', (route) => route.abort('internetdisconnected'));
    await page.route('**/api/faq/history', (route) => route.abort('internetdisconnected'));
    await page.evaluate(() => {
      window.history.pushState({ idx: 1, key: 'h' }, '', '/history');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('button', { name: 'റീലോഡ് ചെയ്യുക' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
