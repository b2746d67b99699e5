// /privacy and the office's side of it (docs/product.md "Privacy notice", docs/product.md "Privacy
// requests"), on a 360 px phone: the notice beside the policy in Malayalam and in English, a
// visitor's request with its Malayalam confirmation (and the Malayalam errors before it), and the
// admin answering it from /admin/privacy.
import { expect, test } from './fixtures.ts';
import { loginAs } from './support.ts';

test('the notice shows beside the policy, in Malayalam and after the switch in English', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { name: 'സ്വകാര്യതാ നയം', level: 1 })).toBeVisible();
  const notice = page.getByTestId('privacy-notice');
  await expect(notice.getByRole('heading', { name: 'കുടുംബ ഡയറക്ടറിയുടെ സ്വകാര്യതാ അറിയിപ്പ്' })).toBeVisible();
  await expect(notice).toContainText('പതിപ്പ് 1');
  await expect(notice.getByRole('heading', { name: 'നിങ്ങളുടെ അവകാശങ്ങൾ' })).toBeVisible();
  await expect(notice).toContainText('90 ദിവസത്തിനകം മറുപടി നൽകും');
  // The policy's eight sections are still there.
  await expect(page.locator('section[aria-labelledby^="privacy-"]:not(.privacy-notice) > h2')).toHaveCount(8);

  await page.getByRole('button', { name: 'ഭാഷ മാറ്റുക' }).click();
  await expect(notice.getByRole('heading', { name: 'Privacy notice of the family directory' })).toBeVisible();
  await expect(notice).toContainText('Version 1');
  await expect(notice).toContainText('Every request is answered within 90 days');
  // Rendered on the server in the chosen language too.
  await page.reload();
  await expect(notice.getByRole('heading', { name: 'Your rights' })).toBeVisible();
});

test('a visitor sends a request and sees a Malayalam confirmation; the admin answers it', async ({ page }) => {
  const name = `മേരി ${Math.floor(Math.random() * 1e6)}`;
  await page.goto('/privacy');
  const form = page.locator('.privacy-request');
  await form.getByRole('button', { name: 'അപേക്ഷ അയയ്ക്കുക' }).click();
  await expect(form.getByText('ആവശ്യം തിരഞ്ഞെടുക്കുക')).toBeVisible();
  await expect(form.getByText('എന്താണ് ആവശ്യമെന്ന് എഴുതുക')).toBeVisible();

  await form.getByLabel('നിങ്ങളുടെ പേര്').fill(name);
  await form.getByLabel('ഫോൺ നമ്പർ').fill('12345');
  await form.getByLabel('എന്താണ് ആവശ്യം').selectOption('correction');
  await form.getByLabel('വിശദമായി എഴുതുക').fill('എന്റെ ഫോൺ നമ്പർ തെറ്റാണ്; തിരുത്തണം');
  await form.getByLabel('വാർഡ് (ഉണ്ടെങ്കിൽ)').fill('4');
  await form.getByRole('button', { name: 'അപേക്ഷ അയയ്ക്കുക' }).click();
  await expect(form.getByText('ശരിയായ ഫോൺ നമ്പർ നൽകുക', { exact: false })).toBeVisible();
  await form.getByLabel('ഫോൺ നമ്പർ').fill('94470 12345');
  await form.getByRole('button', { name: 'അപേക്ഷ അയയ്ക്കുക' }).click();
  await expect(page.getByTestId('privacy-request-sent')).toContainText('നിങ്ങളുടെ അപേക്ഷ ലഭിച്ചു');

  await loginAs(page, 'admin');
  await page.goto('/admin/privacy');
  await expect(page.getByRole('heading', { name: 'സ്വകാര്യതാ അപേക്ഷകൾ', level: 1 })).toBeVisible();
  const card = page.locator('.privacy-request-card', { has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('എന്റെ ഫോൺ നമ്പർ തെറ്റാണ്');
  await expect(card).toContainText('മറുപടി നൽകേണ്ട അവസാന തീയതി');
  await card.getByLabel('സ്ഥിതി').selectOption('answered');
  await card.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(card.getByText('നൽകിയ മറുപടിയോ നിരസിക്കാനുള്ള കാരണമോ എഴുതുക')).toBeVisible();
  await card.getByLabel('നൽകിയ മറുപടി').fill('ഫോൺ നമ്പർ തിരുത്തി');
  await card.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('മറുപടി സേവ് ചെയ്തു')).toBeVisible();
  await expect(card).toHaveClass(/status-answered/);
  await expect(card).toContainText('മറുപടി നൽകി');
});

test('the office opens what is held about a family from its id, and erases it behind the delete dialog', async ({
  page,
}) => {
  await loginAs(page, 'admin');
  const house = `കല്ലറയ്ക്കൽ ${Math.floor(Math.random() * 1e6)}`;
  await page.goto('/admin/privacy');
  const created = await page.evaluate(async (name) => {
    const res = await fetch('/api/houses', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        house: name,
        ward: 21,
        members: [{ name: 'ചാക്കോ', age: 61, HOH: true, gender: true, phone: '9447099999' }],
      }),
    });
    return (await res.json()) as { _id: string };
  }, house);

  await page.getByLabel('കുടുംബത്തിന്റെ ഐഡി').fill('not-an-id');
  await page.getByRole('button', { name: 'കാണിക്കുക' }).click();
  await expect(page.getByText('ശരിയായ ഐഡി നൽകുക', { exact: false })).toBeVisible();
  await page.getByLabel('കുടുംബത്തിന്റെ ഐഡി').fill(created._id);
  await page.getByRole('button', { name: 'കാണിക്കുക' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/privacy/family/${created._id}$`));
  await expect(page.getByRole('heading', { name: `${house}: സൂക്ഷിച്ചിട്ടുള്ള വിവരങ്ങൾ`, level: 1 })).toBeVisible();
  await expect(page.locator('.privacy-held-member')).toContainText('ചാക്കോ');
  await expect(page.getByRole('button', { name: 'JSON ആയി ഡൗൺലോഡ് ചെയ്യുക' })).toBeVisible();

  await page.getByRole('button', { name: 'ഈ കുടുംബത്തെ പൂർണ്ണമായി മായ്ക്കുക' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`വീട് "${house}", 1 അംഗങ്ങളുടെ`);
  await dialog.getByRole('button', { name: 'ഈ കുടുംബത്തെ പൂർണ്ണമായി മായ്ക്കുക' }).click();
  await expect(page.getByText('കുടുംബത്തെ മായ്ച്ചു')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/privacy$/);
  // Gone: the family's own read and the held data answer 404.
  const statuses = await page.evaluate(
    async (id) =>
      Promise.all([`/api/houses/${id}`, `/api/houses/${id}/held`].map(async (u) => (await fetch(u)).status)),
    created._id,
  );
  expect(statuses).toEqual([404, 404]);
});
