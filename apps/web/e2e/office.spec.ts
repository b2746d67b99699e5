// The parish office's tools: stats, the audit log, export and import, the print page.
import fs from 'node:fs';
import { expect, test, type Page } from './fixtures.ts';
import type { AuditPage, Stats } from '@parish/shared/office';
import { getJson, getText, loginAs, nextFrames, seriousViolations } from './support.ts';

const statsOf = (page: Page) => getJson<Stats>(page, '/api/stats');

test("the stats charts show the database's figures; each gap links to the ward page that fixes it", async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/stats');
  await expect(page.getByRole('heading', { name: 'ഇടവകയുടെ കണക്കുകൾ', level: 1 })).toBeVisible();
  const stats = await statsOf(page);
  expect(stats.counts.houses).toBeGreaterThan(100);
  expect(stats.wards.reduce((n, w) => n + w.families, 0)).toBe(stats.counts.houses);
  expect(stats.wards.reduce((n, w) => n + w.members, 0)).toBe(stats.counts.members);
  await expect(page.getByTestId('total-families')).toHaveText(String(stats.counts.houses));
  await expect(page.getByTestId('total-members')).toHaveText(String(stats.counts.members));

  const wardChart = page.getByTestId('chart-wards');
  for (const w of [stats.wards[0], stats.wards[20]]) {
    const row = wardChart.locator(`g[data-label^="${w.ward}. "]`);
    await expect(row.locator('[data-series="0"]')).toHaveText(String(w.families));
    await expect(row.locator('[data-series="1"]')).toHaveText(String(w.members));
  }
  const ages = page.getByTestId('chart-ages');
  await expect(ages.locator('g[data-label="30–39"] [data-series="0"]')).toHaveText(String(stats.ages[3].male));
  await expect(ages.locator('g[data-label="30–39"] [data-series="1"]')).toHaveText(String(stats.ages[3].female));
  const blood = page.getByTestId('chart-blood');
  await expect(blood.locator('g[data-label="O+"] [data-series="0"]')).toHaveText(
    String(stats.blood.find((b) => b.group === 'O+')?.count),
  );
  await expect(page.getByTestId('birthdays').getByRole('heading')).toContainText(`: ${stats.birthdays.total}`);
  await expect(page.getByTestId('counts').locator('[data-kind="contacts"] dd')).toHaveText(
    String(stats.counts.contacts),
  );
  // The chart library is this screen's own code: no third-party chart request, nothing overflows at 360 px.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/office-stats.png', fullPage: true });

  const gapWard = stats.wards.find((w) => w.noPhone > 0);
  expect(gapWard).toBeDefined();
  if (!gapWard) return;
  await page.getByTestId('completeness').locator(`tr[data-ward="${gapWard.ward}"] td[data-gap="noPhone"] a`).click();
  await expect(page).toHaveURL(new RegExp(`/admin/wards/${gapWard.ward}$`));
});

test('the stats charts tell every ward apart by number and name, and draw no number on a bar', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/stats');
  const wardChart = page.getByTestId('chart-wards');
  await expect(wardChart.locator('g[data-label]')).toHaveCount(21);
  const labels = await wardChart.locator('.chart-label').allTextContents();
  expect(new Set(labels.map((l) => l.replace(/^\d+\.\s*/, ''))).size).toBe(21);
  expect(labels.filter((l) => l.includes('വിശുദ്ധ'))).toEqual([]);
  expect(labels[3]).toBe('4. അൽഫോൻസാ');
  for (const id of ['chart-wards', 'chart-ages', 'chart-blood']) {
    const overlaps = await page
      .getByTestId(id)
      .locator('svg')
      .evaluate((svg) => {
        const box = (e: SVGGraphicsElement) => {
          const b = e.getBBox();
          const m = e.getCTM() ?? new DOMMatrix();
          const p1 = new DOMPoint(b.x, b.y).matrixTransform(m);
          const p2 = new DOMPoint(b.x + b.width, b.y + b.height).matrixTransform(m);
          return { left: p1.x, right: p2.x, top: p1.y, bottom: p2.y };
        };
        const bars = [...svg.querySelectorAll('rect')]
          .map((r) => box(r as SVGGraphicsElement))
          .filter((b) => b.right > b.left);
        return [...svg.querySelectorAll('.chart-value')]
          .filter((t) => {
            const n = box(t as SVGGraphicsElement);
            return bars.some((b) => n.left < b.right && b.left < n.right && n.top < b.bottom && b.top < n.bottom);
          })
          .map((t) => `${t.closest('g[data-label]')?.getAttribute('data-label')}: ${t.textContent}`);
      });
    expect(overlaps, id).toEqual([]);
  }
});

