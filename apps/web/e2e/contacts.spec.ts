// The phone book: search (Malayalam, English variants), the centres with their type
// icons, the vicar, member contacts, the contact modal's call/WhatsApp links, and admin edits.
import { expect, test, type Page } from './fixtures.ts';
import type { Contact } from '@parish/shared/contacts';
import { loginAs } from './support.ts';

const searchField = (page: Page) => page.getByRole('searchbox', { name: 'പേര് അല്ലെങ്കിൽ വീട്ടുപേര് തിരയുക' });
const contactModal = (page: Page) => page.locator('dialog.contact-modal');

test('the phone book lists the centres with their type icons, the vicar and member contacts', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'ഫോൺ ബുക്ക്' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await expect(page.getByRole('heading', { name: 'ഫോൺ ബുക്ക്', level: 1 })).toBeVisible();

  const centres = page.getByRole('list', { name: 'പ്രാദേശിക സ്ഥാപനങ്ങൾ' });
  await expect(centres.getByTestId('contact-row')).toHaveCount(12);
  for (const type of ['സ്കൂൾ', 'ആശുപത്രി', 'പോലീസ് / അഗ്നിശമന സേന', 'സർക്കാർ ഓഫീസ്', 'സേവനങ്ങൾ', 'പള്ളി / കോൺവെന്റ്']) {
    await expect(centres.getByRole('img', { name: type }).first()).toBeVisible();
  }
  // The centres collapse.
  await page.getByText('പ്രാദേശിക സ്ഥാപനങ്ങൾ').click();
  await expect(centres).toBeHidden();
  await page.getByText('പ്രാദേശിക സ്ഥാപനങ്ങൾ').click();
  await expect(centres).toBeVisible();

  await expect(page.getByRole('list', { name: 'വികാരിയച്ചൻ' }).getByTestId('contact-row')).toHaveCount(1);
  const members = page.getByRole('list', { name: 'ഇടവകാംഗങ്ങൾ' }).getByTestId('contact-row');
  await expect(members).toHaveCount(100);
  await page.getByRole('button', { name: 'കൂടുതൽ കാണിക്കുക' }).click();
  await expect(members).toHaveCount(200);
  await page.screenshot({ path: 'test-results/contacts.png' });
});

test('search finds by Malayalam name, by an English variant and by a house name', async ({ page }) => {
  await page.goto('/contacts');
  const results = page.getByRole('list', { name: 'തിരച്ചിൽ ഫലങ്ങൾ' });
  await searchField(page).pressSequentially('palli');
  await expect(results.getByTestId('contact-row').first()).toContainText('പള്ളി ഓഫീസ്');

  await searchField(page).fill('');
  await searchField(page).pressSequentially('പോലീസ്');
  await expect(results.getByTestId('contact-row').first()).toContainText('പോലീസ് സ്റ്റേഷൻ');

  await searchField(page).fill('');
  const response = page.waitForResponse((r) => r.url().endsWith('/member-contacts/kunnel'));
  await searchField(page).pressSequentially('kunnel');
  const found = (await (await response).json()) as Contact[];
  expect(found.length).toBeGreaterThan(3);
  await expect(results.getByTestId('contact-row')).toHaveCount(found.length);
  await expect(results.getByTestId('contact-row').first()).toContainText('കുന്നേ');

  await searchField(page).fill('');
  await searchField(page).pressSequentially('qqxqqz');
  await expect(page.getByText('ഫലങ്ങളൊന്നും ലഭ്യമല്ല')).toBeVisible();
});

