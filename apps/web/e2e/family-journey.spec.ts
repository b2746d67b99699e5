// A family's whole way at 360 px, with three browsers (docs/product.md "Family invitations",
// docs/product.md "Join link /join/{token}", docs/product.md "Passkeys", docs/product.md "My family
// /my-family", docs/product.md "Change requests", docs/product.md "Requests queue /admin/requests"):
// the office invites a family from the admin ward page; the family's phone opens the link, makes
// the account and a passkey, and proposes a phone change, a newborn and a new photo; the office
// approves the phone, edits the newborn's name and approves it, and rejects the photo with a
// reason; a visitor's ward page then shows exactly what was approved, and the family reads each
// decision. Beside it: a request the office's own edit overtook (the conflict), and a family
// reaching for another family's record. Each test makes its own families and touches no other.
import type { Account, UserInfo } from '@parish/shared/auth';
import type { FamilyRecord } from '@parish/shared/family';
import type { House } from '@parish/shared/houses';
import type { NewInvitation } from '@parish/shared/invitations';
import type { ChangeRequest } from '@parish/shared/requests';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type TestInfo,
} from './fixtures.ts';
import { findCard, loginAs, makePng, requestAs, virtualAuthenticator } from './support.ts';

const LETTERS = 'കഖഗചജടഡതദനപബമയരലവശസഹ';
const WARD = 13;
const PASSWORD = 'a-family-password-2026';

