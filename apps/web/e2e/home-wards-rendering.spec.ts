import { expect, test } from './fixtures.ts';

test('home renders Malayalam in the self-hosted Noto Sans Malayalam font', async ({ page }) => {
  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('noto-sans-malayalam')) fontRequests.push(r.url());
  });
  await page.goto('/');
  // The ward list is the home page's wards overlay.
  await page.getByRole('button', { name: 'വാർഡുകൾ' }).click();
  await expect(page.getByRole('link', { name: /സെന്റ് ജോസഫ് കുടുംബ യൂണിറ്റ്/ })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  const malayalamFontLoaded = await page.evaluate(() =>
    [...document.fonts].some((f) => f.family.includes('Noto Sans Malayalam') && f.status === 'loaded'),
  );
  expect(malayalamFontLoaded).toBe(true);
  // Served by our own server, not a font host.
  expect(fontRequests.length).toBeGreaterThan(0);
  for (const url of fontRequests) expect(new URL(url).host).toBe(new URL(page.url()).host);
});

test('/wards/1 lists demo families with their members', async ({ page }) => {
  await page.goto('/wards/1');
  await expect(page.getByText('സെന്റ് ജോസഫ് കുടുംബ യൂണിറ്റ്')).toBeVisible();
  const cards = page.getByTestId('family-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(3);
  // Every family shows a members table whose first row is the head of household.
  await expect(cards.first().locator('tbody tr').first().locator('td').last()).toHaveText('✔');
});
