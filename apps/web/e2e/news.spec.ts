// News and its push prompt, in real Chromium at 360 px: the list (marquee, admin notice,
// cards, paging), a user posting news with a photo and the admin deleting it, and the prompt's
// states (accept with the permission granted, decline, browser refusal, failure, no push support)
// with what each leaves in localStorage.
import sharp from 'sharp';
import { expect, test, type Page } from './fixtures.ts';
import type { News, NewsPage } from '@parish/shared/news';
import { loginAs, seriousViolations } from './support.ts';

// The service worker is what these tests test (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// One after another: tests here post news, which changes what the others read as the newest page.
test.describe.configure({ mode: 'serial' });

const PROMPT = 'വാർത്താ അറിയിപ്പുകൾ';
const prompt = (page: Page) => page.getByRole('dialog', { name: PROMPT });
const pushKey = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('pushKey') ?? 'null') as unknown);
/** A returning visitor who already answered the prompt. */
const promptAnswered = (page: Page) =>
  page.addInitScript(() => localStorage.setItem('pushKey', JSON.stringify({ status: 'disabled' })));

/**
 * A reader who has read something: the prompt waits for a second page (docs/decisions.md "The push
 * prompt waits for a reader"); this makes each load the second.
 */
const hasRead = (page: Page) => page.addInitScript(() => localStorage.setItem('pageViews', '1'));

/**
 * Headless Chromium has no push service to reach here: PushManager.subscribe is replaced by one
 * that answers a subscription with real P-256 keys on an endpoint of this machine (or fails, when
 * asked), and records what was stored while it ran.
 */
function stubSubscribe(page: Page, outcome: 'subscribe' | 'fail') {
  return page.addInitScript((mode) => {
    const w = window as unknown as { seenPushKey?: string | null };
    const b64u = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      w.seenPushKey = localStorage.getItem('pushKey');
      if (!options?.applicationServerKey || (options.applicationServerKey as Uint8Array).byteLength !== 65)
        throw new Error('no VAPID key');
      if (mode === 'fail') throw new DOMException('Registration failed - push service error', 'AbortError');
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const p256dh = b64u(await crypto.subtle.exportKey('raw', pair.publicKey));
      const auth = b64u(crypto.getRandomValues(new Uint8Array(16)).buffer);
      const json = {
        endpoint: `https://127.0.0.1:9/push/e2e-${crypto.randomUUID()}`,
        expirationTime: null,
        keys: { p256dh, auth },
      };
      return { ...json, toJSON: () => json } as unknown as PushSubscription;
    };
  }, outcome);
}

