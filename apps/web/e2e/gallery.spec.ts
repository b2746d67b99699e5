// The gallery: events and photos in masonry with the spec's columns at each width, the
// full-screen preview from a tapped photo, the admin's upload of a whole event (12 photos, one of
// them refused) with deletes, and the admin routes refused to visitors and users.
import { expect, test, type Page } from './fixtures.ts';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { EventPage, GalleryEvent } from '@parish/shared/gallery';
import { loginAs, requestAs, seriousViolations } from './support.ts';

const EVENT_WIDTHS: [number, number][] = [
  [299, 1],
  [300, 2],
  [499, 2],
  [500, 3],
  [700, 4],
  [900, 5],
  [1080, 6],
  [1280, 6],
];
const PHOTO_WIDTHS: [number, number][] = [
  [300, 2],
  [500, 3],
  [700, 4],
  [900, 6],
  [1079, 6],
  [1080, 8],
  [1280, 8],
];

/** The distinct left edges of the masonry's items: the columns really drawn. */
async function drawnColumns(page: Page): Promise<number> {
  return page
    .locator('.masonry [role="listitem"]')
    .evaluateAll((items) => new Set(items.map((i) => Math.round(i.getBoundingClientRect().left))).size);
}

async function eventOf20(page: Page): Promise<GalleryEvent> {
  const list = (await (await page.request.get('/api/events')).json()) as EventPage;
  for (const e of list.items) {
    const full = (await (await page.request.get(`/api/events/${e._id}`)).json()) as GalleryEvent;
    if (full.images.filter((i) => i.image).length === 20) return full;
  }
  throw new Error('the demo parish has no event of 20 photos');
}

test('/gallery: the title, event cards in masonry (spec columns per width), small renditions, links', async ({
  page,
}) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { name: 'ഫോട്ടോ ഗാലറി', level: 1 })).toBeVisible();
  const cards = page.getByTestId('event-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(6);
  for (const [width, columns] of EVENT_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.locator('.masonry')).toHaveAttribute('data-columns', String(columns));
    expect(await drawnColumns(page), `${width} px`).toBe(columns);
  }
  // 6 px between columns.
  await page.setViewportSize({ width: 360, height: 800 });
  const gap = await page
    .locator('.masonry-column')
    .evaluateAll((cols) => cols[1].getBoundingClientRect().left - cols[0].getBoundingClientRect().right);
  expect(Math.round(gap)).toBe(6);
  // Each card: the blurred placeholder behind the 480 px rendition (never the full one), the name over it.
  const first = cards.first();
  await expect(first.locator('img')).toHaveAttribute('src', /^\/media\/[\w-]+-480\.webp$/);
  expect((await first.locator('.photo-tile').getAttribute('style')) ?? '').toMatch(/data:image\/webp|^$/);
  const name = (await first.locator('.event-name').textContent()) ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/gallery\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // Visitors see no delete icons.
  await page.goto('/gallery');
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole('button', { name: /നീക്കം ചെയ്യുക/ })).toHaveCount(0);
});

