// The installable app and reading without a signal (docs/decisions.md "One service
// worker: installable, readable offline"), in real Chromium with the built service worker.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { wardName } from '@parish/shared/plain/wards';
import { expect, test } from './fixtures.ts';
import { freshLogin } from './support.ts';

// The service worker is what these tests test (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const OFFLINE_HEADING = 'ഇന്റർനെറ്റ് ബന്ധം വിച്ഛേദിക്കപ്പെട്ടു';

/** Waits until the one worker controls the page (it claims the page it was registered from). */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** The addresses (path and query) each of the site's runtime caches holds. */
async function cached(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      if (!name.startsWith('parish-')) continue;
      const keys = await (await caches.open(name)).keys();
      out[name] = keys.map((r) => {
        const u = new URL(r.url);
        return u.pathname + u.search;
      });
    }
    return out;
  });
}

async function pageIsKept(page: Page, path: string): Promise<void> {
  await expect.poll(async () => (await cached(page))['parish-pages'] ?? []).toContain(path);
}

async function goOffline(context: BrowserContext, offline: boolean) {
  await context.setOffline(offline);
}

test.afterEach(async ({ context }) => goOffline(context, false));

test('Chromium finds the site installable: a manifest named from the settings, icons, a worker', async ({
  page,
  playwright,
  launchOptions,
  baseURL,
}) => {
  // A profile of its own: Chromium installs nothing from an incognito window (a test context is one).
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'parish-install-'));
  const phone = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    viewport: { width: 360, height: 800 },
  });
  try {
    const tab = phone.pages()[0] ?? (await phone.newPage());
    await tab.goto('/');
    await controlled(tab);
    const cdp = await phone.newCDPSession(tab);
    await expect.poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await phone.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
  await page.goto('/');
  await controlled(page);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: 'സെന്റ് മേരീസ് ഫൊറോന പള്ളി',
    short_name: 'സെന്റ് മേരീസ്',
    start_url: '/',
    display: 'standalone',
  });
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/apple-touch-icon.png');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#14532d');
  // The shell is precached: the entry, the screens' chunks, the stylesheet and the Malayalam font.
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
    return name ? (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname) : [];
  });
  const scripts = await page
    .locator('script[type="module"][src]')
    .evaluateAll((els) => els.map((e) => new URL((e as HTMLScriptElement).src).pathname));
  for (const src of scripts) expect(precached).toContain(src);
  expect(precached.some((p) => /noto-sans-malayalam-malayalam-400-normal-.*\.woff2$/.test(p))).toBe(true);
  expect(precached.some((p) => /\.css$/.test(p))).toBe(true);
  expect(precached).toContain('/offline.html');
});

