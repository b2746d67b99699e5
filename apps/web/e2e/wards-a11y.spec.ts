// Accessibility of the ward and family screens: axe finds no serious or critical violation at
// 360×800 and 1280×800 (ward page, admin ward page, photo preview, the data-entry forms).
import { expect, test, type Page } from './fixtures.ts';
import { seriousViolations, loginAs } from './support.ts';

for (const viewport of [
  { width: 360, height: 800 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    test.beforeEach(async ({ page }) => page.addInitScript(() => localStorage.setItem('visited', 'true')));

    test('ward page and its photo preview', async ({ page }) => {
      await page.goto('/wards/7');
      await expect(page.getByTestId('family-card').first()).toBeVisible();
      await expect(page.getByTestId('committee-row').first()).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page
        .getByRole('button', { name: /ഫോട്ടോ വലുതായി കാണുക/ })
        .first()
        .click();
      await expect(page.getByTestId('image-preview')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('admin ward page and the data-entry forms', async ({ page }) => {
      test.slow(); // several screens, an axe run on each
      await loginAs(page, 'admin');
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