test('/gallery/{id}: photos in masonry; the preview opens at the tapped photo, back closes it', async ({ page }) => {
  const event = await eventOf20(page);
  await page.goto(`/gallery/${event._id}`);
  await expect(page.getByRole('heading', { name: event.event, level: 1 })).toBeVisible();
  const photos = page.getByTestId('event-photo');
  await expect(photos).toHaveCount(20);
  await expect(photos.first().locator('img')).toHaveAttribute('src', /-480\.webp$/);
  for (const [width, columns] of PHOTO_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await expect(page.locator('.masonry')).toHaveAttribute('data-columns', String(columns));
    expect(await drawnColumns(page), `${width} px`).toBe(columns);
  }
  await page.setViewportSize({ width: 360, height: 800 });

  // The third photo (in the event's order), wherever the masonry put it.
  await page.getByRole('button', { name: 'ചിത്രം 3 / 20 വലുതായി കാണുക' }).click();
  const preview = page.getByTestId('image-preview');
  await expect(preview).toBeVisible();
  await expect(preview.getByText('3 / 20')).toBeVisible();
  const shown = event.images.filter((i) => i.image);
  await expect(preview.locator('img')).toHaveAttribute('src', shown[2].image!);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  await page.keyboard.press('ArrowRight');
  await expect(preview.getByText('4 / 20')).toBeVisible();
  await expect(preview.locator('img')).toHaveAttribute('src', shown[3].image!);
  await page.goBack();
  await expect(preview).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/gallery/${event._id}$`));
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('an unknown or malformed event id goes to /not-found', async ({ page }) => {
  await page.goto('/gallery/00000000-0000-4000-8000-000000000000');
  await expect(page).toHaveURL(/\/not-found$/);
  await page.goto('/gallery/nope');
  await expect(page).toHaveURL(/\/not-found$/);
});

// Photos differ from run to run: stored files are named by content, so a retry's photos must not be
// the ones an earlier attempt's event still holds (their files stay while a row points at them).
const RUN_SALT = Math.floor(Math.random() * 1_000_000);

async function jpeg(seed: number): Promise<Buffer> {
  const w = 64,
    h = 48;
  const raw = Buffer.alloc(w * h * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * (seed + 7) * 2654435761) >>> 24;
  raw.writeUInt32BE(RUN_SALT, 0);
  return sharp(raw, { raw: { width: w, height: h, channels: 3 } })
    .resize(seed % 2 ? 640 : 480, seed % 2 ? 480 : 640)
    .jpeg()
    .toBuffer();
}

test('an event of 12 photos (one refused and marked, the others finish); a photo removed; the event deleted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, 'admin');
  await page.goto('/gallery');
  await page.getByRole('link', { name: '+ പുതിയ ആഘോഷം' }).click();
  await expect(page).toHaveURL(/\/admin\/add-to-gallery$/);
  // The name is required, said in Malayalam.
  await page.getByRole('button', { name: 'ആഘോഷം ഉണ്ടാക്കുക' }).click();
  await expect(page.getByText('ആഘോഷത്തിന്റെ പേര് നൽകുക')).toBeVisible();
  const name = `പെരുന്നാൾ പരീക്ഷണം ${Date.now()}`;
  await page.getByLabel('ആഘോഷത്തിന്റെ പേര്').fill(name);
  await page.getByRole('button', { name: 'ആഘോഷം ഉണ്ടാക്കുക' }).click();
  await expect(page).toHaveURL(/\/admin\/add-to-gallery\?event=[0-9a-f-]{36}$/);
  const eventId = new URL(page.url()).searchParams.get('event')!;

  // Uploads are held until leaving mid-upload has been tried, then each a moment.
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/api/media', async (route) => {
    await gate;
    await new Promise((r) => setTimeout(r, 400));
    await route.continue();
  });
  const files = await Promise.all(
    Array.from({ length: 11 }, async (_, i) => ({
      name: `IMG_${1000 + i}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await jpeg(i),
    })),
  );
  // Named and typed as a photo, but not one: the server's check by content refuses it (415).
  files.splice(4, 0, {
    name: 'IMG_BROKEN.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('this is not a photo at all'),
  });
  // Counts the uploads going at once, in the page itself.
  await page.evaluate(() => {
    const w = window as unknown as { going: number; most: number };
    w.going = 0;
    w.most = 0;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
      w.most = Math.max(w.most, ++w.going);
      // DONE comes before the load event, whose handler starts the next upload.
      this.addEventListener('readystatechange', () => {
        if (this.readyState === XMLHttpRequest.DONE) w.going--;
      });
      send.call(this, body);
    };
  });
  // Files on disk, as a phone's picker gives them (name, size and date stay the same when chosen again).
  const paths = files.map((f) => {
    const file = test.info().outputPath(f.name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, f.buffer);
    return file;
  });
  await page.locator('input[type="file"][multiple]').setInputFiles(paths);

  const rows = page.getByTestId('upload-row');
  await expect(rows).toHaveCount(12);
  // The guard is armed once it has put its history entry over the screen's.
  await expect
    .poll(() => page.evaluate(() => Boolean((history.state as { leaveGuard?: string } | null)?.leaveGuard)))
    .toBe(true);
  // Leaving mid-upload asks first; No stays.
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(d.message());
    void d.dismiss();
  });
  await page.getByRole('link', { name: 'ഹോം' }).first().click();
  await expect.poll(() => asked.length).toBe(1);
  expect(asked[0]).toContain('അപ്‌ലോഡ് ചെയ്തുകൊണ്ടിരിക്കുന്നു');
  await expect(page).toHaveURL(/\/admin\/add-to-gallery\?event=/);
  release();

  const broken = rows.filter({ hasText: 'IMG_BROKEN.jpg' });
  await expect(broken).toHaveAttribute('data-status', 'refused', { timeout: 30_000 });
  await expect(broken.getByRole('alert')).toHaveText('ഈ ഫയൽ ഫോട്ടോ അല്ല. JPEG, PNG, WebP, GIF, HEIC ഫോട്ടോകൾ മാത്രം.');
  await expect(page.locator('[data-testid="upload-row"][data-status="done"]')).toHaveCount(11, { timeout: 60_000 });
  await expect(page.getByTestId('upload-summary')).toContainText('അപ്‌ലോഡ് ചെയ്തത്: 11 / 12');
  await expect(page.getByTestId('upload-summary')).toContainText('1 എണ്ണം സ്വീകരിക്കാനാവില്ല');
  expect(await page.evaluate(() => (window as unknown as { most: number }).most)).toBe(3);

  // The event holds the 11 photos, in the gallery too.
  const admin = page.getByTestId('admin-photo');
  await expect(admin).toHaveCount(11);
  const stored = (await (await page.request.get(`/api/events/${eventId}`)).json()) as GalleryEvent;
  expect(stored.images).toHaveLength(11);

  // After the page closed, choosing the same photos again (a resumed upload) sends none of them again.
  await page.reload();
  await expect(admin).toHaveCount(11);
  let sentAgain = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/media')) sentAgain++;
  });
  await page.locator('input[type="file"][multiple]').setInputFiles(paths.filter((f) => !f.endsWith('IMG_BROKEN.jpg')));
  await expect(page.getByText('നേരത്തേ അപ്‌ലോഡ് ചെയ്തതാണ്')).toHaveCount(11);
  expect(sentAgain).toBe(0);

  // Rename.
  await page.getByLabel('ആഘോഷത്തിന്റെ പേര്').fill(`${name} (തിരുത്തി)`);
  await page.getByRole('button', { name: 'പേര് മാറ്റുക' }).click();
  await expect(page.getByText('പേര് മാറ്റി')).toBeVisible();

  // Remove one photo: confirm, toast, 10 left.
  await page.getByRole('button', { name: 'ചിത്രം 2 നീക്കം ചെയ്യുക' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('നീക്കം ചെയ്യട്ടെ?');
  await dialog.getByRole('button', { name: 'അതെ' }).click();
  await expect(page.getByText('ചിത്രം നീക്കം ചെയ്തു')).toBeVisible();
  await expect(admin).toHaveCount(10);
  const removedPath = stored.images[1].image!;
  expect((await page.request.get(removedPath)).status()).toBe(404);

  // Delete the event from its card: No keeps it; Yes deletes it ('Deleting..' meanwhile), toast, card gone.
  await page.goto('/gallery');
  const card = page.getByTestId('event-card').filter({ hasText: `${name} (തിരുത്തി)` });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `${name} (തിരുത്തി): നീക്കം ചെയ്യുക` }).click();
  await expect(dialog).toContainText('നീക്കം ചെയ്യട്ടെ?');
  await dialog.getByRole('button', { name: 'വേണ്ട' }).click();
  await expect(dialog).toHaveCount(0);
  await card.getByRole('button', { name: `${name} (തിരുത്തി): നീക്കം ചെയ്യുക` }).click();
  await page.route('**/api/events', async (route) => {
    if (route.request().method() === 'DELETE') await new Promise((r) => setTimeout(r, 500));
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'അതെ' }).click();
  await expect(dialog.getByRole('button', { name: 'നീക്കം ചെയ്യുന്നു..' })).toBeVisible();
  await expect(page.getByText('ആഘോഷം നീക്കം ചെയ്തു')).toBeVisible();
  await expect(card).toHaveCount(0);
  expect((await page.request.get(`/api/events/${eventId}`)).status()).toBe(404);
  expect((await page.request.get(stored.images[0].image!)).status()).toBe(404);
});