const uniqueWord = () => Array.from({ length: 5 }, () => LETTERS[Math.floor(Math.random() * LETTERS.length)]).join('');
const username = () => `fj${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
/** A ten-digit Indian mobile number no other test uses; the server keeps it as +91…. */
const mobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** Another phone of 360×800, a returning visitor (no first-visit notice), signed in as nobody. */
function anotherPhone(browser: Browser, baseURL: string | undefined): Promise<BrowserContext> {
  const cookie = { name: 'visited', value: 'true', path: '/', expires: -1, httpOnly: false, secure: false };
  return browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    storageState: {
      cookies: [{ ...cookie, domain: new URL(baseURL ?? 'http://localhost').hostname, sameSite: 'Lax' }],
      origins: [],
    },
  });
}

/** A photo uploaded by the office (its size random, so its stored file is this test's alone). */
async function uploadPhoto(admin: APIRequestContext): Promise<{ image: string; preImage: string }> {
  const png = makePng(400 + Math.floor(Math.random() * 200), 300 + Math.floor(Math.random() * 100));
  const res = await admin.post('/api/media', {
    multipart: { file: { name: 'old.png', mimeType: 'image/png', buffer: png } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { image: string; preImage: string };
}

/**
 * A family of two with phones and a photo, made by the office, whose choices show the family, its
 * photo and its phones to visitors (recorded, so the parish's default does not decide).
 */
async function makeFamily(admin: APIRequestContext, photo = false): Promise<House> {
  const word = uniqueWord();
  const image = photo ? await uploadPhoto(admin) : null;
  const res = await admin.post('/api/houses', {
    data: {
      // 'അക…' sorts before the demo's houses: the family is on the ward page's first view.
      house: `അക${word}`,
      ward: WARD,
      ...(image ?? {}),
      members: [
        { name: `ജോസ് ${word}`, age: 50, gender: true, HOH: true, phone: mobile() },
        { name: `മേരി ${word}`, age: 46, gender: false, HOH: false, phone: mobile() },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const house = (await res.json()) as House;
  const everyone = 'everyone';
  const privacy = await admin.put(`/api/houses/${house._id}/privacy`, {
    data: {
      listed: everyone,
      photo: everyone,
      source: 'paper',
      members: house.members.map((m) => ({
        _id: m._id,
        phone: everyone,
        birthday: everyone,
        age: everyone,
        blood: everyone,
        work: everyone,
        nameEng: everyone,
      })),
    },
  });
  expect(privacy.status(), await privacy.text()).toBe(200);
  return house;
}

/** A family account of `house`, made through an invitation by API; its own request context. */
async function familyAccount(
  admin: APIRequestContext,
  house: House,
  baseURL: string | undefined,
  newContext: () => Promise<APIRequestContext>,
): Promise<{ request: APIRequestContext; userInfo: UserInfo }> {
  const made = await admin.post(`/api/houses/${house._id}/invitations`, { data: {} });
  expect(made.status()).toBe(201);
  const link = new URL(((await made.json()) as NewInvitation).link).pathname;
  const request = await newContext();
  const res = await request.post(`/api${link}`, { data: { username: username(), password: PASSWORD } });
  expect(res.status(), `${baseURL}${link}: ${await res.text()}`).toBe(201);
  const { userInfo } = (await res.json()) as { userInfo: UserInfo };
  return { request, userInfo };
}

/** The step's screen as the phone shows it (`at` scrolled into view), kept with the test's results to look at. */
async function shot(page: Page, testInfo: TestInfo, name: string, at?: Locator): Promise<void> {
  if (at) await at.scrollIntoViewIfNeeded();
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, scale: 'css' });
  await testInfo.attach(name, { path, contentType: 'image/png' });
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(360);
}

const queueCard = (page: Page, kind: string, house: string) =>
  page.getByTestId('request-card').filter({ has: page.getByRole('heading', { name: `${kind}: ${house}` }) });

test('a family joins with a passkey, proposes three changes; the office approves, edits, rejects; all see it', async ({
  page,
  browser,
  baseURL,
  playwright,
}, testInfo) => {
  // Three phones, a passkey, three proposals and three decisions: the whole way.
  test.setTimeout(120_000);
  const admin = await requestAs(playwright, baseURL, 'admin');
  const house = await makeFamily(admin, true);
  const head = house.members.find((m) => m.HOH)!;
  const wife = house.members.find((m) => !m.HOH)!;
  const oldImage = house.image!;
  expect(oldImage).toBeTruthy();
  const newPhone = mobile();
  const babyAsked = `കുഞ്ഞ് ${uniqueWord()}`;
  const babyNamed = `ജോൺ ${uniqueWord()}`;
  const reason = 'ഫോട്ടോ വ്യക്തമല്ല; മറ്റൊന്ന് അയയ്ക്കുക';
  const phoneB = await anotherPhone(browser, baseURL);
  const phoneC = await anotherPhone(browser, baseURL);
  try {
    // 1. The office (A) invites the family from the admin ward page and reads the link.
    await loginAs(page, 'admin');
    await page.goto(`/admin/wards/${WARD}`);
    const adminCard = await findCard(page, house.house);
    await adminCard.getByRole('button', { name: `${house.house} കുടുംബത്തെ വെബ്സൈറ്റിലേക്ക് ക്ഷണിക്കുക` }).click();
    const dialog = page.getByRole('dialog', { name: `${house.house}: ക്ഷണം` });
    await dialog.getByLabel('ആർക്കുവേണ്ടി').selectOption(head._id);
    await dialog.getByRole('button', { name: 'ലിങ്ക് ഉണ്ടാക്കുക' }).click();
    const linkText = dialog.getByTestId('invite-link');
    await expect(linkText).toHaveText(/\/join\/[A-Za-z0-9_-]{22}$/);
    const link = new URL((await linkText.textContent())!).pathname;
    await shot(page, testInfo, '1-invite-dialog');

    // 2. The family's phone (B) opens the link, makes the account and a passkey, lands on /my-family.
    const family = await phoneB.newPage();
    await virtualAuthenticator(family);
    await family.goto(link);
    await expect(family.getByRole('heading', { name: `${house.house} കുടുംബത്തിന്റെ അക്കൗണ്ട്` })).toBeVisible();
    const name = username();
    await family.getByLabel('ഉപയോക്തൃനാമം').fill(name);
    await family.getByLabel('പാസ്‌വേഡ്').fill(PASSWORD);
    await shot(family, testInfo, '2-join-form');
    await family.getByRole('button', { name: 'അക്കൗണ്ട് ഉണ്ടാക്കുക' }).click();
    await expect(family.getByTestId('join-made')).toBeVisible();
    await shot(family, testInfo, '2-join-made');
    await family.getByRole('button', { name: 'പാസ്‌കീ ചേർക്കുക' }).click();
    await expect(family).toHaveURL(/\/my-family$/);
    await expect(family.getByRole('heading', { name: 'എന്റെ കുടുംബം' })).toBeVisible();
    const own = (await (await family.request.get('/api/family')).json()) as FamilyRecord;
    expect(own.house._id).toBe(house._id);
    // The passkey is the account's: the office's accounts list counts it.
    await expect(async () => {
      const accounts = (await (await admin.get('/api/auth/users')).json()) as Account[];
      expect(accounts.find((a) => a.username === name)).toMatchObject({ houseId: house._id, passkeys: 1 });
    }).toPass();

    // 3. The family proposes a phone change for the wife, a newborn and a new photo.
    const record = family.getByTestId('family-record');
    await record.getByRole('button', { name: `${wife.name}: തിരുത്തുക` }).click();
    const edit = family.getByTestId('member-update-form');
    await edit.getByLabel('ഫോൺ നമ്പർ').fill(newPhone);
    await edit.getByRole('button', { name: 'ഓഫീസിലേക്ക് അയയ്ക്കുക' }).click();
    await expect(edit).toHaveCount(0);
    await family.getByRole('button', { name: 'പുതിയ അംഗത്തെ ചേർക്കാൻ അപേക്ഷിക്കുക' }).click();
    const add = family.getByTestId('member-add-form');
    await add.getByLabel('പേര് (മലയാളത്തിൽ)').fill(babyAsked);
    await add.getByLabel('വയസ്സ്').fill('0');
    await add.getByLabel('ലിംഗം').selectOption('male');
    await add.getByLabel('ഗൃഹനാഥനുമായുള്ള ബന്ധം').fill('മകൻ');
    await add.getByRole('button', { name: 'ഓഫീസിലേക്ക് അയയ്ക്കുക' }).click();
    await expect(add).toHaveCount(0);
    const photoForm = family.getByTestId('photo-form');
    await photoForm.locator('input[type=file]').setInputFiles({
      name: 'family.png',
      mimeType: 'image/png',
      buffer: makePng(500 + Math.floor(Math.random() * 200), 360),
    });
    await expect(photoForm.locator('img')).toBeVisible();
    await photoForm.getByRole('button', { name: 'ഓഫീസിലേക്ക് അയയ്ക്കുക' }).click();
    const requests = family.getByTestId('family-requests').locator('li');
    await expect(requests.filter({ hasText: 'തീരുമാനം കാത്തിരിക്കുന്നു' })).toHaveCount(3);
    await shot(family, testInfo, '3-my-family-record', record);
    await shot(family, testInfo, '3-my-family-proposed', family.getByTestId('family-requests'));
    const sent = ((await (await family.request.get('/api/family')).json()) as FamilyRecord).requests;
    const newImage = String((sent.find((r) => r.kind === 'photo')?.proposed.photo as { image: string }).image);
    expect(newImage).not.toBe(oldImage);

    // 4. The office's queue: the three; approve the phone, edit the newborn's name and approve, reject the photo.
    await page.goto('/admin/requests');
    const phoneCard = queueCard(page, 'അംഗത്തിന്റെ വിവരങ്ങളിൽ മാറ്റം', house.house);
    const babyCard = queueCard(page, 'പുതിയ അംഗം', house.house);
    const photoCard = queueCard(page, 'പുതിയ കുടുംബ ഫോട്ടോ', house.house);
    await expect(phoneCard).toContainText(wife.name);
    await expect(phoneCard.getByRole('row', { name: /ഫോൺ/ })).toContainText(newPhone.slice(-5));
    await expect(babyCard).toContainText(babyAsked);
    await expect(photoCard.getByRole('img', { name: 'പുതിയ ഫോട്ടോ' })).toBeVisible();
    await expect(photoCard.getByRole('img', { name: 'ഇപ്പോഴത്തെ ഫോട്ടോ' })).toBeVisible();
    await shot(page, testInfo, '4-queue-phone', phoneCard);
    await shot(page, testInfo, '4-queue-newborn', babyCard);
    await shot(page, testInfo, '4-queue-photo', photoCard);

    await phoneCard.getByRole('button', { name: 'അംഗീകരിക്കുക', exact: true }).click();
    await expect(phoneCard).toHaveCount(0);

    await babyCard.getByRole('button', { name: 'തിരുത്തി അംഗീകരിക്കുക' }).click();
    const babyName = babyCard.getByRole('textbox', { name: 'പേര്', exact: true });
    await expect(babyName).toHaveValue(babyAsked);
    await babyName.fill(babyNamed);
    await shot(page, testInfo, '4-queue-edit', babyName);
    await babyCard.locator('form').getByRole('button', { name: 'അംഗീകരിക്കുക' }).click();
    await expect(babyCard).toHaveCount(0);

    await photoCard.getByRole('button', { name: 'നിരസിക്കുക' }).click();
    await photoCard.getByRole('textbox').fill(reason);
    await photoCard.locator('form').getByRole('button', { name: 'നിരസിക്കുക' }).click();
    await expect(photoCard).toHaveCount(0);
    await page.getByRole('button', { name: 'നിരസിച്ചവ' }).click();
    await expect(photoCard).toContainText(reason);
    await page.getByRole('button', { name: 'അംഗീകരിച്ചവ' }).click();
    await expect(queueCard(page, 'പുതിയ അംഗം', house.house)).toContainText(babyNamed);
    await shot(page, testInfo, '4-queue-approved', queueCard(page, 'പുതിയ അംഗം', house.house));

    // 5. A visitor (C) reads the ward page: the new phone, the newborn as the office named him, the old photo.
    const visitor = await phoneC.newPage();
    await visitor.goto(`/wards/${WARD}`);
    const card = await findCard(visitor, house.house);
    await expect(card.locator(`a[href="tel:+91${newPhone}"]`)).toHaveCount(1);
    await expect(card).toContainText(babyNamed);
    await expect(card).not.toContainText(babyAsked);
    const photo = card.getByRole('img').first();
    const stem = (image: string) => image.replace(/^.*\//, '').replace(/\.\w+$/, '');
    await expect(photo).toHaveAttribute('src', new RegExp(stem(oldImage)));
    expect(await photo.getAttribute('src')).not.toContain(stem(newImage));
    await shot(visitor, testInfo, '5-visitor-ward', card);

    // 6. The family reloads its page: approved twice, rejected with the office's reason.
    await family.reload();
    await expect(record).toContainText(babyNamed);
    await expect(requests).toHaveCount(3);
    await expect(requests.filter({ hasText: 'അംഗീകരിച്ചു' })).toHaveCount(2);
    // The newborn's request names him as the office did, as the record now does.
    await expect(requests.filter({ hasText: `പുതിയ അംഗം: ${babyNamed}` })).toHaveAttribute('data-status', 'approved');
    await expect(family.getByTestId('family-requests')).not.toContainText(babyAsked);
    await expect(requests.filter({ hasText: `→ ${newPhone}` })).toHaveAttribute('data-status', 'approved');
    const rejected = requests.filter({ hasText: 'നിരസിച്ചു' });
    await expect(rejected).toHaveCount(1);
    await expect(rejected).toHaveAttribute('data-kind', 'photo');
    await expect(rejected).toContainText(`ഓഫീസ് പറഞ്ഞ കാരണം: ${reason}`);
    await expect(requests.filter({ has: family.getByRole('button', { name: /പിൻവലിക്കുക/ }) })).toHaveCount(0);
    await expect(family.getByTestId('pending-count')).toContainText('കാത്തിരിക്കുന്നവ: 0');
    await shot(family, testInfo, '6-my-family-record', record);
    await shot(family, testInfo, '6-my-family-decided', rejected);
  } finally {
    await phoneB.close();
    await phoneC.close();
    await admin.dispose();
  }
});

test('a request the office overtook shows the conflict, and is applied only when approved anyway', async ({
  page,
  baseURL,
  playwright,
}, testInfo) => {
  test.setTimeout(60_000);
  const admin = await requestAs(playwright, baseURL, 'admin');
  const house = await makeFamily(admin);
  const wife = house.members.find((m) => !m.HOH)!;
  const { request: family } = await familyAccount(admin, house, baseURL, () =>
    playwright.request.newContext({ baseURL }),
  );
  const asked = mobile();
  const officeSet = mobile();
  try {
    const res = await family.post('/api/family/requests', {
      data: { kind: 'member-update', memberId: wife._id, changes: { phone: asked } },
    });
    expect(res.status(), await res.text()).toBe(201);
    const request = (await res.json()) as ChangeRequest;

    // The office edits the wife's phone itself on the admin ward page.
    await loginAs(page, 'admin');
    await page.goto(`/admin/wards/${WARD}`);
    const card = await findCard(page, house.house);
    await card.getByRole('button', { name: `${wife.name}: തിരുത്തുക` }).click();
    const form = page.getByTestId('member-form');
    await expect(form.getByLabel('പേര് (മലയാളത്തിൽ)')).toHaveValue(wife.name);
    await form.getByLabel('ഫോൺ നമ്പർ').fill(officeSet);
    await form.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
    await expect(page.getByText(`വിവരങ്ങൾ സേവ് ചെയ്തു: ${wife.name}`)).toBeVisible();

    const phoneNow = async () =>
      ((await (await admin.get(`/api/houses/${house._id}`)).json()) as House).members.find((m) => m._id === wife._id)
        ?.phone;

    // The queue shows the conflict; the button says so.
    await page.goto('/admin/requests');
    const queued = queueCard(page, 'അംഗത്തിന്റെ വിവരങ്ങളിൽ മാറ്റം', house.house);
    const conflicts = queued.getByTestId('request-conflicts');
    await expect(conflicts).toContainText('ഫോൺ');
    // "Now" is the office's number, beside the family's.
    const row = queued.locator('tr.conflict');
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').first()).toContainText(officeSet);
    await expect(row.getByRole('cell').last()).toContainText(asked);
    await expect(queued.getByRole('button', { name: 'അംഗീകരിക്കുക', exact: true })).toHaveCount(0);
    const anyway = queued.getByRole('button', { name: 'എന്നിട്ടും അംഗീകരിക്കുക' });
    await expect(anyway).toBeVisible();
    await shot(page, testInfo, 'conflict-queue', conflicts);

    // Not applied by an approval that does not know of it.
    const blind = await admin.post(`/api/requests/${request._id}/approve`, {
      data: { overrideConflicts: false, invite: false },
    });
    expect(blind.status()).toBe(409);
    expect(((await blind.json()) as { code: string }).code).toBe('request_conflicts');
    expect(await phoneNow()).toBe(`+91${officeSet}`);

    await anyway.click();
    await expect(queued).toHaveCount(0);
    expect(await phoneNow()).toBe(`+91${asked}`);
  } finally {
    await family.dispose();
    await admin.dispose();
  }
});

test("a family account reaches only its own record: not another family's member, not the admin ward page", async ({
  page,
  baseURL,
  playwright,
}) => {
  const admin = await requestAs(playwright, baseURL, 'admin');
  const ours = await makeFamily(admin);
  const theirs = await makeFamily(admin);
  const { request: family, userInfo } = await familyAccount(admin, ours, baseURL, () =>
    playwright.request.newContext({ baseURL }),
  );
  try {
    const record = (await (await family.get('/api/family')).json()) as FamilyRecord;
    expect(record.house._id).toBe(ours._id);
    expect(JSON.stringify(record)).not.toContain(theirs._id);
    for (const m of theirs.members) expect(JSON.stringify(record)).not.toContain(m._id);

    const other = theirs.members[0];
    const attempts = [
      { kind: 'member-update', memberId: other._id, changes: { phone: mobile() } },
      { kind: 'member-remove', memberId: other._id, reason: 'moved', note: '' },
    ];
    for (const data of attempts) {
      const res = await family.post('/api/family/requests', { data });
      expect(res.status(), `${data.kind}: ${await res.text()}`).toBe(404);
    }
    // Nothing reached the queue, nor the other family.
    const still = ((await (await admin.get(`/api/houses/${theirs._id}`)).json()) as House).members.find(
      (m) => m._id === other._id,
    );
    expect(still?.phone).toBe(other.phone);
    expect(((await (await family.get('/api/family')).json()) as FamilyRecord).requests).toEqual([]);
    expect((await family.get(`/api/houses/admin/wards/${WARD}?v=1`)).status()).toBe(403);

    // In the browser, the admin ward page sends it to the login (an admin's page).
    const cookies = (await family.storageState()).cookies.filter((c) => c.name === 'sid');
    await page.context().addCookies(cookies);
    await page.addInitScript((info) => localStorage.setItem('userInfo', JSON.stringify(info)), userInfo);
    await page.goto(`/admin/wards/${WARD}`);
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByTestId('family-card')).toHaveCount(0);
  } finally {
    await family.dispose();
    await admin.dispose();
  }
});