test.describe('the news list', () => {
  test('shows the marquee, the admin notice with call and WhatsApp, and cards with Malayalam dates; no ads', async ({
    page,
  }) => {
    await promptAnswered(page);
    const newest: NewsPage = await (await page.request.get('/api/news')).json();
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'വാർത്തകൾ', level: 1 })).toBeVisible();
    const marquee = page.getByRole('region', { name: 'പുതിയ വാർത്തകൾ' });
    await expect(marquee).toContainText(newest.items[0].title);
    const notice = page.getByRole('complementary', { name: 'വാർത്തകൾ അറിയിക്കാൻ' });
    await expect(notice.getByRole('link', { name: /വിളിക്കുക/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await expect(notice.getByRole('link', { name: 'വാട്സ്ആപ്പ്' })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/91\d{10}\?text=/,
    );
    const cards = page.locator('article.news-card');
    await expect(cards.first().getByRole('heading', { level: 2 })).toHaveText(newest.items[0].title);
    // The date in Malayalam (year, the month's Malayalam name, day: "2026 നവംബർ 21"), not an ISO date.
    await expect(cards.first().locator('time')).toHaveText(/^\d{4} [\u0D00-\u0D7F]+ \d{1,2}$/);
    // A card with a photo: the blurred preImage behind it, space reserved before it loads.
    const withPhoto = newest.items.find((n) => n.image);
    if (withPhoto) {
      const photo = page
        .locator('article.news-card', { has: page.getByRole('heading', { name: withPhoto.title }) })
        .locator('.news-photo');
      await expect(photo.locator('img')).toHaveAttribute('src', /-480\.webp$/);
      const box = await photo.boundingBox();
      expect(box && Math.round((box.width / box.height) * 100)).toBe(133);
    }
    await expect(page.locator('.ad-banner, .ad-popup, [data-ad]')).toHaveCount(0);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // A visitor sees no Delete.
    await expect(page.getByRole('button', { name: /നീക്കം ചെയ്യുക/ })).toHaveCount(0);
    await page.screenshot({ path: 'test-results/news-360.png', fullPage: true });
  });

  test('text keeps its paragraphs and makes links clickable, never HTML; the list grows a page at a time', async ({
    page,
  }) => {
    await loginAs(page, 'user');
    await promptAnswered(page);
    const created: News[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await page.request.post('/api/news', {
        data: {
          title: `പേജ് പരിശോധന ${i}`,
          news: `ഒന്നാം ഖണ്ഡിക <b>bold</b>\n\nകാണുക https://example.org/parish/${i}.`,
        },
      });
      expect(res.status()).toBe(201);
      created.push(await res.json());
    }
    await page.goto('/news');
    const cards = page.locator('article.news-card');
    await expect(cards).toHaveCount(10);
    const first = cards.first();
    await expect(first.locator('.news-text p')).toHaveCount(2);
    await expect(first.locator('.news-text p').first()).toHaveText('ഒന്നാം ഖണ്ഡിക <b>bold</b>');
    await expect(first.locator('.news-text b')).toHaveCount(0);
    await expect(first.getByRole('link', { name: 'https://example.org/parish/10' })).toHaveAttribute('rel', /noopener/);
    await page.mouse.wheel(0, 100_000);
    await expect.poll(() => cards.count()).toBeGreaterThan(10);
    // Clean up through the author's own delete (within a day).
    for (const n of created)
      expect((await page.request.delete('/api/news', { data: { _id: n._id } })).status()).toBe(200);
  });

  test('the marquee stands still for people who ask for reduced motion', async ({ page }) => {
    await promptAnswered(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/news');
    const text = page.locator('.news-marquee-text');
    await expect(text).toBeVisible();
    expect(await text.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await text.evaluate((el) => getComputedStyle(el).animationName)).toBe('news-marquee');
  });
});

test('a user posts news with a photo, may delete their own, and the admin deletes it', async ({ page, browser }) => {
  await loginAs(page, 'user');
  await promptAnswered(page);
  await page.goto('/add-news');
  await expect(page.getByRole('heading', { name: 'വാർത്ത ചേർക്കുക', level: 1 })).toBeVisible();
  // Empty: the Malayalam messages on the fields, nothing sent.
  await page.getByRole('button', { name: 'പ്രസിദ്ധീകരിക്കുക' }).click();
  await expect(page.getByText('ഈ വിവരം നൽകണം').first()).toBeVisible();
  const title = `ചരമം ${Date.now()}`;
  await page.getByLabel('തലക്കെട്ട്').fill(title);
  const text = 'സംസ്കാരം നാളെ രാവിലെ 10 മണിക്ക്.\n\nവിവരങ്ങൾ: https://example.org/x';
  await page.locator('textarea[name="news"]').fill(text);
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();
  await page.getByLabel('ഫോട്ടോ തിരഞ്ഞെടുക്കുക').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: png,
  });
  await expect(page.getByText('ഫോട്ടോ അപ്‌ലോഡ് ചെയ്തു')).toBeVisible();
  await page.getByRole('button', { name: 'പ്രസിദ്ധീകരിക്കുക' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByText('വാർത്ത പ്രസിദ്ധീകരിച്ചു')).toBeVisible();
  const card = page.locator('article.news-card', { has: page.getByRole('heading', { name: title }) });
  await expect(card.locator('.news-photo img')).toHaveAttribute('src', /^\/media\/.+-480\.webp$/);
  await expect(card.getByRole('link', { name: 'https://example.org/x' })).toBeVisible();
  // Its author may delete it (within a day); another card of someone else's has no Delete.
  await expect(card.getByRole('button', { name: `"${title}" നീക്കം ചെയ്യുക` })).toBeVisible();
  await expect(
    page
      .locator('article.news-card')
      .filter({ hasNot: page.getByRole('button') })
      .first(),
  ).toBeVisible();

  const adminContext = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const admin = await adminContext.newPage();
  await loginAs(admin, 'admin');
  await promptAnswered(admin);
  await admin.goto('/news');
  const adminCard = admin.locator('article.news-card', { has: admin.getByRole('heading', { name: title }) });
  await adminCard.getByRole('button', { name: `"${title}" നീക്കം ചെയ്യുക` }).click();
  const dialog = admin.getByRole('dialog');
  await expect(dialog).toContainText(`"${title}" എന്ന വാർത്ത നീക്കം ചെയ്യട്ടെ?`);
  await dialog.getByRole('button', { name: 'അതെ' }).click();
  await expect(admin.getByText('വാർത്ത നീക്കം ചെയ്തു')).toBeVisible();
  await expect(adminCard).toHaveCount(0);
  const list: NewsPage = await (await admin.request.get('/api/news')).json();
  expect(list.items.map((n) => n.title)).not.toContain(title);
  await adminContext.close();
});

test('/add-news needs a login', async ({ page }) => {
  await page.goto('/add-news');
  await expect(page).toHaveURL(/\/login/);
});

