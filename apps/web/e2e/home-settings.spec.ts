// The home page a parish shows (docs/decisions.md "The home page a parish shows"): the church's
// photo and its Mass and office times from the settings, painted with the page (nothing moves as
// the photo arrives), the gallery card drawn before its carousel loads; the admin sets the times
// at /admin/settings and the home and address pages show them.
import { expect, test, type Page } from './fixtures.ts';
import {
  loaded,
  loginAs,
  nextFrames,
  seriousViolations,
  settled,
  watchLayoutShifts,
  withSettingsLock,
} from './support.ts';

test('at 360×800 the home shows the church photo, Mass and office times; nothing moves as they load', async ({
  page,
}) => {
  // A phone's network: the photo comes late, after the page has painted.
  await page.route(
    (url) => url.pathname.startsWith('/media/'),
    async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    },
  );
  const cls = await watchLayoutShifts(page);
  const settingsReads: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/settings') settingsReads.push(r.url());
  });
  await page.goto('/');

  const photo = page.locator('figure.church-photo');
  await expect(photo.locator('figcaption')).not.toBeEmpty();
  const img = photo.locator('img');
  await expect(img).toHaveAttribute('src', /^\/media\/[\w-]+-480\.webp$/);
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  // A 16:9 box across the screen's width.
  const box = (await photo.boundingBox())!;
  expect(box.width).toBeGreaterThan(300);
  expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(2);

  for (const id of ['mass-times', 'office-hours']) {
    const list = page.getByTestId(id);
    const heading = id === 'mass-times' ? 'കുർബാന സമയം' : 'ഓഫീസ് സമയം';
    await expect(list.getByRole('heading', { level: 2 })).toHaveText(heading);
    expect(await list.locator('dt').count()).toBeGreaterThan(0);
    for (const text of await list.locator('dt, dd').allTextContents()) expect(text.trim()).not.toBe('');
    await expect(list.locator('dd').first()).toContainText(/\d{1,2}[:.]\d\d/);
  }
  // The page brought the settings with it: the home page asked the API for none.
  expect(settingsReads).toEqual([]);
  await loaded(page);
  expect(await cls()).toBeLessThan(0.05);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the gallery card shows drawn frames until its carousel loads after 100 px of scroll', async ({ page }) => {
  await page.goto('/');
  const slot = page.locator('.gallery-slot');
  await expect(slot).toBeAttached();
  // The page has checked how far it is scrolled, and acted on it.
  await nextFrames(page);
  await settled(page);
  // docs/product.md "Home": not loaded before the page scrolls; the card is not blank meanwhile.
  await expect(page.getByTestId('gallery-preview')).toHaveCount(0);
  expect(await slot.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('data:image/svg+xml');
  await page.mouse.wheel(0, 400);
  await expect(page.getByTestId('gallery-preview')).toBeVisible();
  await expect.poll(() => slot.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
});

test('the admin sets the Mass and office times; the home and address pages show them', async ({ page }) =>
  withSettingsLock(async () => {
    await loginAs(page, 'admin');
    const before = (await (await page.request.get('/api/settings')).json()) as {
      massTimes: unknown;
      officeHours: unknown;
    };
    try {
      await page.goto('/admin/settings');
      const mass = page.getByTestId('massTimes-lines');
      const office = page.getByTestId('officeHours-lines');
      await expect(mass.getByLabel('സമയങ്ങൾ (വരി 1)')).not.toHaveValue('');

      // Words instead of times: said in Malayalam, nothing saved.
      await mass.getByLabel('സമയങ്ങൾ (വരി 1)').fill('കുർബാനയ്ക്ക് ശേഷം');
      await page.getByRole('button', { name: 'സംരക്ഷിക്കുക' }).click();
      const notTimes = 'സമയങ്ങൾ 6:30, 8:30 എന്നതുപോലെ കോമയിട്ട് എഴുതുക (ഇടവേള: 9:30 – 12:30)';
      await expect(mass.getByText(notTimes)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/settings$/);

      await mass.getByLabel('ദിവസം (വരി 1)').fill('ഞായറാഴ്ച');
      await mass.getByLabel('സമയങ്ങൾ (വരി 1)').fill('5:45, 7:15, 9:45');
      await office.getByRole('button', { name: '+ വരി ചേർക്കുക' }).click();
      const last = await office.locator('.times-line').count();
      await office.getByLabel(`ദിവസം (വരി ${last})`).fill('പൊതു അവധി');
      await office.getByLabel(`സമയങ്ങൾ (വരി ${last})`).fill('രാവിലെ 10:00 – 11:00');
      await page.getByRole('button', { name: 'സംരക്ഷിക്കുക' }).click();

      // Saved, the admin lands on the home page, which shows the new times at once.
      await expect(page).toHaveURL(/\/$/);
      const homeMass = page.getByTestId('mass-times');
      await expect(homeMass.locator('dt').first()).toHaveText('ഞായറാഴ്ച');
      await expect(homeMass.locator('dd').first()).toHaveText('5:45, 7:15, 9:45');
      await expect(page.getByTestId('office-hours').locator('dd').last()).toHaveText('രാവിലെ 10:00 – 11:00');

      // A visitor's fresh page shows them too, on the home and the address pages.
      const visitor = await page
        .context()
        .browser()!
        .newPage({ viewport: { width: 360, height: 800 } });
      try {
        await visitor.addInitScript(() => localStorage.setItem('visited', 'true'));
        for (const path of ['/', '/address']) {
          await visitor.goto(path);
          await expect(visitor.getByTestId('mass-times').locator('dd').first(), path).toHaveText('5:45, 7:15, 9:45');
          await expect(visitor.getByTestId('office-hours').locator('dt').last(), path).toHaveText('പൊതു അവധി');
        }
      } finally {
        await visitor.close();
      }
    } finally {
      const restored = await page.request.put('/api/settings', {
        data: { massTimes: before.massTimes, officeHours: before.officeHours },
      });
      expect(restored.status()).toBe(200);
    }
  }));

test('at 360×800 the settings screen refuses a blank church name and a souvenir name of spaces before sending', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/settings');
  const name = page.getByLabel('പള്ളിയുടെ പേര്');
  const souvenir = page.getByLabel('സ്മരണികയുടെ പേര് (മെനുവിന്റെ തലക്കെട്ട്)');
  await expect(name).not.toHaveValue('');
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT') writes.push(r.url());
  });
  await name.fill('');
  await souvenir.fill('    ');
  await page.getByRole('button', { name: 'സംരക്ഷിക്കുക' }).click();
  // Each field says it in Malayalam, the first takes the focus, and nothing went to the server.
  for (const field of [name, souvenir]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/ഈ വിവരം നൽകണം/);
  }
  await expect(name).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/settings$/);
  expect(writes).toEqual([]);
});
