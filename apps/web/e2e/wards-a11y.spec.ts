// Accessibility of the ward and family screens: axe finds no serious or critical violation at
// 360×800 and 1280×800 (ward page, admin ward page, photo preview, the data-entry forms).
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

for (const viewport of [{ width: 360, height: 800 }, { width: 1280, height: 800 }]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => page.addInitScript(() => localStorage.setItem('visited', 'true')));

    test('ward page and its photo preview', async ({ page }) => {
      await page.goto('/wards/7');
      await expect(page.getByTestId('family-card').first()).toBeVisible();
      await expect(page.getByTestId('committee-row').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: /ഫോട്ടോ വലുതായി കാണുക/ }).first().click();
      await expect(page.getByTestId('image-preview')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('admin ward page and the data-entry forms', async ({ page }) => {
      await asAdmin(page);
      await page.goto('/admin/wards/8');
      await expect(page.getByTestId('family-card').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/new-house');
      await page.getByRole('button', { name: 'കുടുംബം സേവ് ചെയ്യുക' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/switch-ward');
      await expect(page.getByRole('heading', { name: 'കുടുംബത്തിന്റെ വാർഡ് മാറ്റുക' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/add-house');
      await page.getByRole('combobox').first().selectOption('8');
      await page.getByRole('combobox').nth(1).selectOption({ index: 1 });
      await expect(page.getByTestId('member-item').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
