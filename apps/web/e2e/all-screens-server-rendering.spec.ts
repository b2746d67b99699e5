// Pages arrive rendered (docs/decisions.md "Pages are rendered on the server"): what a link reader
// or a phone without scripts gets (the HTML itself), that the browser hydrates it without a
// warning and without reading its data again, the session's rules in the HTML, the previews of
// shared items, their addresses and share links.
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import type { BoardMember } from '@parish/shared/board';
import type { EventPage, GalleryEvent } from '@parish/shared/gallery';
import type { Faq } from '@parish/shared/faq';
import type { WardPage } from '@parish/shared/houses';
import type { NewsPage } from '@parish/shared/news';
import type { Sandesham } from '@parish/shared/sandesham';
import { wardName } from '@parish/shared/plain/wards';
import { loginAs, requestAs, type Role, wardPage } from './support.ts';

/** The page's HTML as a reader without scripts gets it. */
async function html(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path, { headers: { cookie: 'visited=true' } });
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type']).toContain('text/html');
  return res.text();
}

const text = (markup: string) =>
  markup
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const meta = (markup: string, property: string) =>
  new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(markup)?.[1];

test.describe('the HTML carries the content', () => {
  test('/wards/1: the ward, its committee, the first families with their members, real links', async ({ request }) => {
    const page1 = await wardPage(request, 1);
    const committee = (await (await request.get('/api/board/4?ward=1')).json()) as BoardMember[];
    const markup = await html(request, '/wards/1');
    const body = text(markup);
    expect(body).toContain(`വാർഡ് 1: ${wardName(1)}`);
    for (const member of committee) expect(body).toContain(member.name);
    for (const house of page1.items.slice(0, 3)) {
      expect(body).toContain(house.house);
      for (const member of house.members) expect(body).toContain(member.name);
    }
    expect(markup).toContain('href="/contacts"');
    expect(markup).toMatch(/href="tel:\+91\d{10}"/);
    expect(await request.get('/wards/1').then((r) => r.headers()['cache-control'])).toBe('no-cache');
  });

  test('/news, /faq and home: the news, the questions, the landing buttons and cards', async ({ request }) => {
    const news = (await (await request.get('/api/news')).json()) as NewsPage;
    const newsText = text(await html(request, '/news'));
    for (const item of news.items.slice(0, 3)) expect(newsText).toContain(item.title);

    const faq = (await (await request.get('/api/faq')).json()) as Faq[];
    const faqText = text(await html(request, '/faq'));
    for (const item of faq) expect(faqText).toContain(item.question);

    const home = await html(request, '/');
    for (const href of [
      '/news',
      '/board',
      '/catehism',
      '/sandeshangal',
      '/faq',
      '/history',
      '/departed',
      '/samarpithar',
      '/convent',
      '/ex-vicars',
      '/gallery',
      '/privacy',
      '/address',
    ]) {
      expect(home, href).toContain(`href="${href}"`);
    }
    expect(text(home)).toContain('വാർഡുകൾ');
  });

  test('/gallery/{id}: every photo with its blurred placeholder and its dimensions, so nothing shifts', async ({
    request,
  }) => {
    const events = (await (await request.get('/api/events')).json()) as EventPage;
    const event = (await (await request.get(`/api/events/${events.items[0]._id}`)).json()) as GalleryEvent;
    const shown = event.images.filter((i) => i.image);
    const markup = await html(request, `/gallery/${event._id}`);
    expect(text(markup)).toContain(event.event);
    const tiles = markup.match(/<span class="photo-tile"[^>]*>\s*<img[^>]*>/g) ?? [];
    expect(tiles).toHaveLength(shown.length);
    for (const tile of tiles) {
      expect(tile).toMatch(/background-image:url\(&quot;data:image\//);
      expect(tile).toMatch(/width="\d+"/);
      expect(tile).toMatch(/height="\d+"/);
    }
    expect(markup).toMatch(/class="masonry-item"[^>]*style="aspect-ratio:[\d.]+"/);
  });

  test('an unknown page and an invalid ward answer 404 with the not-found screen', async ({ request }) => {
    for (const path of ['/no-such-page', '/wards/99', '/gallery/not-an-id']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(text(await res.text())).toContain('പേജ് കണ്ടെത്താനായില്ല');
    }
  });
});

test.describe('the session decides the HTML', () => {
  test('a visitor gets the bottom bar and no e-mail; a user the top bar, privately; an admin the e-mails', async ({
    request,
    playwright,
    baseURL,
  }) => {
    const visitor = await html(request, '/wards/2');
    expect(visitor).toContain('navbar-floating');
    expect(visitor).not.toContain('data-testid="account-button"');
    // Not in the markup, nor in the data the page hands to the browser.
    expect(visitor).not.toContain('"email"');
    expect(visitor).not.toMatch(/@example|@gmail/);

    const user = await requestAs(playwright, baseURL, 'user');
    const userPage = await user.get('/wards/2');
    expect(userPage.headers()['cache-control']).toBe('private, no-cache');
    const userHtml = await userPage.text();
    expect(userHtml).toContain('navbar-top');
    expect(userHtml).toContain('data-testid="account-button"');
    expect(userHtml).not.toContain('"email"');

    const admin = await requestAs(playwright, baseURL, 'admin');
    const adminHtml = await (await admin.get('/admin/wards/2')).text();
    const emails = ((await (await admin.get('/api/houses/admin/wards/2?v=1')).json()) as WardPage).items
      .flatMap((h) => h.members.map((m) => m.email))
      .filter(Boolean);
    expect(emails.length).toBeGreaterThan(0);
    expect(adminHtml).toContain(emails[0]);
    expect(text(adminHtml)).toContain('ഇ-മെയിൽ');
    expect(await (await user.get('/admin/wards/2', { maxRedirects: 0 })).headers().location).toMatch(/^\/login\?from=/);
    await user.dispose();
    await admin.dispose();
  });

  test('English is rendered for a visitor who chose it, with no Malayalam first', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
    const res = await page.request.get('/board', { headers: { cookie: 'lang=en; visited=true' } });
    const markup = await res.text();
    expect(markup).toContain('<html lang="en">');
    expect(text(markup)).toContain('Board');
    await page.goto('/board');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Board');
  });

  test('the first-visit notice is in the HTML until it is answered', async ({ request, playwright, baseURL }) => {
    const fresh = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const first = await (await fresh.get('/')).text();
    await fresh.dispose();
    expect(first).toMatch(/<dialog open="" class="modal[^"]*notice-modal"/);
    const again = await html(request, '/');
    expect(again).not.toContain('notice-modal');
  });
});

/** Console errors and warnings (React's hydration errors among them) while a page loads and settles. */
async function loadQuietly(page: Page, path: string): Promise<{ problems: string[]; apiReads: string[] }> {
  const problems: string[] = [];
  const apiReads: string[] = [];
  const onConsole = (m: { type(): string; text(): string }) => {
    // The config blocks the service worker outside offline.spec.ts, and Playwright says so.
    if (m.text().includes('Service Worker registration blocked by Playwright')) return;
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  };
  const onError = (e: Error) => problems.push(`pageerror: ${e.message}`);
  const onRequest = (r: { url(): string; method(): string }) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname.startsWith('/api/')) apiReads.push(url.pathname + url.search);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  const res = await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  page.off('console', onConsole);
  page.off('pageerror', onError);
  page.off('request', onRequest);
  // An error screen's own status is logged by the browser as a failed load: that one is expected.
  return {
    problems: problems.filter((p) => !(res && res.status() >= 400 && p.includes('Failed to load resource'))),
    apiReads,
  };
}

