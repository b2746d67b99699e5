// Messages: the grid at three widths, a video and an audio message playing in the
// full-screen player and stopped on close or back, the photo preview, and the admin adding an
// audio message (with upload progress) and deleting it. Serial: one test adds and deletes a card.
import { expect, test, type ElementHandle, type Page } from './fixtures.ts';
import sharp from 'sharp';
import { loginAs } from './support.ts';

test.describe.configure({ mode: 'serial' });

const player = (page: Page) => page.locator('dialog.media-modal');
const cards = (page: Page) => page.getByRole('list', { name: 'സന്ദേശങ്ങളുടെ പട്ടിക' }).locator(':scope > li');
const playButton = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^${title} \\(.*\\) പ്ലേ ചെയ്യുക$`) });

/** Waits until the media element has played past `seconds`. */
async function playsPast(media: ElementHandle<HTMLMediaElement>, seconds: number) {
  await expect.poll(() => media.evaluate((m) => m.currentTime), { timeout: 10_000 }).toBeGreaterThan(seconds);
  expect(await media.evaluate((m) => m.paused)).toBe(false);
}

/** What is left of a media element after the player closed: paused, with no source. */
const stopped = (media: ElementHandle<HTMLMediaElement>) =>
  media.evaluate((m) => ({ paused: m.paused, src: m.getAttribute('src'), inPage: m.isConnected }));

test('the messages grid has 1, 2 and 3 columns at 360, 600 and 1000 px, with badges and round photos', async ({
  page,
}) => {
  await page.goto('/sandeshangal');
  await expect(page.getByRole('heading', { name: 'സന്ദേശങ്ങൾ', level: 1 })).toBeVisible();
  await expect(cards(page)).toHaveCount(5);
  await expect(cards(page).filter({ hasText: 'വീഡിയോ' })).toHaveCount(2);
  await expect(cards(page).filter({ hasText: 'ഓഡിയോ' })).toHaveCount(3);
  await expect(
    cards(page)
      .first()
      .getByRole('button', { name: /പ്ലേ ചെയ്യുക/ }),
  ).toContainText('സന്ദേശം പ്ലേ ചെയ്യുക');
  const radius = await page
    .locator('.sandesham-photo')
    .first()
    .evaluate((el) => getComputedStyle(el).borderRadius);
  expect(radius).toBe('50%');

  for (const [width, columns] of [
    [360, 1],
    [600, 2],
    [1000, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    const lefts = new Set<number>();
    for (const card of (await cards(page).all()).slice(0, 3)) lefts.add(Math.round((await card.boundingBox())!.x));
    expect(lefts.size, `${width} px`).toBe(columns);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/sandesham-${width}.png` });
  }
});

