// The app shell, behaviour by behaviour, in real Chromium.
import { expect, test, type Page } from './fixtures.ts';
import { E2E_ADMIN_PASSWORD, E2E_USER_PASSWORD } from '../playwright.config.ts';
import { loginAs, nextFrames, settled } from './support.ts';

const ADMIN_GREEN = 'rgb(20, 83, 45)';
const USER_PURPLE = 'rgb(107, 33, 168)';

/** Logs in on the login screen, for the tests whose subject is what logging in does. */
async function loginOnScreen(page: Page, role: 'admin' | 'user') {
  await page.goto('/login');
  await page.getByLabel('ഉപയോക്തൃനാമം').fill(role);
  await page.getByLabel('പാസ്‌വേഡ്').fill(role === 'admin' ? E2E_ADMIN_PASSWORD : E2E_USER_PASSWORD);
  await page.getByRole('button', { name: 'ലോഗിൻ ചെയ്യുക' }).click();
  await expect(page.getByTestId('account-button')).toBeVisible();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'പ്രധാന നാവിഗേഷൻ' });

test.describe('1. routes, guards and error screens', () => {
  test('an unknown path shows the 404 screen with Malayalam and English text and its illustration', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'പേജ് കണ്ടെത്താനായില്ല Page not found' })).toBeVisible();
    await expect(page.getByText('പിശക് 404')).toBeVisible();
    await expect(page.getByText('ക്ഷമിക്കണം, നിങ്ങൾ തിരയുന്ന പേജ് കണ്ടെത്താനായില്ല.')).toBeVisible();
    await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
    await expect(page.locator('img.error-illustration')).toHaveAttribute('src', '/errors/not-found.svg');
    await page.getByRole('link', { name: 'ഹോം' }).last().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an invalid ward id is redirected to /not-found', async ({ page }) => {
    await page.goto('/wards/99');
    await expect(page).toHaveURL(/\/not-found$/);
    await expect(page.getByRole('heading', { level: 1, name: 'പേജ് കണ്ടെത്താനായില്ല Page not found' })).toBeVisible();
    await expect(page.getByText('പിശക് 404')).toBeVisible();
  });

  test('a route whose screen fails to load shows 501 with a reload button', async ({ page }) => {
    // The news screen's chunks (its domain's chunk, vite.config.ts) fail to load.
    await page.route(/\/assets\/news[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.getByRole('link', { name: 'വാർത്തകൾ' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'പേജ് തുറക്കാനായില്ല The page could not open' }),
    ).toBeVisible();
    await expect(page.getByText('പിശക് 501')).toBeVisible();
    await expect(nav(page)).toBeVisible();
    await page.unroute(/\/assets\/news[^/]*\.js$/);
    await page.getByRole('button', { name: 'റീലോഡ്' }).click();
    await expect(page.getByRole('heading', { name: 'വാർത്തകൾ', level: 1 })).toBeVisible();
  });

  test('/notFound reads its navigation state; after a 401 the back button says login and goes there', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => {
      const usr = {
        status: 401,
        error: 'Log in first',
        errorMalayalam: 'ലോഗിൻ ചെയ്ത് വീണ്ടും ശ്രമിക്കുക',
        pathname: '/login',
        image: 5,
      };
      window.history.pushState({ usr, key: 'e2e', idx: 1 }, '', '/notFound');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'അനുവാദമില്ല Not allowed' })).toBeVisible();
    await expect(page.getByText('പിശക് 401')).toBeVisible();
    await expect(page.getByText('Log in first')).toBeVisible();
    await expect(page.getByText('ലോഗിൻ ചെയ്ത് വീണ്ടും ശ്രമിക്കുക')).toBeVisible();
    await expect(page.locator('img.error-illustration')).toHaveAttribute('src', '/errors/unauthorized.svg');
    await page.getByRole('button', { name: 'ലോഗിൻ' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the private-route guard sends a visitor to /login, then back after logging in', async ({ page }) => {
    await page.goto('/add-news');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('ഉപയോക്തൃനാമം').fill('user');
    await page.getByLabel('പാസ്‌വേഡ്').fill(E2E_USER_PASSWORD);
    await page.getByRole('button', { name: 'ലോഗിൻ ചെയ്യുക' }).click();
    await expect(page).toHaveURL(/\/add-news$/);
  });

  test('the admin-route guard sends an ordinary user to /login; an admin gets in', async ({ page }) => {
    await loginAs(page, 'user');
    await page.goto('/admin/stats');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/add-house');
    await expect(page).toHaveURL(/\/add-house$/);
    await loginAs(page, 'admin');
    await page.goto('/');
    await expect(page.getByTestId('account-button')).toHaveCSS('color', ADMIN_GREEN);
    await page.goto('/admin/stats');
    await expect(page).toHaveURL(/\/admin\/stats$/);
  });
});

