// /faq: the numbered questions, the full-screen overlay with its audio (spinner
// until the metadata loads), the zoom bounds, back closing it and stopping the audio, and the admin
// adding an item with an audio file through the pipeline and deleting it.
import { expect, test, type Page } from './fixtures.ts';
import { loginAs } from './support.ts';

const overlay = (page: Page) => page.locator('dialog.faq-overlay');
const larger = (page: Page) => overlay(page).getByRole('button', { name: 'അക്ഷരം വലുതാക്കുക' });
const smaller = (page: Page) => overlay(page).getByRole('button', { name: 'അക്ഷരം ചെറുതാക്കുക' });
const sizes = (page: Page) =>
  overlay(page).evaluate((d) => [
    (d.querySelector('.faq-question') as HTMLElement).style.fontSize,
    (d.querySelector('.faq-answer') as HTMLElement).style.fontSize,
  ]);

/** A one-second 8 kHz WAV, made here so no audio file is committed. */
function wav(): Buffer {
  const n = 8000;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + n, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36);
  header.writeUInt32LE(n, 40);
  const data = Buffer.alloc(n);
  for (let i = 0; i < n; i++) data[i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / 8000));
  return Buffer.concat([header, data]);
}

test('the FAQ opens a question full screen with its audio, the zoom bounds, and back closes it', async ({ page }) => {
  // Hold the audio back a moment, so the spinner is seen before the metadata arrives.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/media/*.wav', async (route) => {
    await held;
    await route.continue();
  });

  await page.goto('/faq');
  await expect(page.getByRole('heading', { name: 'പതിവ് ചോദ്യങ്ങൾ', level: 1 })).toBeVisible();
  await expect(page.locator('.faq-subtitle')).toContainText('സഭയുടെ പ്രസിദ്ധീകരണ');
  const items = page.getByTestId('faq-item');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThanOrEqual(10);
  await expect(items.first()).toContainText('1.');
  const question = (await items.first().getByRole('button').textContent())!.replace(/^1\.\s*/, '').trim();

  await items.first().getByRole('button').click();
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page).locator('.faq-question')).toContainText(question);
  const audio = overlay(page).locator('audio');
  await expect(audio).toHaveAttribute('preload', 'auto');
  await expect(audio).toHaveAttribute('controls', '');
  await expect(overlay(page).getByRole('status')).toContainText('ശബ്ദരേഖ ലോഡ് ചെയ്യുന്നു');
  release();
  await expect(overlay(page).getByRole('status')).toHaveCount(0);
  expect(await audio.evaluate((a: HTMLAudioElement) => a.readyState)).toBeGreaterThanOrEqual(1);
  expect(await audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(1);

  // Answer from 0.95 rem, question 0.05 larger; increase only below 1.5, decrease only above 1.
  expect(await sizes(page)).toEqual(['1rem', '0.95rem']);
  await expect(smaller(page)).toBeDisabled();
  for (let i = 0; i < 6; i++) await larger(page).click();
  // Six times A+ reaches the 1.5 rem bound and no further, the question included.
  expect(await sizes(page)).toEqual(['1.5rem', '1.5rem']);
  const computedPx = await overlay(page).evaluate((d) =>
    ['.faq-question', '.faq-answer'].map((s) =>
      parseFloat(getComputedStyle(d.querySelector(s) as HTMLElement).fontSize),
    ),
  );
  expect(Math.max(...computedPx)).toBeLessThanOrEqual(1.5 * 16);
  await expect(larger(page)).toBeDisabled();
  await smaller(page).click();
  expect(await sizes(page)).toEqual(['1.45rem', '1.4rem']);
  await expect(larger(page)).toBeEnabled();
  await page.screenshot({ path: 'test-results/faq-overlay.png' });

  // Playing, then back: the overlay closes and the audio element (and its sound) is gone.
  await audio.evaluate((a: HTMLAudioElement) => {
    a.muted = true;
    return a.play();
  });
  await page.goBack();
  await expect(overlay(page)).toHaveCount(0);
  await expect(page.locator('audio')).toHaveCount(0);
  await expect(page).toHaveURL(/\/faq$/);

  // The close button goes back too.
  await items.nth(1).getByRole('button').click();
  await expect(overlay(page)).toBeVisible();
  await overlay(page).getByRole('button', { name: 'അടയ്ക്കുക' }).click();
  await expect(overlay(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/faq$/);
});

test('an admin adds a FAQ item with an audio file, hears it in the overlay, and deletes it', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/faq');
  await page.getByRole('link', { name: '+ പുതിയ ചോദ്യം' }).click();
  await expect(page).toHaveURL(/\/admin\/add-faq$/);
  const question = `പരീക്ഷണ ചോദ്യം ${Date.now()}?`;

  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page.getByRole('textbox', { name: 'ചോദ്യം' })).toBeFocused();

  await page.getByRole('textbox', { name: 'ചോദ്യം' }).fill(question);
  await page.getByRole('textbox', { name: 'ഉത്തരം' }).fill('ഇത് പരീക്ഷണത്തിനുള്ള ഉത്തരമാണ്.');
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/media/audio') && r.status() === 201);
  await page.locator('input[type=file]').setInputFiles({ name: 'answer.wav', mimeType: 'audio/wav', buffer: wav() });
  const stored = (await (await uploaded).json()) as { url: string; duration: number };
  expect(stored.duration).toBeCloseTo(1, 1);
  await expect(page.getByText('ഓഡിയോ അപ്‌ലോഡ് ചെയ്തു')).toBeVisible();
  await expect(page.locator('audio.media-preview')).toHaveAttribute('src', stored.url);
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();

  await expect(page).toHaveURL(/\/faq$/);
  const item = page.getByTestId('faq-item').filter({ hasText: question });
  await expect(item).toHaveCount(1);
  await item.getByRole('button', { name: question, exact: false }).first().click();
  await expect(overlay(page).locator('audio')).toHaveAttribute('src', stored.url);
  await expect(overlay(page).getByRole('status')).toHaveCount(0);
  await page.goBack();
  await expect(overlay(page)).toHaveCount(0);

  await item.getByRole('button', { name: /നീക്കം ചെയ്യുക/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: 'അതെ' }).click();
  await expect(page.getByText('ചോദ്യം നീക്കം ചെയ്തു')).toBeVisible();
  await expect(page.getByTestId('faq-item').filter({ hasText: question })).toHaveCount(0);
  const list = (await (await page.request.get('/api/faq')).json()) as { question: string }[];
  expect(list.some((f) => f.question === question)).toBe(false);
});

test("a failed FAQ delete toasts the server's message", async ({ page }) => {
  await loginAs(page, 'admin');
  await page.route('**/api/faq', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 404,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 404,
            error: 'Not Found',
            code: 'not_found',
            message: 'FAQ item not found',
          }),
        })
      : route.continue(),
  );
  await page.goto('/faq');
  await page
    .getByTestId('faq-item')
    .first()
    .getByRole('button', { name: /നീക്കം ചെയ്യുക/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'അതെ' }).click();
  await expect(page.getByRole('dialog')).toContainText('FAQ item not found');
  expect(await page.getByTestId('faq-item').count()).toBeGreaterThanOrEqual(10);
});