test.describe('the push prompt', () => {
  test.beforeEach(async ({ page }) => hasRead(page));

  test('on a desktop it asks about "this device", never "this phone", in Malayalam and in English', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/news');
    await expect(prompt(page)).toBeVisible();
    await expect(prompt(page)).toContainText('ഈ ഉപകരണത്തിൽ അറിയിപ്പ് ലഭിക്കണോ?');
    await expect(prompt(page)).not.toContainText('ഫോൺ');
    // The English UI (the language is remembered; the prompt is modal, so it is chosen before loading).
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'News notifications' })).toContainText('on this device');
    await expect(page.getByRole('dialog', { name: 'News notifications' })).not.toContainText('phone');
  });

  test(
    'accept with permission granted: loading while it works, the worker registered, the subscription stored and ' +
      'sent without credentials',
    { tag: '@full-chromium' },
    async ({ page, context }) => {
      test.setTimeout(60_000); // the push below may need delivering more than once on a loaded machine
      await context.grantPermissions(['notifications']);
      await stubSubscribe(page, 'subscribe');
      await loginAs(page, 'user'); // a session cookie exists, and must not be sent to the registry
      await page.goto('/news');
      await expect(prompt(page)).toBeVisible();
      const registry = page.waitForRequest((r) => r.url().endsWith('/api/news/push-registry'));
      await prompt(page).getByRole('button', { name: 'അറിയിപ്പുകൾ വേണം' }).click();
      const request = await registry;
      expect(await request.allHeaders()).not.toHaveProperty('cookie');
      expect((await request.response())?.status()).toBe(201);
      await expect(page.getByText('വാർത്താ അറിയിപ്പുകൾ ഓൺ ആയി')).toBeVisible();
      await expect(prompt(page)).toBeHidden();
      expect(await page.evaluate(() => (window as unknown as { seenPushKey: string }).seenPushKey)).toBe(
        '{"status":"loading"}',
      );
      const stored = (await pushKey(page)) as { endpoint: string; keys: { p256dh: string; auth: string } };
      expect(stored.endpoint).toMatch(/^https:\/\/127\.0\.0\.1:9\/push\/e2e-/);
      expect(stored).toEqual(request.postDataJSON());
      const worker = await page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration('/'))?.active?.scriptURL ?? null,
      );
      // The one service worker (docs/decisions.md "One service worker"): the news push handlers are part of it.
      expect(worker).toMatch(/\/sw\.js$/);

      // A push message to the worker (through DevTools, as a push service would deliver it) shows a
      // Malayalam notification with the parish icon that leads to /news.
      const cdp = await context.newCDPSession(page);
      const registrationId = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const live = registrations.find((r) => !r.isDeleted && r.scopeURL.endsWith('/'));
          if (live) resolve(live.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      const origin = new URL(page.url()).origin;
      const id = await registrationId;
      // On a loaded machine DevTools may hand the message to a worker that is still starting, which
      // drops it: delivered again until it shows (one tag, so a second delivery replaces the first).
      await expect(async () => {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin,
          registrationId: id,
          data: JSON.stringify({ title: 'ചരമം', body: 'സംസ്കാരം നാളെ', url: '/news', tag: 'news-1' }),
        });
        await expect
          .poll(() =>
            page.evaluate(async () => {
              const registration = await navigator.serviceWorker.getRegistration('/');
              return ((await registration?.getNotifications()) ?? []).map((n) => ({
                title: n.title,
                body: n.body,
                icon: n.icon,
                lang: n.lang,
                data: n.data as unknown,
              }));
            }),
          )
          .toEqual([
            {
              title: 'ഇടവക വാർത്ത: ചരമം',
              body: 'സംസ്കാരം നാളെ',
              icon: `${origin}/icon-192.png`,
              lang: 'ml',
              data: { url: '/news' },
            },
          ]);
      }).toPass({ timeout: 25_000 });
      // Answered: not asked again.
      await page.reload();
      await expect(page.getByRole('heading', { name: 'വാർത്തകൾ', level: 1 })).toBeVisible();
      await expect(prompt(page)).toHaveCount(0);
    },
  );

  test('decline stores disabled; the prompt is not shown again, and can be reopened', async ({ page }) => {
    await page.goto('/news');
    await prompt(page).getByRole('button', { name: 'ഇപ്പോൾ വേണ്ട' }).click();
    await expect(prompt(page)).toBeHidden();
    expect(await pushKey(page)).toEqual({ status: 'disabled' });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'വാർത്തകൾ', level: 1 })).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'വാർത്താ അറിയിപ്പുകൾ ഓൺ ചെയ്യുക' }).click();
    await expect(prompt(page)).toBeVisible();
  });

  test('the browser refusing permission stores disabled', async ({ page, context }) => {
    await context.clearPermissions();
    await page.addInitScript(() => {
      Notification.requestPermission = async () => 'denied';
    });
    await page.goto('/news');
    await prompt(page).getByRole('button', { name: 'അറിയിപ്പുകൾ വേണം' }).click();
    await expect(prompt(page)).toBeHidden();
    expect(await pushKey(page)).toEqual({ status: 'disabled' });
  });

  test('a failed subscription removes the stored key and toasts to try again', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await stubSubscribe(page, 'fail');
    await page.goto('/news');
    await prompt(page).getByRole('button', { name: 'അറിയിപ്പുകൾ വേണം' }).click();
    // The subscription waits for the service worker to install first: seconds on a busy machine.
    await expect(page.getByText('എന്തോ പിശക് സംഭവിച്ചു, വീണ്ടും ശ്രമിക്കുക')).toBeVisible({ timeout: 20_000 });
    expect(await page.evaluate(() => (window as unknown as { seenPushKey: string }).seenPushKey)).toBe(
      '{"status":"loading"}',
    );
    expect(await pushKey(page)).toBeNull();
    // No stored choice: the next visit asks again.
    await page.reload();
    await expect(prompt(page)).toBeVisible();
  });

  test('a device without push support is told so in Malayalam', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as unknown as { PushManager?: unknown }).PushManager;
    });
    await page.goto('/news');
    await prompt(page).getByRole('button', { name: 'അറിയിപ്പുകൾ വേണം' }).click();
    await expect(page.getByText('ഈ ഉപകരണത്തിലോ ബ്രൗസറിലോ അറിയിപ്പുകൾ (പുഷ് നോട്ടിഫിക്കേഷൻ) ലഭ്യമല്ല')).toBeVisible();
    expect(await pushKey(page)).toEqual({ status: 'disabled' });
  });

  test('a first visit from a shared link meets only the notice; the prompt waits for a second page', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 800 },
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    await page.goto('/news');
    const notice = page.getByRole('dialog').filter({ hasNot: page.getByRole('heading', { name: PROMPT }) });
    await expect(notice).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
    await notice.getByRole('button').first().click();
    await expect(notice).toHaveCount(0);
    // The page has been counted (the first), and nothing asks on it.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pageViews'))).toBe('1');
    await expect(page.getByRole('heading', { name: 'വാർത്തകൾ', level: 1 })).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
    // A second page (an item), then the list again, opened afresh (a browser back raced the
    // overlay history of the dialogs): now it asks.
    await page.locator('a[href^="/news/"]').first().click();
    await expect(page).toHaveURL(/\/news\/[^/]+$/);
    await page.goto('/news');
    await expect(prompt(page)).toBeVisible();
    await context.close();
  });

  test('never covers the first-visit notice: it waits until the notice is answered', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 800 },
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    await hasRead(page);
    await page.goto('/news');
    const notice = page.getByRole('dialog').filter({ hasNot: page.getByRole('heading', { name: PROMPT }) });
    await expect(notice).toBeVisible();
    await expect(prompt(page)).toHaveCount(0);
    await notice.getByRole('button').first().click();
    await expect(prompt(page)).toBeVisible();
    await context.close();
  });

  test('never asks without a network: it waits until the network is back', async ({ page, context }) => {
    // Not yet read (this test counts its own pages): the first page is /news (its screen is
    // loaded), the second home.
    await page.addInitScript(() => localStorage.removeItem('pageViews'));
    await page.goto('/news');
    await expect(page.getByRole('heading', { name: 'വാർത്തകൾ', level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pageViews'))).toBe('1');
    await page.locator('a.brand').click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pageViews'))).toBe('2');
    await context.setOffline(true);
    try {
      await page.getByRole('link', { name: 'വാർത്തകൾ' }).first().click();
      await expect(page).toHaveURL(/\/news$/);
      await page.waitForFunction(() => !navigator.onLine);
      // The list answers from the worker's copy or not at all: either way, nothing asks.
      await expect(page.locator('.news-page, .offline-screen').first()).toBeVisible();
      await expect(prompt(page)).toHaveCount(0);
    } finally {
      await context.setOffline(false);
    }
    await expect(prompt(page)).toBeVisible();
  });
});

test('axe finds no serious violation on /news (with the prompt open) and /add-news, at 360 and 1280 px', async ({
  page,
}) => {
  test.slow(); // five axe runs
  await hasRead(page);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/news');
    await expect(prompt(page)).toBeVisible();
    await expect(page.locator('article.news-card').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await prompt(page).getByRole('button', { name: 'ഇപ്പോൾ വേണ്ട' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.evaluate(() => localStorage.removeItem('pushKey'));
  }
  await page.screenshot({ path: 'test-results/news-1280.png' });
  await loginAs(page, 'user');
  await page.goto('/add-news');
  await expect(page.getByRole('heading', { name: 'വാർത്ത ചേർക്കുക', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