test.describe('2. login', () => {
  test("shows the Malayalam text of the failure, not the server's English", async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('ഉപയോക്തൃനാമം').fill('admin');
    await page.getByLabel('പാസ്‌വേഡ്').fill('not-the-password');
    await page.getByRole('button', { name: 'ലോഗിൻ ചെയ്യുക' }).click();
    await expect(page.getByRole('alert')).toHaveText('ഉപയോക്തൃനാമമോ പാസ്‌വേഡോ തെറ്റാണ്.');
    await expect(page.getByText('Wrong username or password')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  });

  test('stores userInfo, keeps it across reloads; logout clears it and the server session', async ({ page }) => {
    await loginOnScreen(page, 'admin');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('userInfo'))) ?? 'null');
    expect(stored).toMatchObject({ username: 'admin', isAdmin: true });
    await page.reload();
    await expect(page.getByTestId('account-button')).toBeVisible();
    await page.getByTestId('account-button').click();
    await page.getByRole('button', { name: 'ലോഗൗട്ട്' }).click();
    await expect(page.getByTestId('account-button')).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    const me = await page.evaluate(() => fetch('/api/auth/me').then((r) => r.json()));
    expect(me).toEqual({ userInfo: null });
  });

  test('a stored userInfo without a server session is cleared on load (the server is the truth)', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'userInfo',
        JSON.stringify({ _id: '00000000-0000-4000-8000-000000000000', username: 'ghost', isAdmin: true }),
      ),
    );
    await page.reload();
    await expect(nav(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
    await expect(page.getByTestId('account-button')).toHaveCount(0);
  });
});

test.describe('3. navigation bar', () => {
  test('visitor: a rounded bar floating at the bottom, no account button; search and contacts get the path', async ({
    page,
  }) => {
    await page.goto('/privacy');
    const bar = nav(page);
    await expect(bar).toBeVisible();
    const box = await bar.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.y + box!.height).toBeGreaterThan(800 - 40);
    expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    expect(parseFloat(await bar.evaluate((el) => getComputedStyle(el).borderRadius))).toBeGreaterThan(20);
    await expect(page.getByTestId('account-button')).toHaveCount(0);
    await expect(bar.getByRole('button', { name: 'മെനു' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'ഹോം' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'ഫോൺ ബുക്ക്' })).toBeVisible();
    await bar.getByRole('link', { name: 'തിരയുക' }).click();
    await expect(page).toHaveURL(/\/search$/);
    expect(await page.evaluate(() => window.history.state?.usr)).toEqual({ from: '/privacy' });
    await page.goBack();
    await bar.getByRole('link', { name: 'ഫോൺ ബുക്ക്' }).click();
    await expect(page).toHaveURL(/\/contacts$/);
    expect(await page.evaluate(() => window.history.state?.usr)).toEqual({ from: '/privacy' });
  });

  test('ordinary user: fixed at the top, purple account button', async ({ page }) => {
    await loginAs(page, 'user');
    await page.goto('/');
    const box = await nav(page).boundingBox();
    expect(box!.y).toBe(0);
    await expect(page.getByTestId('account-button')).toHaveCSS('color', USER_PURPLE);
  });

  test('admin: fixed at the top, dark green account button', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/');
    const box = await nav(page).boundingBox();
    expect(box!.y).toBe(0);
    await expect(page.getByTestId('account-button')).toHaveCSS('color', ADMIN_GREEN);
  });

  for (const role of ['user', 'admin'] as const) {
    test(`at 360×800 the ${role}'s header (bar and title bar) takes at most 100 px, all of the bar in it`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await loginAs(page, role);
      await page.goto('/wards/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The screen's own content starts below both bars.
      const chrome = await page.evaluate(() =>
        Math.max(
          document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0,
          document.querySelector('[data-testid="navbar"]')?.getBoundingClientRect().bottom ?? 0,
        ),
      );
      expect(chrome).toBeLessThanOrEqual(100);
      expect(await page.locator('main').evaluate((m) => m.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
        chrome - 1,
      );
      // The bar of docs/product.md "Nav bar and drawers" keeps its menu, home, search, contacts and account
      // button (in its role's colour), all within it.
      const bar = await nav(page).boundingBox();
      for (const control of [
        nav(page).getByRole('button', { name: 'മെനു' }),
        nav(page).getByRole('link', { name: 'ഹോം' }),
        nav(page).getByRole('link', { name: 'തിരയുക' }),
        nav(page).getByRole('link', { name: 'ഫോൺ ബുക്ക്' }),
        page.getByTestId('account-button'),
      ]) {
        const box = await control.boundingBox();
        expect(
          box && bar && box.y >= bar.y && box.y + box.height <= bar.y + bar.height && box.x + box.width <= 360,
        ).toBe(true);
        expect(box!.height).toBeGreaterThanOrEqual(44);
      }
      await expect(page.getByTestId('account-button')).toHaveCSS('color', role === 'admin' ? ADMIN_GREEN : USER_PURPLE);
      await expect(page.getByRole('button', { name: 'ഭാഷ മാറ്റുക' })).toBeVisible();
    });
  }

  test('large screens show text beside the icons; phones show icons only', async ({ page }) => {
    await page.goto('/');
    const homeText = nav(page).locator('.nav-text').first();
    await expect(homeText).toBeHidden();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(homeText).toBeVisible();
  });
});