const PUBLIC = [
  '/',
  '/wards/1',
  '/contacts',
  '/news',
  '/gallery',
  '/catehism',
  '/catehism/5',
  '/history',
  '/faq',
  '/departed',
  '/board',
  '/sandeshangal',
  '/samarpithar',
  '/convent',
  '/ex-vicars',
  '/privacy',
  '/join',
  '/address',
  '/login',
  '/search',
  '/not-found',
];
const USER = [
  '/',
  '/wards/3',
  '/add-house',
  '/new-house',
  '/add-student',
  '/switch-ward',
  '/add-news',
  '/add-departed',
  '/change-password',
];
const ADMIN = [
  '/admin/wards/3',
  '/register',
  '/admin/add-board',
  '/admin/add-contact',
  '/admin/add-to-gallery',
  '/admin/add-faq',
  '/admin/add-sandeshangal',
  '/admin/edit-history',
  '/admin/stats',
  '/admin/audit',
  '/admin/directory',
  '/admin/print/3',
  '/admin/ads',
  '/board',
];

for (const [role, paths] of [
  ['visitor', PUBLIC],
  ['user', USER],
  ['admin', ADMIN],
] as const) {
  test(`every ${role} page hydrates without a warning and without reading its data again`, async ({ page }) => {
    test.setTimeout(120_000);
    if (role !== 'visitor') await loginAs(page, role);
    for (const path of paths) {
      const { problems, apiReads } = await loadQuietly(page, path);
      expect(problems, path).toEqual([]);
      // What the server read is in the page: the browser reads nothing of it again.
      expect(apiReads, path).toEqual([]);
    }
  });
}

