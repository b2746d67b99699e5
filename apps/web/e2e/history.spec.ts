// /history: the paragraphs split at ##, every zoom bound of docs/product.md "Validation" and "Business
// constants", and the admin's paragraph editor at /admin/edit-history.
import { expect, test, type Page } from './fixtures.ts';
import { loginAs, seriousViolations } from './support.ts';

// One at a time: the editor changes the paragraphs the first test reads.
test.describe.configure({ mode: 'serial' });

const text = (page: Page) => page.getByTestId('history-text');
const larger = (page: Page) => page.getByRole('button', { name: 'അക്ഷരം വലുതാക്കുക' });
const smaller = (page: Page) => page.getByRole('button', { name: 'അക്ഷരം ചെറുതാക്കുക' });
const fontSize = (page: Page) => text(page).evaluate((el) => (el as HTMLElement).style.fontSize);

test('the history shows its paragraphs and the zoom keeps to its bounds exactly', async ({ page }) => {
  const res = await page.request.get('/api/faq/history');
  const [stored] = ((await res.json()) as { history: string[] }).history;
  const expected = stored.split('##').filter((p) => p.trim());
  expect(expected.length).toBeGreaterThan(2);

  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'ഇടവക ചരിത്രം', level: 1 })).toBeVisible();
  await expect(text(page).locator('p')).toHaveCount(expected.length);
  await expect(text(page).locator('p').first()).toHaveText(expected[0].trim());
  await expect(page.getByRole('link', { name: 'തിരുത്തുക' })).toHaveCount(0); // visitors: no Edit

  // Starts at 0.95 rem, below the range: only increase is offered.
  expect(await fontSize(page)).toBe('0.95rem');
  await expect(smaller(page)).toBeDisabled();
  await expect(larger(page)).toBeEnabled();
  const computedPx = () => text(page).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  for (const size of ['1.05rem', '1.15rem', '1.25rem', '1.35rem', '1.45rem', '1.5rem']) {
    await larger(page).click();
    expect(await fontSize(page)).toBe(size);
    expect(await computedPx()).toBeLessThanOrEqual(1.5 * 16);
  }
  // A+ six times stops at the 1.5 rem bound (not 1.55): increase is gone; decrease (above 1) is offered.
  await expect(larger(page)).toBeDisabled();
  await expect(smaller(page)).toBeEnabled();
  expect(await computedPx()).toBeCloseTo(1.5 * 16, 1);
  for (const size of ['1.4rem', '1.3rem', '1.2rem', '1.1rem', '1rem']) {
    await expect(smaller(page)).toBeEnabled();
    await smaller(page).click();
    expect(await fontSize(page)).toBe(size);
  }
  // At 1 rem (not above 1) decrease is gone.
  await expect(smaller(page)).toBeDisabled();
  await expect(larger(page)).toBeEnabled();
  // The text really follows the rem value.
  expect(await computedPx()).toBeCloseTo(16, 1);
  await page.screenshot({ path: 'test-results/history.png' });
});

test('an admin edits a paragraph, is stopped by ## and reorders; the history shows the change', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/history');
  await page.getByRole('link', { name: 'തിരുത്തുക' }).click();
  await expect(page).toHaveURL(/\/admin\/edit-history$/);
  const items = page.getByTestId('paragraph-item');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThan(2);
  const second = page.getByRole('textbox', { name: 'ഖണ്ഡിക 2' });
  const stamp = `പുതുക്കിയ ഖണ്ഡിക ${Date.now()}`;

  await second.fill(`${stamp} ## രണ്ടായി`);
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('ഖണ്ഡികയിൽ ## ഉപയോഗിക്കരുത്', { exact: false }).first()).toBeVisible();
  await expect(second).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/edit-history$/);

  await second.fill(stamp);
  // Paragraph 2 moves up to the top.
  await page.getByRole('button', { name: 'ഖണ്ഡിക 2 മുകളിലേക്ക്' }).click();
  await expect(page.getByRole('textbox', { name: 'ഖണ്ഡിക 1' })).toHaveValue(stamp);
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(text(page).locator('p').first()).toHaveText(stamp);
  await expect(text(page).locator('p')).toHaveCount(count);
  const stored = ((await (await page.request.get('/api/faq/history')).json()) as { history: string[] }).history[0];
  expect(stored.startsWith(`${stamp}##`)).toBe(true);
});

test('history, FAQ (with its overlay) and departed have no serious accessibility findings', async ({ page }) => {
  for (const path of ['/history', '/faq', '/departed']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.loader')).toHaveCount(0);
    expect(await seriousViolations(page), path).toEqual([]);
  }
  await page.goto('/faq');
  await page.getByTestId('faq-item').first().getByRole('button').click();
  await expect(page.locator('dialog.faq-overlay')).toBeVisible();
  expect(await seriousViolations(page), 'FAQ overlay').toEqual([]);
});