test.describe('4. drawers', () => {
  test('side drawer: souvenir title, two-word ward names, login icon for a visitor; back closes it', async ({
    page,
  }) => {
    await page.goto('/privacy');
    await nav(page).getByRole('button', { name: 'മെനു' }).click();
    const drawer = page.getByRole('dialog', { name: 'ജൂബിലി സ്മരണിക 2025' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'ലോഗിൻ' })).toHaveAttribute('href', '/login');
    for (const name of [
      'വാർത്തകൾ',
      'സന്ദേശങ്ങൾ',
      'മതബോധനം',
      'ഭരണസമിതി',
      'കോൺവെന്റ്',
      'സമർപ്പിതർ',
      'മുൻ വികാരിമാർ',
      'ഫോട്ടോ ഗാലറി',
      'ഇടവക ചരിത്രം',
      'പരേതർ',
      'സംശയങ്ങളും മറുപടികളും',
      'സ്വകാര്യതാ നയം',
      'വിലാസം',
    ]) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await drawer.getByText('വാർഡുകൾ').click();
    const ward1 = drawer.getByRole('link', { name: '1. സെന്റ് ജോസഫ്', exact: true });
    await expect(ward1).toHaveAttribute('href', '/wards/1');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.goBack();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/privacy$/);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('side drawer: Escape closes it, Tab stays inside, a link navigates and closes it', async ({ page }) => {
    await page.goto('/');
    await nav(page).getByRole('button', { name: 'മെനു' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await nav(page).getByRole('button', { name: 'മെനു' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'വിലാസം' }).click();
    await expect(page).toHaveURL(/\/address$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('admin: ward links go to /admin/wards/{n}, no login link; right drawer has admin links', async ({ page }) => {
    await loginAs(page, 'admin');
    await page.goto('/');
    await nav(page).getByRole('button', { name: 'മെനു' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('വാർഡുകൾ').click();
    await expect(drawer.getByRole('link', { name: '3. സെന്റ് തോമസ്', exact: true })).toHaveAttribute(
      'href',
      '/admin/wards/3',
    );
    await expect(drawer.getByRole('link', { name: 'ലോഗിൻ' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('account-button').click();
    const userDrawer = page.getByRole('dialog', { name: 'admin ആയി ലോഗിൻ ചെയ്തിരിക്കുന്നു' });
    const link = (name: string) => userDrawer.getByRole('link', { name });
    await expect(link('പുതിയ കുടുംബം ചേർക്കുക')).toHaveAttribute('href', '/new-house');
    await expect(link('സ്ഥിതിവിവരക്കണക്കുകൾ')).toHaveAttribute('href', '/admin/stats');
  });

  test('ordinary user: right drawer has data-entry links only', async ({ page }) => {
    await loginAs(page, 'user');
    await page.goto('/');
    await page.getByTestId('account-button').click();
    const userDrawer = page.getByRole('dialog');
    await expect(userDrawer.getByRole('link', { name: 'വാർത്ത ചേർക്കുക' })).toHaveAttribute('href', '/add-news');
    await expect(userDrawer.getByRole('link', { name: 'സ്ഥിതിവിവരക്കണക്കുകൾ' })).toHaveCount(0);
    await page.goBack();
    await expect(userDrawer).toBeHidden();
  });
});

test.describe('5. overlays', () => {
  test('the wards overlay is a grid of all 21 wards; back closes it instead of leaving the page', async ({ page }) => {
    await page.goto('/privacy');
    await page.goto('/');
    await page.getByRole('button', { name: 'വാർഡുകൾ' }).click();
    const overlay = page.getByRole('dialog', { name: 'വാർഡുകൾ' });
    await expect(overlay.getByRole('link')).toHaveCount(21);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await page.goBack();
    await expect(overlay).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'വാർഡുകൾ' }).click();
    await overlay.getByRole('link', { name: /^5 സെന്റ് ജോർജ്/ }).click();
    await expect(page).toHaveURL(/\/wards\/5$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('6. first-visit notice', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('shows the two points on the first visit; continue stores visited=true and it stays away', async ({ page }) => {
    await page.goto('/');
    const notice = page.getByRole('dialog', { name: 'ശ്രദ്ധിക്കുക' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('listitem')).toHaveCount(2);
    await expect(notice).toContainText('നിയമനടപടി');
    await expect(notice).toContainText('പരസ്യ');
    await page.keyboard.press('Escape');
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'തുടരുക' }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('visited'))).toBe('true');
    await page.reload();
    await expect(nav(page)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('7. offline', () => {
  test('a page on screen stays through a drop; an unanswered read shows the Malayalam screen until answered', async ({
    page,
    context,
  }) => {
    await page.goto('/privacy');
    const heading = page.getByRole('heading', { name: 'സ്വകാര്യതാ നയം', level: 1 });
    await expect(heading).toBeVisible();
    await context.setOffline(true);
    await page.waitForFunction(() => !navigator.onLine);
    // Nothing it shows needs the network: it stays, with its bar (docs/decisions.md "A signal that drops
    // and comes back").
    await expect(heading).toBeVisible();
    await expect(nav(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ഇന്റർനെറ്റ് ബന്ധം വിച്ഛേദിക്കപ്പെട്ടു' })).toHaveCount(0);
    await context.setOffline(false);
    await page.waitForFunction(() => navigator.onLine);
    await expect(heading).toBeVisible();

    // A screen whose read gets no answer, with the server unreachable: the screen covers it.
    await page.route('**/api/health/live', (route) => route.abort('internetdisconnected'));
    await page.route('**/api/faq/history', (route) => route.abort('internetdisconnected'));
    await page.evaluate(() => {
      window.history.pushState({ idx: 1, key: 'h' }, '', '/history');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { name: 'ഇന്റർനെറ്റ് ബന്ധം വിച്ഛേദിക്കപ്പെട്ടു' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'റീലോഡ് ചെയ്യുക' })).toBeVisible();
    await expect(page).toHaveURL(/\/history$/);
    // The server answers again: the screen leaves by itself and the page reads again.
    await page.unroute('**/api/faq/history');
    await page.unroute('**/api/health/live');
    // As the browser says when its signal returns (it may also never say: the page asks anyway).
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect(page.getByRole('heading', { name: 'ഇന്റർനെറ്റ് ബന്ധം വിച്ഛേദിക്കപ്പെട്ടു' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'ഇടവക ചരിത്രം', level: 1 })).toBeVisible();
  });
});

test.describe('8. toasts', () => {
  test('a toast appears at the top right and closes after 3 s', async ({ page }) => {
    await loginOnScreen(page, 'user');
    const toast = page.getByTestId('toast');
    await expect(toast).toHaveText(/സ്വാഗതം, user/);
    const box = await toast.boundingBox();
    expect(box!.y).toBeLessThan(100);
    expect(box!.x + box!.width).toBeGreaterThan(360 - 30);
    await expect(toast).toHaveCount(0, { timeout: 4500 });
  });
});

test.describe('9. home', () => {
  test('landing buttons, cards and footer links', async ({ page }) => {
    await page.goto('/');
    const hrefs = async (names: string[]) =>
      Promise.all(
        names.map((name) => page.locator('main').getByRole('link', { name, exact: true }).first().getAttribute('href')),
      );
    expect(await hrefs(['വാർത്തകൾ', 'ഭരണസമിതി', 'മതബോധനം', 'സന്ദേശങ്ങൾ'])).toEqual([
      '/news',
      '/board',
      '/catehism',
      '/sandeshangal',
    ]);
    for (const to of ['/faq', '/history', '/departed', '/samarpithar', '/convent', '/ex-vicars', '/gallery']) {
      await expect(page.locator(`main a[href="${to}"]`)).toHaveCount(1);
    }
    await expect(page.locator('footer a[href="/privacy"]')).toBeVisible();
    await expect(page.locator('footer a[href="/address"]')).toBeVisible();
  });

  test('the gallery carousel loads only after 100 px of scroll, from /api/events/latest-five', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/events/latest-five')) calls.push(r.url());
    });
    await page.goto('/');
    // The page has checked how far it is scrolled, and acted on it.
    await nextFrames(page);
    await settled(page);
    expect(calls).toHaveLength(0);
    await page.mouse.wheel(0, 150);
    const preview = page.getByTestId('gallery-preview');
    await expect(preview).toBeVisible();
    expect(calls).toHaveLength(1);
    const items = preview.getByRole('listitem');
    await expect(items).toHaveCount(5);
    await expect(items.first().getByRole('link')).toHaveAttribute('href', /^\/gallery\/[0-9a-f-]{36}$/);
  });
});

test.describe('10. privacy and address', () => {
  test('privacy: the 8 sections in Malayalam, contact from the settings', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(8);
    await expect(page.getByRole('heading', { level: 2 }).nth(3)).toHaveText('4. വിവരങ്ങൾ പങ്കുവയ്ക്കൽ');
    const contact = page.getByTestId('privacy-contact');
    await expect(contact.getByRole('link', { name: 'office@stmarysparish.in' })).toHaveAttribute(
      'href',
      'mailto:office@stmarysparish.in',
    );
    await expect(contact.locator('a[href^="tel:+91"]')).toHaveCount(1);
    await expect(contact.locator('a[href^="https://wa.me/91"]')).toHaveCount(1);
    await expect(contact).toContainText('686633');
  });

  test('address: hero, board table with role labels and +91 links, map at zoom 10', async ({ page }) => {
    await page.goto('/address');
    await expect(page.locator('.address-hero')).toContainText('686633');
    await expect(page.locator('.address-hero a[href="tel:+914822230123"]')).toBeVisible();
    const rows = page.locator('.address-table tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('ഫാ. ');
    await expect(rows.nth(0)).toContainText('വികാരി');
    await expect(rows.nth(1)).toContainText('കോർഡിനേറ്റർ');
    await expect(rows.nth(2)).toContainText('ശുശ്രൂഷി');
    await expect(rows.nth(0).locator('a[href^="tel:+91"]')).toHaveCount(1);
    await expect(rows.nth(0).locator('a[href^="https://wa.me/91"]')).toHaveCount(1);
    // The map (a third party) loads only when asked for.
    await expect(page.locator('iframe')).toHaveCount(0);
    await page.route(
      (url) => url.hostname !== 'localhost',
      (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
    );
    await page.getByRole('button', { name: 'ഭൂപടം കാണിക്കുക' }).click();
    await expect(page.locator('iframe')).toHaveAttribute('src', /z=10/);
  });
});

test.describe('11. language', () => {
  test('Malayalam by default; the English toggle is remembered', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
    await page.getByRole('button', { name: 'ഭാഷ മാറ്റുക' }).click();
    await expect(page.getByRole('link', { name: 'News', exact: true })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('link', { name: 'News', exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