test('the contact modal gives call and WhatsApp links with +91, a long number with a plus and no second 91', async ({
  page,
  request,
}) => {
  await page.goto('/contacts');
  const first = page.getByRole('list', { name: 'ഇടവകാംഗങ്ങൾ' }).getByTestId('contact-row').first();
  await first.click();
  const modal = contactModal(page);
  await expect(modal).toBeVisible();
  const page1 = (await (await request.get('/api/contacts/member-contacts')).json()) as { items: Contact[] };
  // Stored as E.164: dialled as it is, WhatsApp takes its digits.
  const phone = page1.items[0].phone;
  expect(phone).toMatch(/^\+[1-9]\d{7,14}$/);
  await expect(modal.getByRole('link', { name: 'വിളിക്കുക' })).toHaveAttribute('href', `tel:${phone}`);
  const whatsapp = modal.getByRole('link', { name: 'വാട്സ്ആപ്പ്' });
  await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${phone.slice(1)}`);
  // A visitor cannot edit.
  await expect(modal.getByRole('button', { name: 'തിരുത്തുക' })).toHaveCount(0);
  await page.goBack();
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/contacts$/);
});

test('a visitor and a user cannot write contacts', async ({ page, request }) => {
  const body = { name: 'x', phone: '9447012345' };
  expect((await request.post('/api/contacts', { data: body })).status()).toBe(401);
  await loginAs(page, 'user');
  expect((await page.request.post('/api/contacts', { data: body })).status()).toBe(403);
  await page.goto('/admin/add-contact');
  await expect(page).toHaveURL(/\/login$/);
});

test('admin adds a contact (validated on the page), edits it and deletes it with confirmation', async ({ page }) => {
  await loginAs(page, 'admin');
  await page.goto('/contacts');
  await page.getByRole('link', { name: '+ പുതിയ കോൺടാക്റ്റ്' }).click();
  await expect(page).toHaveURL(/\/admin\/add-contact$/);

  // Bad input is refused on the page with messages.
  await page.locator('input[name="phone"]').fill('12345');
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('ഈ വിവരം നൽകണം').first()).toBeVisible();
  await expect(page.getByText('വിദേശ നമ്പറിന് മുന്നിൽ + ഉം രാജ്യ കോഡും വേണം')).toBeVisible();
  await page.screenshot({ path: 'test-results/add-contact-errors.png' });

  const name = `ടെസ്റ്റ് ഓഫീസ് ${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: 'പേര്', exact: true }).fill(name);
  await page.getByLabel('സ്ഥാപനം').fill('ടെസ്റ്റ് സ്ഥാപനം');
  await page.getByLabel('സ്ഥലം').fill('കുറവിലങ്ങാട്');
  await page.locator('input[name="phone"]').fill('+44 (0)7911 123456');
  await page.getByLabel('തരം').selectOption('6');
  await page.getByLabel('ഇംഗ്ലീഷ് പേരുകൾ (/ കൊണ്ട് വേർതിരിക്കുക)').fill('test office/zebra desk');
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('കോൺടാക്റ്റ് സേവ് ചെയ്തു')).toBeVisible();
  await expect(page).toHaveURL(/\/contacts$/);

  // Found by its English variant; a number abroad is shown with its plus and code, and dialled as stored.
  await searchField(page).pressSequentially('zebra');
  const row = page.getByRole('list', { name: 'തിരച്ചിൽ ഫലങ്ങൾ' }).getByTestId('contact-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(name);
  await row.click();
  const modal = contactModal(page);
  await expect(modal.locator('.contact-phone')).toHaveText('+44 791 112 3456');
  await expect(modal.getByRole('link', { name: 'വിളിക്കുക' })).toHaveAttribute('href', 'tel:+447911123456');
  await expect(modal.getByRole('link', { name: 'വാട്സ്ആപ്പ്' })).toHaveAttribute('href', 'https://wa.me/447911123456');
  await expect(modal.getByRole('img', { name: 'സേവനങ്ങൾ' })).toBeVisible();

  // Edit.
  await modal.getByRole('button', { name: 'തിരുത്തുക' }).click();
  await expect(page).toHaveURL(/\/admin\/add-contact$/);
  await expect(page.getByRole('heading', { name: 'കോൺടാക്റ്റ് തിരുത്തുക' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'പേര്', exact: true })).toHaveValue(name);
  await expect(page.locator('input[name="phone"]')).toHaveValue(/^\+44\s791\s112\s3456$/);
  await page.locator('input[name="phone"]').fill('9447055555');
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
  await searchField(page).pressSequentially('zebra');
  await expect(row).toContainText('9447055555');

  // Delete with confirmation and the toast.
  await row.click();
  await modal.getByRole('button', { name: 'നീക്കം ചെയ്യുക' }).click();
  await expect(page.getByText(`${name} ഫോൺ ബുക്കിൽ നിന്ന് നീക്കം ചെയ്യട്ടെ?`)).toBeVisible();
  await page.getByRole('button', { name: 'അതെ' }).click();
  await expect(page.getByText('കോൺടാക്റ്റ് നീക്കം ചെയ്തു')).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(page.getByText('ഫലങ്ങളൊന്നും ലഭ്യമല്ല')).toBeVisible();
});