test('the audit log lists an edit made in the test, with before and after side by side, filtered by kind', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const name = `ഓഡിറ്റ് പരിശോധന ${Date.now()}`;
  const created = await page.request.post('/api/contacts', { data: { name, phone: '9447012345', type: '5' } });
  expect(created.status()).toBe(201);
  const { _id } = await created.json();
  expect((await page.request.put('/api/contacts', { data: { _id, location: 'പാലാ' } })).status()).toBe(200);

  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'മാറ്റങ്ങളുടെ രേഖ', level: 1 })).toBeVisible();
  await page.getByLabel('എന്തിന്').selectOption('contact');
  const entry = page.getByTestId('audit-list').locator(`li.audit-entry[data-entity-id="${_id}"][data-action="update"]`);
  await expect(entry).toBeVisible();
  // Who and what in words: the user, the kind in Malayalam and the contact's name, no id, no JSON.
  await expect(entry.locator('.audit-head')).toContainText(`ഫോൺ ബുക്ക് — ${name} (മാറ്റി)`);
  await expect(entry.locator('.audit-head')).not.toContainText(_id);
  await expect(page.getByLabel('എന്തിന്').locator('option')).not.toContainText(['news']);
  // The raw change is behind "details".
  await expect(entry.locator('tr[data-field="location"]')).toBeHidden();
  await entry.getByText('വിശദാംശങ്ങൾ').click();
  const changed = entry.locator('tr[data-field="location"]');
  await expect(changed).toHaveClass(/changed/);
  await expect(changed.locator('[data-side="before"]')).toHaveText('');
  await expect(changed.locator('[data-side="after"]')).toHaveText('പാലാ');
  await expect(entry.locator('tr[data-field="name"] [data-side="after"]')).toHaveText(name);
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('വരെ').fill('2020-01-01');
  await expect(page.getByText('ഈ ഫിൽട്ടറിൽ മാറ്റങ്ങളൊന്നുമില്ല')).toBeVisible();
  await page.getByLabel('വരെ').fill(today);
  await expect(entry).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const log = await getJson<AuditPage>(page, '/api/audit?entity=contact');
  expect(log.items.some((i) => i.entityId === _id && i.action === 'update')).toBe(true);
});

test('a ward exported as CSV and imported back is matched, not doubled, and reads the same field by field', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/directory');
  await page.getByLabel('വാർഡ്').first().selectOption('4');
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'ഡൗൺലോഡ് ചെയ്യുക' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('parish-directory-ward-4.csv');
  const file = testInfo.outputPath('ward-4.csv');
  await download.saveAs(file);
  const before = fs.readFileSync(file, 'utf8');
  expect(before.startsWith('\uFEFFവാർഡ്,വീട്ടുപേര്,പേര്')).toBe(true);
  const stats = await statsOf(page);
  const ward4 = stats.wards[3];
  expect(before.trim().split('\r\n')).toHaveLength(ward4.members + 1);

  await page.getByLabel('ഫയൽ തിരഞ്ഞെടുക്കുക').setInputFiles(file);
  await page.getByRole('button', { name: 'പരിശോധിക്കുക' }).click();
  const report = page.getByTestId('import-report');
  await expect(report).toContainText(
    `${ward4.members} വരികൾ, ${ward4.families} കുടുംബങ്ങൾ: 0 പുതിയത്, ${ward4.families} നിലവിലുള്ളവ പുതുക്കും`,
  );
  await page.getByRole('button', { name: 'ഇറക്കുമതി ചെയ്യുക' }).click();
  await expect(report.getByRole('status')).toHaveText(
    `ഇറക്കുമതി പൂർത്തിയായി: ${ward4.families} കുടുംബങ്ങൾ, ${ward4.members} അംഗങ്ങൾ`,
  );

  const after = await getText(page, '/api/directory/export?ward=4&format=csv&lang=ml');
  expect(after).toBe(before.slice(1)); // fetch's text() drops the BOM the download kept
  expect((await statsOf(page)).wards[3]).toEqual(ward4);
});