test('a video message plays in the full-screen player and stops when it is closed', async ({ page }) => {
  await page.goto('/sandeshangal');
  await playButton(page, 'ക്രിസ്മസ് സന്ദേശം').click();
  await expect(player(page)).toBeVisible();
  const video = (await player(page).locator('video').elementHandle()) as ElementHandle<HTMLMediaElement>;
  expect(await video.evaluate((v) => v.autoplay && v.controls)).toBe(true);
  await playsPast(video, 0.5);
  // The page behind does not scroll while it plays.
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  await player(page).getByRole('button', { name: 'അടയ്ക്കുക' }).click();
  await expect(player(page)).toBeHidden();
  expect(await stopped(video)).toEqual({ paused: true, src: null, inPage: false });
  await expect(page).toHaveURL(/\/sandeshangal$/);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('an audio message plays with a spinner until it can, and back closes the player and stops it', async ({
  page,
}) => {
  await page.goto('/sandeshangal');
  // Slow the file down so the spinner is seen before the sound can play.
  await page.route('**/media/*.wav', async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await playButton(page, 'നോമ്പുകാല സന്ദേശം').click();
  await expect(player(page).getByRole('status')).toContainText('സന്ദേശം ലോഡ് ചെയ്യുന്നു');
  const audio = (await player(page).locator('audio').elementHandle()) as ElementHandle<HTMLMediaElement>;
  await playsPast(audio, 0.5);
  await expect(player(page).getByRole('status')).toHaveCount(0);

  await page.goBack();
  await expect(player(page)).toBeHidden();
  await expect(page).toHaveURL(/\/sandeshangal$/);
  expect(await stopped(audio)).toEqual({ paused: true, src: null, inPage: false });
  await expect(cards(page)).toHaveCount(5);
});

test('a photo opens the shared image preview; back closes it', async ({ page }) => {
  await page.goto('/sandeshangal');
  await page.getByRole('button', { name: /ഫാ. തോമസ് കുന്നേൽ - ഫോട്ടോ/ }).click();
  const preview = page.getByTestId('image-preview');
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('img', { name: 'ഫാ. തോമസ് കുന്നേൽ' })).toBeVisible();
  await page.goBack();
  await expect(preview).toBeHidden();
  await expect(page).toHaveURL(/\/sandeshangal$/);
});

/** A 16-bit mono WAV tone of `seconds` at 22.05 kHz (about 44 KB a second). */
function wav(seconds: number): Buffer {
  const rate = 22050;
  const n = rate * seconds;
  const data = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++) data.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), i * 2);
  const head = Buffer.alloc(44);
  head.write('RIFF', 0);
  head.writeUInt32LE(36 + data.length, 4);
  head.write('WAVEfmt ', 8);
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(1, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE(rate * 2, 28);
  head.writeUInt16LE(2, 32);
  head.writeUInt16LE(16, 34);
  head.write('data', 36);
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

test('the admin adds an audio message, watching its upload progress, and deletes it', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/sandeshangal');
  await page.getByRole('link', { name: '+ പുതിയ സന്ദേശം' }).click();
  await expect(page).toHaveURL(/\/admin\/add-sandeshangal$/);

  // Saving with nothing filled names what is missing, in Malayalam.
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('ഓഡിയോ അല്ലെങ്കിൽ വീഡിയോ ഫയൽ അപ്‌ലോഡ് ചെയ്യുക')).toBeVisible();

  await page.getByLabel('സന്ദേശം നൽകുന്നയാളുടെ പേര്').fill('ഫാ. ടെസ്റ്റ് ജോസ്');
  await page.getByLabel('സന്ദേശത്തിന്റെ വിഷയം').fill('പരീക്ഷണ സന്ദേശം');
  const photo = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#7c3aed' } })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: 'speaker.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('ഫോട്ടോ അപ്‌ലോഡ് ചെയ്തു')).toBeVisible();

  // A slow connection (250 KB/s up): a 1.3 MB homily takes a few seconds, and the bar shows it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 250 * 1024,
  });
  await page
    .locator('input[type=file]')
    .nth(1)
    .setInputFiles({ name: 'homily.wav', mimeType: 'audio/wav', buffer: wav(30) });
  const progress = page.getByRole('progressbar', { name: /ഓഡിയോ അപ്‌ലോഡ് ചെയ്യുന്നു/ });
  await expect(progress).toBeVisible();
  const seen = new Set<string>();
  await expect
    .poll(
      async () => {
        const value = await progress.getAttribute('value').catch(() => null);
        if (value) seen.add(value);
        return seen.size;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBeGreaterThan(2);
  await expect(page.getByText('ഓഡിയോ അപ്‌ലോഡ് ചെയ്തു')).toBeVisible({ timeout: 20_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  // The badge follows what the server found in the file, with its length.
  await expect(page.getByTestId('message-kind')).toHaveText('ഓഡിയോ');
  await expect(page.getByText('ഓഡിയോ സന്ദേശം · 0:30')).toBeVisible();

  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page).toHaveURL(/\/sandeshangal$/);
  await expect(page.getByTestId('toast').filter({ hasText: 'സന്ദേശം ചേർത്തു' })).toBeVisible();
  await expect(cards(page)).toHaveCount(6);
  const card = cards(page).first();
  await expect(card).toContainText('പരീക്ഷണ സന്ദേശം');
  await expect(card).toContainText('ഓഡിയോ');

  // It plays like the others.
  await playButton(page, 'പരീക്ഷണ സന്ദേശം').click();
  const audio = (await player(page).locator('audio').elementHandle()) as ElementHandle<HTMLMediaElement>;
  await playsPast(audio, 0.3);
  const url = (await audio.getAttribute('src'))!;
  await page.goBack();
  await expect(player(page)).toBeHidden();

  await card.getByRole('button', { name: 'പരീക്ഷണ സന്ദേശം നീക്കം ചെയ്യുക' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'നീക്കം ചെയ്യട്ടെ?' });
  await confirm.getByRole('button', { name: 'അതെ' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'സന്ദേശം നീക്കം ചെയ്തു' })).toBeVisible();
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByText('പരീക്ഷണ സന്ദേശം')).toHaveCount(0);
  // The file went with its message.
  expect((await page.request.get(url)).status()).toBe(404);
});