test.describe('an address, a preview and a share link for every item', () => {
  test('/news/{id}: the item, its preview with a 1,200 px picture, and back to the list', async ({
    page,
    request,
    baseURL,
  }) => {
    const news = (await (await request.get('/api/news')).json()) as NewsPage;
    const item = news.items.find((n) => n.image) ?? news.items[0];
    const markup = await html(request, `/news/${item._id}`);
    expect(meta(markup, 'og:title')).toBe(item.title);
    expect(meta(markup, 'og:type')).toBe('article');
    expect(meta(markup, 'og:url')).toBe(`${baseURL}/news/${item._id}`);
    expect(markup).toContain(`<link rel="canonical" href="${baseURL}/news/${item._id}">`);
    expect(meta(markup, 'description')?.length).toBeGreaterThan(10);
    expect(meta(markup, 'twitter:card')).toBe(item.image ? 'summary_large_image' : 'summary');
    if (item.image) {
      const picture = meta(markup, 'og:image') ?? '';
      expect(picture).toMatch(new RegExp(`^${baseURL}/media/preview/[\\w-]+\\.jpg$`));
      const image = await request.get(picture);
      expect(image.headers()['content-type']).toBe('image/jpeg');
      const bytes = await image.body();
      // The JPEG's frame header (SOF) gives its width.
      const sof = bytes.findIndex((b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
      expect(bytes.readUInt16BE(sof + 7)).toBeLessThanOrEqual(1200);
    }

    await page.goto(`/news/${item._id}`);
    await expect(page.getByRole('heading', { name: item.title })).toBeVisible();
    const share = page.getByRole('link', { name: `"${item.title}" വാട്സ്ആപ്പിൽ പങ്കിടുക` });
    const href = await share.getAttribute('href');
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    expect(decodeURIComponent(href!.split('text=')[1])).toBe(`${item.title}\n${baseURL}/news/${item._id}`);
    await page.goBack();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.getByRole('heading', { name: 'വാർത്തകൾ', level: 1 })).toBeVisible();
  });

  test('a news card links to its own address', async ({ page, request }) => {
    const news = (await (await request.get('/api/news')).json()) as NewsPage;
    // The push prompt, answered before: it would cover the list.
    await page.addInitScript(() => localStorage.setItem('pushKey', JSON.stringify({ status: 'disabled' })));
    await page.goto('/news');
    await page.getByRole('link', { name: news.items[0].title }).first().click();
    await expect(page).toHaveURL(new RegExp(`/news/${news.items[0]._id}$`));
  });

  test('/faq/{id}: the list with that answer open, its preview; closing it shows the list', async ({
    page,
    request,
    baseURL,
  }) => {
    const faq = (await (await request.get('/api/faq')).json()) as Faq[];
    const item = faq[1] ?? faq[0];
    const markup = await html(request, `/faq/${item._id}`);
    expect(meta(markup, 'og:title')).toBe(item.question);
    expect(markup).toMatch(/<dialog open="" class="modal[^"]*faq-overlay"/);

    await page.goto(`/faq/${item._id}`);
    const overlay = page.getByRole('dialog', { name: item.question });
    await expect(overlay).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/faq/${item._id}$`));
    const href = await overlay.getByRole('link', { name: /വാട്സ്ആപ്പിൽ പങ്കിടുക/ }).getAttribute('href');
    expect(decodeURIComponent(href!.split('text=')[1])).toBe(`${item.question}\n${baseURL}/faq/${item._id}`);
    await page.goBack();
    await expect(overlay).toHaveCount(0);
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByTestId('faq-item').first()).toBeVisible();
  });

  test('/sandeshangal/{id} and /gallery/{id}: their own previews and share links', async ({
    page,
    request,
    baseURL,
  }) => {
    const messages = (await (await request.get('/api/sandesham')).json()) as Sandesham[];
    const message = messages[0];
    const markup = await html(request, `/sandeshangal/${message._id}`);
    expect(meta(markup, 'og:title')).toBe(`${message.title} — ${message.name}`);
    expect(meta(markup, 'description')).toContain(message.name);
    await page.goto(`/sandeshangal/${message._id}`);
    await expect(page.getByRole('button', { name: new RegExp(message.title) }).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/sandeshangal$/);

    const events = (await (await request.get('/api/events')).json()) as EventPage;
    const event = events.items[0];
    const eventHtml = await html(request, `/gallery/${event._id}`);
    expect(meta(eventHtml, 'og:title')).toBe(event.event);
    expect(meta(eventHtml, 'og:image')).toMatch(new RegExp(`^${baseURL}/media/preview/`));
    expect(eventHtml).toContain(encodeURIComponent(`${baseURL}/gallery/${event._id}`));
  });

  test("a ward page's preview names the ward and counts its families, and nobody in it", async ({ request }) => {
    const ward = await wardPage(request, 5);
    const markup = await html(request, '/wards/5');
    expect(meta(markup, 'og:title')).toBe(`വാർഡ് 5: ${wardName(5)}`);
    const description = meta(markup, 'og:description') ?? '';
    expect(description).toContain(String(ward.total));
    for (const member of ward.items.flatMap((h) => h.members)) expect(description).not.toContain(member.name);
    // The church's picture, as on the home page: never one of the ward's people.
    expect(meta(markup, 'og:image')).toBe(meta(await html(request, '/'), 'og:image'));
    const photos = ward.items.map((h) => h.image);
    for (const photo of photos.filter(Boolean)) {
      const id =
        String(photo)
          .split('/')
          .pop()
          ?.replace(/\.webp$/, '') ?? '';
      expect(meta(markup, 'og:image')).not.toContain(id);
    }
  });
});
