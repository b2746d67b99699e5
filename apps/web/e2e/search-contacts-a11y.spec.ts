// Accessibility of the search overlay and the phone book: axe finds no serious or critical
// violation at 360×800 (search results, member modal, blood mode, phone book, contact modal, form).
import { expect, test, type Page } from './fixtures.ts';
import { seriousViolations, loginAs } from './support.ts';

test.beforeEach(async ({ page }) => page.addInitScript(() => localStorage.setItem('visited', 'true')));

test('search results, the member modal and blood mode', async ({ page }) => {
  test.slow(); // several screens, an axe run on each
  await loginAs(page, 'admin');
  await page.goto('/search');
  await page.getByRole('searchbox').pressSequentially('albin');
  await expect(page.getByTestId('search-result').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('search-result').first().click();
  await expect(page.locator('dialog.member-modal tr[data-match="true"]').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goBack();
  await page.getByRole('button', { name: 'രക്തഗ്രൂപ്പ് തിരയൽ' }).click();
  await page.getByRole('radio', { name: 'B+', exact: true }).click();
  await expect(page.getByTestId('blood-result').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('phone book, contact modal and the contact form', async ({ page }) => {
  test.slow(); // several screens, an axe run on each
  await loginAs(page, 'admin');
  await page.goto('/contacts');
  await expect(page.getByTestId('contact-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('contact-row').first().click();
  await expect(page.locator('dialog.contact-modal')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/admin/add-contact');
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('ഈ വിവരം നൽകണം').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