test('an import preview refuses a file with two heads in one family, in Malayalam, and writes nothing', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/directory');
  const house = `ഇരട്ടത്തല ${Date.now()}`;
  const csv =
    '\uFEFFവാർഡ്,വീട്ടുപേര്,പേര്,കുടുംബനാഥൻ,പ്രായം,ലിംഗം,ഫോൺ,രക്തഗ്രൂപ്പ്\r\n' +
    `5,${house},ആന്റണി,അതെ,50,പുരുഷൻ,9447012345,O+\r\n` +
    `5,${house},ലീലാമ്മ,അതെ,47,സ്ത്രീ,,Q+\r\n`;
  await page
    .getByLabel('ഫയൽ തിരഞ്ഞെടുക്കുക')
    .setInputFiles({ name: 'two-heads.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'പരിശോധിക്കുക' }).click();
  const report = page.getByTestId('import-report');
  await expect(report.getByRole('alert')).toHaveText(
    '2 പ്രശ്നങ്ങൾ കണ്ടെത്തി. തിരുത്തിയ ശേഷം വീണ്ടും ശ്രമിക്കുക; ഒന്നും എഴുതിയിട്ടില്ല.',
  );
  await expect(report).toContainText(`വരി 2, 3: ഒരു കുടുംബത്തിൽ രണ്ട് കുടുംബനാഥന്മാർ (${house})`);
  await expect(report).toContainText('വരി 3: അറിയാത്ത രക്തഗ്രൂപ്പ്');
  await expect(page.getByRole('button', { name: 'ഇറക്കുമതി ചെയ്യുക' })).toHaveCount(0);
  // Sent anyway, the import is refused as a whole.
  const direct = await page.request.post('/api/directory/import', {
    headers: { 'content-type': 'text/csv' },
    data: Buffer.from(csv),
  });
  expect(direct.status()).toBe(400);
  const ward5 = await getText(page, '/api/directory/export?ward=5');
  expect(ward5).not.toContain(house);
});

test('a file past the import limits is refused as a whole with the limit said in Malayalam', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/directory');
  // One row more than IMPORT_MAX_ROWS: refused (413) before any row is checked.
  const header = '\uFEFFവാർഡ്,വീട്ടുപേര്,പേര്,കുടുംബനാഥൻ,പ്രായം,ലിംഗം\r\n';
  const csv = header + '5,വീട്,പേര്,അതെ,50,പുരുഷൻ\r\n'.repeat(20_001);
  await page
    .getByLabel('ഫയൽ തിരഞ്ഞെടുക്കുക')
    .setInputFiles({ name: 'too-many.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  // 1.3 MB read through to its last row: on a busy machine the answer may take longer than an
  // assertion's 5 s, so the answer is awaited first (the test's own timeout bounds it).
  const refused = page.waitForResponse((r) => r.url().includes('/api/directory/import/preview'));
  await page.getByRole('button', { name: 'പരിശോധിക്കുക' }).click();
  expect((await refused).status()).toBe(413);
  await expect(page.getByRole('alert')).toHaveText(
    'ഫയലിൽ വരികൾ കൂടുതലാണ് (പരമാവധി: 20,000). ഒരു സമയം ഒരു വാർഡ് വീതം ഇറക്കുമതി ചെയ്യുക.',
  );
  await expect(page.getByTestId('import-report')).toHaveCount(0);
  // A row of 65 cells: its own words.
  const wide = `വാർഡ്,വീട്ടുപേര്,പേര്,കുടുംബനാഥൻ,പ്രായം,ലിംഗം\r\n${'x,'.repeat(64)}x\r\n`;
  await page
    .getByLabel('ഫയൽ തിരഞ്ഞെടുക്കുക')
    .setInputFiles({ name: 'wide.csv', mimeType: 'text/csv', buffer: Buffer.from(wide) });
  await page.getByRole('button', { name: 'പരിശോധിക്കുക' }).click();
  const tooLong = /^ഒരു വരിയിൽ കളങ്ങളോ ഒരു കളത്തിൽ അക്ഷരങ്ങളോ കൂടുതലാണ് \(പരമാവധി: 64 കളങ്ങൾ/;
  await expect(page.getByRole('alert')).toHaveText(tooLong);
});

test("the print page lays out a ward's committee and families for A4, with Malayalam conjuncts shaped", async ({
  page,
}) => {
  await loginAs(page, 'admin');
  await page.goto('/admin/print/2');
  const sheet = page.getByTestId('print-directory');
  await expect(sheet.getByRole('heading', { level: 1 })).toContainText('വാർഡ് 2');
  const stats = await statsOf(page);
  await expect(sheet.locator('section.print-family')).toHaveCount(stats.wards[1].families);
  await expect(sheet.locator('.print-committee h2')).toHaveText('വാർഡ് സമിതി');
  await page.evaluate(() => document.fonts.ready);
  // The self-hosted font is used, and it shapes a conjunct: ക്ഷ is drawn as one glyph, narrower than
  // its three characters side by side (a box or an unshaped fallback would not be).
  const shaping = await page.evaluate(() => {
    const ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    ctx.font = '32px "Noto Sans Malayalam"';
    const w = (s: string) => ctx.measureText(s).width;
    return {
      loaded: document.fonts.check('32px "Noto Sans Malayalam"', 'ക്ഷ'),
      conjunct: w('ക്ഷ'),
      parts: w('ക') + w('്') + w('ഷ'),
    };
  });
  expect(shaping.loaded).toBe(true);
  expect(shaping.conjunct).toBeLessThan(shaping.parts);

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'അച്ചടിക്കുക' })).toBeHidden();
  // Printed first, on a page at rest: a full-page capture of this ~10,000 px sheet at the phone's
  // 2.75 pixel ratio (a ~100 MB bitmap, seconds of work) just before printing is the likely cause
  // of Chromium's occasional "Printing failed" on a busy machine. The capture is at CSS scale.
  await nextFrames(page);
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const image = await page.screenshot({ path: 'test-results/office-print.png', fullPage: true, scale: 'css' });
  expect(image.length).toBeGreaterThan(20_000);
});

test('visitors and users are sent away from the office screens, and the server refuses them', async ({ page }) => {
  await page.goto('/admin/stats');
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get('/api/stats')).status()).toBe(401);
  await loginAs(page, 'user');
  expect((await page.request.get('/api/directory/export?ward=all')).status()).toBe(403);
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/login/);
});
