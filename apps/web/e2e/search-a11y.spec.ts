// Accessibility of the search overlay and the phone book: axe finds no serious or critical
// violation at 360×800 (search results, member modal, blood mode, phone book, contact modal, form).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { UserInfo } from '@parish/shared/schemas';
import { E2E_ADMIN_PASSWORD } from '../playwright.config.ts';

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function asAdmin(page: Page) {
  const res = await page.request.post('/api/auth/login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  const { userInfo } = (await res.json()) as { userInfo: UserInfo };
  await page.addInitScript((info) => localStorage.setItem('userInfo', JSON.stringify(info)), userInfo);
}

test.beforeEach(async ({ page }) => page.addInitScript(() => localStorage.setItem('visited', 'true')));

test('search results, the member modal and blood mode', async ({ page }) => {
  await asAdmin(page);
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
  await asAdmin(page);
  await page.goto('/contacts');
  await expect(page.getByTestId('contact-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('contact-row').first().click();
  await expect(page.locator('dialog.contact-modal')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/admin/add-contact');
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('ഈ വിവരം ആവശ്യമാണ്')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