test('offline, a seen page reloads with its content and the offline line; an unseen one: offline screen', async ({
  page,
  context,
}) => {
  await page.goto('/wards/1');
  await controlled(page);
  // The first visit's page came before the worker; the worker keeps it when it starts.
  await pageIsKept(page, '/wards/1');

  await goOffline(context, true);
  await page.reload();
  await expect(page.getByRole('heading', { name: `വാർഡ് 1: ${wardName(1)}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toHaveCount(0);
  const line = page.getByTestId('offline-copy');
  await expect(line).toContainText(/^ഓഫ്‌ലൈൻ — സൂക്ഷിച്ച പകർപ്പ്: .*20\d\d/);
  await expect(line.getByRole('button', { name: 'വീണ്ടും ശ്രമിക്കുക' })).toBeVisible();

  // A page never seen: the parish's offline screen, not the browser's error page.
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toBeVisible();
  await expect(page.getByRole('button', { name: 'റീലോഡ് ചെയ്യുക' })).toBeVisible();

  // Back online, the unseen page loads by itself (the test below), and the copy is live again, without the line.
  await goOffline(context, false);
  await expect(page.locator('html')).not.toHaveAttribute('data-offline-shell');
  await expect(page.getByRole('heading', { name: 'ഇടവക ചരിത്രം', level: 1 })).toBeVisible();
  await page.goto('/wards/1');
  await expect(page.getByRole('heading', { name: `വാർഡ് 1: ${wardName(1)}` })).toBeVisible();
  await expect(page.getByTestId('offline-copy')).toHaveCount(0);
});

test('an unseen page opened offline keeps its address, reloads from the server, and clears when online', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlled(page);
  await pageIsKept(page, '/');
  await goOffline(context, true);
  const failedReads = page.waitForEvent('requestfailed', {
    predicate: (r) => new URL(r.url()).pathname === '/api/faq/history',
  });
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toBeVisible();
  // The screen's read has failed (before, that sent the page to /notFound): the address stays.
  await failedReads;
  await expect(page).toHaveURL(/\/history$/);
  // Its reload asks the server first: still nothing, so it says so in Malayalam and stays.
  await page.getByRole('button', { name: 'റീലോഡ് ചെയ്യുക' }).click();
  await expect(page.getByText('ഇപ്പോഴും കണക്ഷൻ ഇല്ല.')).toBeVisible();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await goOffline(context, false);
  // Nothing tapped: the page is loaded from the server once it answers.
  await expect(page.locator('html')).not.toHaveAttribute('data-offline-shell');
  await expect(page.getByRole('heading', { name: 'ഇടവക ചരിത്രം', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toHaveCount(0);
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.locator('html')).not.toHaveAttribute('data-offline-shell');
  expect(errors.filter((e) => /#418|hydrat|Failed to fetch/i.test(e))).toEqual([]);
});

test('offline, a screen never kept is covered, keeps its address, and clears when the signal is back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlled(page);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  await goOffline(context, true);
  await page.getByRole('link', { name: 'വാർത്തകൾ' }).first().click();
  await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toBeVisible();
  await expect(page).toHaveURL(/\/news$/);
  await goOffline(context, false);
  await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'വാർത്തകൾ', level: 1 })).toBeVisible();
  await expect(page.locator('.news-list a[href^="/news/"]').first()).toBeVisible();
  await expect(page).toHaveURL(/\/news$/);
});

test('a ward page read far down keeps its content and scroll position through a short drop', async ({
  page,
  context,
}) => {
  await page.goto('/wards/1');
  await controlled(page);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'true');
  const heading = page.getByRole('heading', { name: `വാർഡ് 1: ${wardName(1)}` });
  await expect(heading).toBeVisible();
  await page.evaluate(() =>
    window.scrollTo(0, Math.min(1500, document.documentElement.scrollHeight - window.innerHeight)),
  );
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);

  await goOffline(context, true);
  await page.waitForFunction(() => !navigator.onLine);
  // A read made during the drop (as a refetch would) fails on the way: the page keeps what it shows.
  await page.evaluate(() => fetch('/api/health/live').catch(() => undefined));
  await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toHaveCount(0);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await goOffline(context, false);
  await page.waitForFunction(() => navigator.onLine);
  await expect(heading).toBeAttached();
  await expect(page.getByRole('heading', { name: OFFLINE_HEADING })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThanOrEqual(height);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page).toHaveURL(/\/wards\/1$/);
});

test("the English UI says the copy's time in English", async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('lang', 'en');
    document.cookie = 'lang=en; path=/';
  });
  await page.reload();
  await controlled(page);
  // The worker may have kept the Malayalam page as it started (the page open then): the copy is
  // the English one once a controlled load has replaced it.
  await page.reload();
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const kept = await (await caches.open('parish-pages')).match('/');
        return kept ? (await kept.text()).includes('<html lang="en"') : false;
      }),
    )
    .toBe(true);
  await goOffline(context, true);
  await page.reload();
  await expect(page.getByTestId('offline-copy')).toContainText(/^Offline — showing the copy of .*20\d\d/);
  await expect(page.getByTestId('offline-copy').getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('a screen read once works offline: its API answers are kept; a form sent offline keeps what was typed', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await controlled(page);
  await pageIsKept(page, '/');
  // Moving inside the app reads the API through the worker.
  await page.goto('/wards/3');
  await pageIsKept(page, '/wards/3');
  await page.goto('/login');
  await pageIsKept(page, '/login');
  await goOffline(context, true);
  await page.reload();
  await page.getByLabel('ഉപയോക്തൃനാമം').fill('someone');
  await page.getByLabel('പാസ്‌വേഡ്').fill('a-password');
  await page.getByRole('button', { name: 'ലോഗിൻ ചെയ്യുക' }).click();
  await expect(page.getByText('ഇന്റർനെറ്റ് ബന്ധമില്ല: ഇത് അയയ്ക്കാൻ കണക്ഷൻ വേണം.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('ഉപയോക്തൃനാമം')).toHaveValue('someone');
  await expect(page.getByLabel('പാസ്‌വേഡ്')).toHaveValue('a-password');
});

test('nothing fetched under a session is kept, and logging out empties the caches that held answers', async ({
  page,
}) => {
  await page.goto('/wards/2');
  await controlled(page);
  await pageIsKept(page, '/wards/2');
  await freshLogin(page, 'user');
  await page.goto('/wards/2');
  await page.goto('/news');
  await page.goto('/contacts');
  // What the worker kept was the visitor's (the server marks every logged-in answer private).
  const kept = await page.evaluate(async () => {
    const out: { url: string; cacheControl: string | null; body: string }[] = [];
    for (const name of ['parish-pages', 'parish-api']) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        out.push({
          url: request.url,
          cacheControl: response?.headers.get('cache-control') ?? null,
          body: (await response?.text()) ?? '',
        });
      }
    }
    return out;
  });
  expect(kept.length).toBeGreaterThan(0);
  for (const entry of kept) {
    expect(entry.cacheControl ?? '', entry.url).not.toMatch(/private/);
    expect(entry.body, entry.url).not.toContain('"username":"user"');
  }
  expect(kept.map((e) => new URL(e.url).pathname)).not.toContain('/news');

  const loggedOutAt = Date.now();
  await page.getByTestId('account-button').click();
  await page.getByRole('button', { name: 'ലോഗൗട്ട്' }).click();
  await expect(page.getByText('ലോഗൗട്ട് ചെയ്തു')).toBeVisible();
  // Everything kept before the logout is gone (the visitor's /wards/2 too); what the visitor's
  // pages read since may be kept again.
  await expect
    .poll(async () =>
      page.evaluate(async (since) => {
        const before: string[] = [];
        for (const name of ['parish-pages', 'parish-api']) {
          const cache = await caches.open(name);
          for (const request of await cache.keys()) {
            const keptAt = Date.parse((await cache.match(request))?.headers.get('x-parish-kept-at') ?? '');
            if (!(keptAt >= since)) before.push(new URL(request.url).pathname);
          }
        }
        return before;
      }, loggedOutAt),
    )
    .toEqual([]);
});

test('a new build replaces the old shell at the next visit, not under an open page', async ({ page, context }) => {
  await page.goto('/');
  await controlled(page);
  const original = await (await page.request.get('/sw.js')).text();
  const revision =
    /"revision":"([^"]+)","url":"\/offline\.html"/.exec(original)?.[1] ??
    /url:"\/offline\.html",revision:"([^"]+)"/.exec(original)?.[1];
  expect(revision, 'the offline shell has a revision in the precache list').toBeTruthy();
  const shellRevisions = (p: Page) =>
    p.evaluate(async () => {
      const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'));
      const keys = name ? await (await caches.open(name)).keys() : [];
      return keys
        .map((r) => new URL(r.url))
        .filter((u) => u.pathname === '/offline.html')
        .map((u) => u.searchParams.get('__WB_REVISION__'));
    });
  await expect.poll(() => shellRevisions(page)).toEqual([revision]);

  // The next build, deployed beside this one: the same worker with another revision of the shell
  // (a file of its own, so the other specs' worker is untouched).
  const name = `sw-next-${process.pid}-${Date.now()}.js`;
  fs.writeFileSync(path.join(DIST, name), original.replaceAll(revision!, 'next-build'));
  try {
    await page.evaluate((url) => navigator.serviceWorker.register(url, { scope: '/' }), `/${name}`);
    await expect
      .poll(() =>
        page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.waiting?.scriptURL ?? null),
      )
      .toMatch(/sw-next-/);
    // The open page keeps its worker and its shell, and goes on working (moving inside the app).
    await page.getByRole('link', { name: 'വാർത്തകൾ' }).first().click();
    await expect(page.getByRole('heading', { name: 'വാർത്തകൾ', level: 1 })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
    // Its shell is still there (the new one is added beside it until the new worker takes over).
    expect(await shellRevisions(page)).toContain(revision);

    // The next visit (the page gone, a new one opened): the new build's worker and shell. (This
    // visit's page is the old build's, which would register its own worker again: held back.)
    await page.close();
    // The old worker lets the new one take over once none of its pages is left; a visit opened
    // while the closed page was still going away is the old build's, so the visit after it is tried.
    let next: Page | undefined;
    await expect(async () => {
      await next?.close();
      next = await context.newPage();
      await next.addInitScript(() => {
        navigator.serviceWorker.register = async () => (await navigator.serviceWorker.getRegistration('/'))!;
      });
      await next.goto('/');
      await expect
        .poll(() => next!.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 5000 })
        .toMatch(/sw-next-/);
    }).toPass({ timeout: 45_000 });
    await expect.poll(() => shellRevisions(next!)).toEqual(['next-build']);
  } finally {
    fs.rmSync(path.join(DIST, name), { force: true });
  }
});

test('after a few visits the site offers once to go on the home screen; declining is remembered', async ({
  page,
  context,
}) => {
  const fakePrompt = () => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = async () => {
      (window as unknown as { prompted: boolean }).prompted = true;
    };
    event.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(event);
  };
  const offer = (p: Page) => p.getByRole('dialog', { name: 'ഹോം സ്ക്രീനിൽ ചേർക്കുക' });
  // Visits are tabs: the first two say nothing even when the browser could install.
  for (let visit = 1; visit <= 2; visit++) {
    const tab = await context.newPage();
    await tab.goto('/');
    await tab.evaluate(fakePrompt);
    await expect(offer(tab)).toHaveCount(0);
    await tab.close();
  }
  await page.goto('/');
  await page.evaluate(fakePrompt);
  await expect(offer(page)).toBeVisible();
  await expect(offer(page)).toContainText('ഹോം സ്ക്രീനിൽ ചേർക്കാം');
  await offer(page).getByRole('button', { name: 'ഇപ്പോൾ വേണ്ട' }).click();
  await expect(offer(page)).toHaveCount(0);
  expect(Number(await page.evaluate(() => localStorage.getItem('installDeclinedAt')))).toBeGreaterThan(0);
  // Declined: not asked again (for 30 days), in this visit or the next.
  await page.evaluate(fakePrompt);
  const later = await context.newPage();
  await later.goto('/');
  await later.evaluate(fakePrompt);
  await expect(offer(later)).toHaveCount(0);
  // Thirty-one days on, it may ask again; accepting opens the browser's own dialog.
  await later.evaluate(() => localStorage.setItem('installDeclinedAt', String(Date.now() - 31 * 864e5)));
  await later.evaluate(fakePrompt);
  await offer(later).getByRole('button', { name: 'ചേർക്കുക' }).click();
  await expect
    .poll(() => later.evaluate(() => (window as unknown as { prompted?: boolean }).prompted ?? false))
    .toBe(true);
});

test(
  'a pushed news item is shown by the one worker and opens /news/{id} when tapped',
  { tag: '@full-chromium' },
  async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.goto('/news');
    await controlled(page);
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((r) => !r.isDeleted && r.scopeURL.endsWith('/'));
        if (live) resolve(live.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');
    const origin = new URL(page.url()).origin;
    const { items } = (await (await page.request.get('/api/news')).json()) as { items: { _id: string }[] };
    const id = items[0]?._id ?? 'x';
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify({ title: 'തിരുനാൾ', body: 'ഞായറാഴ്ച', url: `/news/${id}`, tag: `news-${id}` }),
    });
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration('/');
          return ((await registration?.getNotifications()) ?? []).map((n) => ({
            title: n.title,
            url: (n.data as { url: string }).url,
          }));
        }),
      )
      .toEqual([{ title: 'ഇടവക വാർത്ത: തിരുനാൾ', url: `/news/${id}` }]);
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL),
    ).toBe(`${origin}/sw.js`);

    // Tapped: the worker's notificationclick (run in the worker, as the browser would) opens the item.
    const [worker] = context.serviceWorkers();
    expect(worker).toBeTruthy();
    await worker.evaluate(async () => {
      type ClickEvent = new (type: string, init: { notification: Notification }) => Event;
      const sw = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: ClickEvent;
      };
      const [notification] = await sw.registration.getNotifications();
      try {
        sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }));
      } catch {
        // waitUntil refuses a script's event; the handler's work has started all the same.
      }
    });
    await expect(page).toHaveURL(`${origin}/news/${id}`);
  },
);

test('an audio message is kept offline only when asked, and plays from the phone without a signal', async ({
  page,
  context,
}) => {
  await page.goto('/sandeshangal');
  await controlled(page);
  await page.getByRole('button', { name: /^നോമ്പുകാല സന്ദേശം \(.*\) പ്ലേ ചെയ്യുക$/ }).click();
  const player = page.locator('dialog.media-modal');
  const audio = player.locator('audio');
  await expect.poll(() => audio.evaluate((m: HTMLMediaElement) => m.currentTime)).toBeGreaterThan(0.2);
  // Played, not kept: audio and video are never cached by themselves.
  expect((await cached(page))['parish-kept-media'] ?? []).toEqual([]);
  await player.getByRole('button', { name: 'ഓഫ്‌ലൈനായി കേൾക്കാൻ സൂക്ഷിക്കുക' }).click();
  await expect(player.getByText('ഈ ഫോണിൽ സൂക്ഷിച്ചിട്ടുണ്ട്')).toBeVisible();
  const src = new URL((await audio.getAttribute('src')) ?? '', page.url()).pathname;
  expect((await cached(page))['parish-kept-media']).toEqual([src]);

  // Without a signal the kept file plays (from the worker, in ranges as the player asks).
  await goOffline(context, true);
  const played = await page.evaluate(async (url) => {
    const sound = new Audio(url);
    sound.muted = true;
    await sound.play();
    await new Promise((resolve) => setTimeout(resolve, 400));
    return sound.currentTime;
  }, src);
  expect(played).toBeGreaterThan(0);
  await goOffline(context, false);
  await player.getByRole('button', { name: 'ഫോണിൽ നിന്ന് നീക്കുക' }).click();
  await expect.poll(async () => (await cached(page))['parish-kept-media']).toEqual([]);
});