test('a failed delete says "Couldn\'t delete, try again" and keeps the event', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.route('**/api/events', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 500,
            error: 'Internal Server Error',
            code: 'internal_error',
            message: 'boom',
          }),
        })
      : route.continue(),
  );
  await page.goto('/gallery');
  const card = page.getByTestId('event-card').first();
  await card.getByRole('button', { name: /നീക്കം ചെയ്യുക$/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'അതെ' }).click();
  await expect(dialog).toContainText('നീക്കം ചെയ്യാനായില്ല, വീണ്ടും ശ്രമിക്കുക');
  await expect(card).toBeVisible();
});

test('visitors and users are refused the admin screen and every admin call', async ({ page, playwright, baseURL }) => {
  await page.goto('/admin/add-to-gallery');
  await expect(page).toHaveURL(/\/login$/);
  // An event of this test's own: other specs edit the demo's events meanwhile.
  const admin = await requestAs(playwright, baseURL, 'admin');
  const created = await admin.post('/api/events', { data: { event: `നിരസിക്കൽ പരീക്ഷണം ${RUN_SALT}` } });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as GalleryEvent;
  const calls: [string, string, unknown][] = [
    ['POST', '/api/events', { event: 'x' }],
    ['PUT', '/api/events', { _id: event._id, event: 'x' }],
    ['DELETE', '/api/events', { _id: event._id }],
    ['POST', `/api/events/${event._id}/images`, { images: [{ image: '/media/x.webp', preImage: null }] }],
    ['DELETE', `/api/events/${event._id}/images`, { _id: event._id }],
  ];
  const visitor = await playwright.request.newContext({ baseURL });
  for (const [method, url, data] of calls) {
    const res = await visitor.fetch(url, { method, data });
    expect(res.status(), `${method} ${url}`).toBe(401);
  }
  await loginAs(page, 'user');
  for (const [method, url, data] of calls) {
    const res = await page.request.fetch(url, { method, data });
    expect(res.status(), `${method} ${url}`).toBe(403);
  }
  await page.goto('/admin/add-to-gallery');
  await expect(page).toHaveURL(/\/login$/);
  expect(((await (await page.request.get(`/api/events/${event._id}`)).json()) as GalleryEvent).event).toBe(event.event);
  expect((await admin.delete('/api/events', { data: { _id: event._id } })).status()).toBe(200);
  await visitor.dispose();
  await admin.dispose();
});

test('no serious accessibility findings on the gallery screens at 360 and 1280 px', async ({ page }) => {
  test.setTimeout(60_000);
  const event = await eventOf20(page);
  await loginAs(page, 'admin');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/gallery');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    expect(await seriousViolations(page), `/gallery at ${width}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.goto(`/gallery/${event._id}`);
    await expect(page.getByTestId('event-photo')).toHaveCount(20);
    expect(await seriousViolations(page), `/gallery/{id} at ${width}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByTestId('event-photo').first().click();
    await expect(page.getByTestId('image-preview')).toBeVisible();
    expect(await seriousViolations(page), `preview at ${width}`).toEqual([]);
    await page.goBack();
    await page.goto(`/admin/add-to-gallery?event=${event._id}`);
    await expect(page.getByTestId('admin-photo').first()).toBeVisible();
    expect(await seriousViolations(page), `/admin/add-to-gallery at ${width}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  }
});
