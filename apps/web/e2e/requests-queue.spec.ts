// The office's requests queue and the public join form (docs/product.md "Requests queue
// /admin/requests", docs/product.md "Joining /join") on a 360 px phone: the admin approves one
// request, edits and approves another, rejects a third with a reason, and a visitor's ward page
// then shows exactly the approved families; a family fills /join (Malayalam errors first), and the
// office approves it into a ward.
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { loginAs, wardPage } from './support.ts';

const WARD = 20;
const tag = () => Math.floor(Math.random() * 1e6);

/** Every house name of a ward as a visitor's ward page reads it, all its views. */
async function wardHouses(request: APIRequestContext, ward: number): Promise<string[]> {
  const first = await wardPage(request, ward, 1);
  const names = first.items.map((h) => h.house);
  for (let v = 2; v <= first.pages; v++) names.push(...(await wardPage(request, ward, v)).items.map((h) => h.house));
  return names;
}

async function sendJoin(request: APIRequestContext, house: string) {
  const res = await request.post('/api/join', {
    data: {
      house,
      ward: WARD,
      address: 'പള്ളിക്കവല',
      contactName: 'സാബു',
      contactPhone: '9447011111',
      members: [{ name: 'സാബു', age: 45, gender: true, HOH: true, relation: '' }],
      note: '',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

test('the admin approves, edits and approves, and rejects; the ward page shows exactly the approved', async ({
  page,
  request,
}) => {
  const n = tag();
  const approved = `അംഗീകൃതവീട് ${n}`;
  const asked = `തിരുത്താനുള്ളവീട് ${n}`;
  const edited = `തിരുത്തിയവീട് ${n}`;
  const refused = `നിരസിച്ചവീട് ${n}`;
  for (const house of [approved, asked, refused]) await sendJoin(request, house);

  await loginAs(page, 'admin');
  // The admin's menu names the queue with the pending count.
  await page.goto('/');
  await page.getByRole('button', { name: 'അഡ്മിൻ അക്കൗണ്ട്' }).click();
  const menuLink = page.getByRole('link', { name: /^അപേക്ഷകൾ/ });
  await expect(menuLink.getByTestId('requests-badge')).toHaveText(/^[1-9]\d*$/);
  await menuLink.click();
  await expect(page).toHaveURL(/\/admin\/requests$/);
  await expect(page.getByRole('heading', { name: 'അപേക്ഷകൾ', level: 1 })).toBeVisible();
  await expect(page.getByTestId('requests-count')).toContainText('തീരുമാനം കാത്തിരിക്കുന്നു');
  const card = (house: string) =>
    page.getByTestId('request-card').filter({ has: page.getByRole('heading', { name: house }) });

  // Approve as asked, with an invitation link for the family.
  await expect(card(approved)).toContainText('സാബു');
  await card(approved).getByRole('button', { name: 'അംഗീകരിക്കുക', exact: true }).click();
  await expect(page.getByTestId('invite-link')).toContainText('/join/');
  await expect(card(approved)).toHaveCount(0);

  // Approve with edits: the house name changes before it is applied.
  await card(asked).getByRole('button', { name: 'തിരുത്തി അംഗീകരിക്കുക' }).click();
  const houseField = card(asked).getByRole('textbox', { name: 'വീട്ടുപേര്', exact: true });
  await houseField.fill('');
  await card(asked).locator('form').getByRole('button', { name: 'അംഗീകരിക്കുക' }).click();
  await expect(card(asked).getByRole('alert').first()).toBeVisible();
  await houseField.fill(edited);
  await card(asked).locator('form').getByRole('button', { name: 'അംഗീകരിക്കുക' }).click();
  await expect(card(asked)).toHaveCount(0);

  // Reject: a reason is needed, and the family reads it.
  await card(refused).getByRole('button', { name: 'നിരസിക്കുക' }).click();
  await card(refused).locator('form').getByRole('button', { name: 'നിരസിക്കുക' }).click();
  await expect(card(refused).getByText('കാരണം എഴുതുക')).toBeVisible();
  await card(refused).getByRole('textbox').fill('ഈ കുടുംബം ഇതിനകം ഡയറക്ടറിയിലുണ്ട്');
  await card(refused).locator('form').getByRole('button', { name: 'നിരസിക്കുക' }).click();
  await expect(card(refused)).toHaveCount(0);

  await page.getByRole('button', { name: 'നിരസിച്ചവ' }).click();
  await expect(card(refused)).toContainText('ഈ കുടുംബം ഇതിനകം ഡയറക്ടറിയിലുണ്ട്');

  // A visitor (no cookies) reads the ward: exactly the approved families.
  const names = await wardHouses(request, WARD);
  expect(names).toContain(approved);
  expect(names).toContain(edited);
  expect(names).not.toContain(asked);
  expect(names).not.toContain(refused);
});

test('a family joins from /join: Malayalam errors, then sent, then approved into a ward', async ({ page, request }) => {
  const house = `ചേരുന്നവീട് ${tag()}`;
  await page.goto('/join');
  await expect(page.getByRole('heading', { name: 'ഇടവകയിൽ ചേരാം', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'അയയ്ക്കുക' }).click();
  await expect(page.getByText('ചുവപ്പിൽ കാണിച്ച വിവരങ്ങൾ തിരുത്തുക')).toBeVisible();
  await expect(page.getByText('വാർഡ് തിരഞ്ഞെടുക്കുക').last()).toBeVisible();
  await expect(page.getByText('ലിംഗം തിരഞ്ഞെടുക്കുക')).toBeVisible();

  await page.getByRole('textbox', { name: 'വീട്ടുപേര്', exact: true }).fill(house);
  await page.getByRole('combobox', { name: 'വാർഡ്', exact: true }).selectOption(String(WARD));
  await page.getByRole('textbox', { name: 'ബന്ധപ്പെടേണ്ടയാളുടെ പേര്' }).fill('ലിസി');
  await page.getByRole('textbox', { name: 'ബന്ധപ്പെടേണ്ട ഫോൺ നമ്പർ' }).fill('123');
  const first = page.getByTestId('join-member').first();
  await first.getByRole('textbox', { name: 'പേര്', exact: true }).fill('ലിസി');
  await first.getByRole('textbox', { name: 'വയസ്സ്' }).fill('38');
  await first.getByRole('combobox', { name: 'ലിംഗം' }).selectOption('female');
  await page.getByRole('button', { name: 'അംഗത്തെ ചേർക്കുക' }).click();
  const second = page.getByTestId('join-member').nth(1);
  await second.getByRole('textbox', { name: 'പേര്', exact: true }).fill('ടോണി');
  await second.getByRole('textbox', { name: 'വയസ്സ്' }).fill('ten');
  await second.getByRole('combobox', { name: 'ലിംഗം' }).selectOption('male');
  await page.getByRole('button', { name: 'അയയ്ക്കുക' }).click();
  await expect(page.getByText('ശരിയായ ഫോൺ നമ്പർ നൽകുക', { exact: false }).first()).toBeVisible();
  await expect(page.getByText('വയസ്സ് 0 മുതൽ 120 വരെയുള്ള ഒരു സംഖ്യയായി നൽകുക')).toBeVisible();

  await page.getByRole('textbox', { name: 'ബന്ധപ്പെടേണ്ട ഫോൺ നമ്പർ' }).fill('9447022222');
  await second.getByRole('textbox', { name: 'വയസ്സ്' }).fill('10');
  await page.getByRole('button', { name: 'അയയ്ക്കുക' }).click();
  await expect(page.getByTestId('join-sent')).toContainText('അപേക്ഷ ഓഫീസിൽ ലഭിച്ചു');

  await loginAs(page, 'admin');
  await page.goto('/admin/requests');
  const card = page.getByTestId('request-card').filter({ has: page.getByRole('heading', { name: house }) });
  await expect(card).toContainText('ടോണി');
  await card.getByRole('checkbox').uncheck();
  await card.getByRole('button', { name: 'അംഗീകരിക്കുക', exact: true }).click();
  await expect(card).toHaveCount(0);
  expect(await wardHouses(request, WARD)).toContain(house);
});
