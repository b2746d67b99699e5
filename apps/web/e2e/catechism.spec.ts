// Catechism: the home with its 13 class buttons, the week's birthdays (a fixed clock in a
// week that crosses the new year) and their confetti, the grade pages with arrows, class teacher and
// students (birthdays for admins only, on the page and in the API), and the student form.
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import type { PublicStudent, StudentInput, WeekBirthday } from '@parish/shared/catechism';
import { E2E_ADMIN_PASSWORD, E2E_USER_PASSWORD } from '../playwright.config.ts';
import { allViolations, loginAs, seriousViolations } from './support.ts';

/** Wednesday 30 December 2026, noon in India: the week runs Monday 28 December to Sunday 3 January. */
const FIXED_NOW = new Date('2026-12-30T12:00:00+05:30');
const WEEK = '12-28&01-03';
const suffix = () => `${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;

async function addStudent(
  request: APIRequestContext,
  role: 'user' | 'admin',
  student: StudentInput,
): Promise<PublicStudent> {
  const login = await request.post('/api/auth/login', {
    data: { username: role, password: role === 'admin' ? E2E_ADMIN_PASSWORD : E2E_USER_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const res = await request.post('/api/students', { data: student });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as PublicStudent;
}

const confetti = (page: Page) => page.getByTestId('confetti');
const birthdayList = (page: Page) => page.getByRole('list', { name: 'ഈ ആഴ്ചയിലെ ജന്മദിനങ്ങൾ' });
const birthdayItems = (page: Page) => birthdayList(page).getByTestId('birthday');

test("the home: teachers photo, 13 class buttons, the week's birthdays with confetti until the mouse moves", async ({
  page,
  request,
}) => {
  const n = suffix();
  // Born on the week's Monday (December) and on its Sunday (January): the week crosses the new year.
  await addStudent(request, 'user', {
    name: `ജനുവരി കുട്ടി ${n}`,
    house: 'പുതുവത്സരം',
    group: '',
    gender: false,
    grade: 0,
    birthMonth: 1,
    birthDay: 3,
  });
  await addStudent(request, 'user', {
    name: `ഡിസംബർ കുട്ടി ${n}`,
    house: 'ക്രിസ്മസ്',
    group: '',
    gender: true,
    grade: 5,
    birthMonth: 12,
    birthDay: 28,
  });
  const expected = (await (await request.get(`/api/students/${WEEK}`)).json()) as WeekBirthday[];

  await page.clock.setFixedTime(FIXED_NOW);
  await page.goto('/');
  await page.getByRole('link', { name: 'മതബോധനം' }).first().click();
  await expect(page).toHaveURL(/\/catehism$/);
  await expect(page.getByRole('heading', { name: 'മതബോധനം', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'മതബോധന അധ്യാപകർ' })).toBeVisible();

  const buttons = page.getByTestId('grade-button');
  await expect(buttons).toHaveCount(13);
  await expect(buttons.first()).toHaveText('ബൈബിൾ പ്രീ-സ്കൂൾ');
  await expect(buttons.last()).toHaveText('പന്ത്രണ്ടാം ക്ലാസ്');

  // The page asked for the fixed clock's week, and lists what the server has for it, in week order.
  await expect(birthdayItems(page)).toHaveCount(expected.length);
  const texts = await birthdayItems(page).allTextContents();
  const december = texts.findIndex((t) => t.includes(`ഡിസംബർ കുട്ടി ${n}`));
  const january = texts.findIndex((t) => t.includes(`ജനുവരി കുട്ടി ${n}`));
  expect(december).toBeGreaterThanOrEqual(0);
  expect(january).toBeGreaterThan(december);
  expect(texts[december]).toContain('ഡിസംബർ 28');
  expect(texts[december]).toContain('അഞ്ചാം ക്ലാസ്');
  expect(texts[january]).toContain('ജനുവരി 3');
  expect(texts[january]).toContain('ബൈബിൾ പ്രീ-സ്കൂൾ');
  expect(texts.every((t) => /ഡിസംബർ (28|29|30|31)|ജനുവരി [1-3]\b/.test(t))).toBe(true);

  // Confetti runs, and is gone once the mouse moves.
  await expect(confetti(page)).toBeVisible();
  await page.screenshot({ path: 'test-results/catechism-home.png' });
  await page.mouse.move(20, 200);
  await page.mouse.move(180, 400, { steps: 4 });
  await expect(confetti(page)).toHaveCount(0);
});

test('no confetti at all for people who ask for reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.clock.setFixedTime(FIXED_NOW);
  // Reached in the app (not a page load), the screen reads the browser's fixed week itself.
  await page.goto('/');
  const response = page.waitForResponse((r) => r.url().includes('/api/students/') && r.url().includes('&'));
  await page.getByRole('link', { name: 'മതബോധനം' }).first().click();
  expect(((await (await response).json()) as WeekBirthday[]).length).toBeGreaterThan(0);
  await expect(birthdayItems(page).first()).toBeVisible();
  // The screen has settled (the grade buttons and the list are there); with reduced motion the
  // confetti's code is never even asked for.
  await expect(page.getByTestId('grade-button')).toHaveCount(13);
  expect(await page.evaluate(() => performance.getEntriesByType('resource').some((e) => /confetti/.test(e.name)))).toBe(
    false,
  );
  await expect(confetti(page)).toHaveCount(0);
});

test('a week without birthdays says so, without confetti', async ({ page }) => {
  await page.route('**/api/students/*', (route) =>
    route.request().url().includes('&') ? route.fulfill({ json: [] }) : route.fallback(),
  );
  await page.goto('/');
  await page.getByRole('link', { name: 'മതബോധനം' }).first().click();
  await expect(page.getByText('ഈ ആഴ്ച ആരുടെയും ജന്മദിനമില്ല')).toBeVisible();
  await expect(confetti(page)).toHaveCount(0);
});

test('grade pages: 0 has no previous arrow, 12 no next; other ids go to /not-found', async ({ page }) => {
  await page.goto('/catehism');
  await page.getByTestId('grade-button').first().click();
  await expect(page).toHaveURL(/\/catehism\/0$/);
  await expect(page.getByRole('heading', { name: 'ബൈബിൾ പ്രീ-സ്കൂൾ', level: 1 })).toBeVisible();
  await expect(page.getByTestId('previous-grade')).toHaveCount(0);
  await page.getByRole('link', { name: 'അടുത്ത ക്ലാസ്: ഒന്നാം ക്ലാസ്' }).click();
  await expect(page).toHaveURL(/\/catehism\/1$/);
  await expect(page.getByRole('link', { name: 'മുൻ ക്ലാസ്: ബൈബിൾ പ്രീ-സ്കൂൾ' })).toBeVisible();

  await page.goto('/catehism/12');
  await expect(page.getByRole('heading', { name: 'പന്ത്രണ്ടാം ക്ലാസ്', level: 1 })).toBeVisible();
  await expect(page.getByTestId('next-grade')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'മുൻ ക്ലാസ്: പതിനൊന്നാം ക്ലാസ്' })).toBeVisible();

  for (const id of ['13', 'x', '-1', '123']) {
    await page.goto(`/catehism/${id}`);
    await expect(page, id).toHaveURL(/\/not-found$/);
  }
});

test('a visitor sees the class teacher and the students without birthdays; the API refuses the admin read', async ({
  page,
  request,
}) => {
  await page.goto('/catehism/3');
  const teacher = page.locator('.class-teacher .profile-card');
  await expect(teacher).toBeVisible();
  await expect(teacher.locator('img')).toBeVisible();
  await expect(teacher.getByRole('link')).toHaveAttribute('href', /^tel:\+91\d{10}$/);

  const table = page.getByTestId('students-table');
  await expect(table.getByTestId('student-row').first()).toBeVisible();
  await expect(table.locator('thead th')).toHaveText(['ക്രമം', 'പേര്', 'വീട്ടുപേര്', 'ഗ്രൂപ്പ്', 'ലിംഗം']);
  await expect(table.getByRole('button')).toHaveCount(0);
  const genders = await table.locator('tbody td:nth-child(5)').allTextContents();
  expect(genders.every((g) => g === 'ആൺ' || g === 'പെൺ')).toBe(true);
  await expect(page.getByRole('link', { name: '+ വിദ്യാർത്ഥിയെ ചേർക്കുക' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/catechism-grade-visitor.png', fullPage: true });

  const publicList = await request.get('/api/students/grades/3');
  expect(await publicList.text()).not.toContain('birth');
  expect((await request.get('/api/students/grades/admin/3')).status()).toBe(401);
  await loginAs(page, 'user');
  expect((await page.request.get('/api/students/grades/admin/3')).status()).toBe(403);
});

for (const role of ['visitor', 'admin'] as const) {
  test(`at 360 px every column of a class's students is on the screen (${role}), and axe finds nothing`, async ({
    page,
  }) => {
    if (role === 'admin') await loginAs(page, 'admin');
    await page.goto('/catehism/5');
    const table = page.getByTestId('students-table');
    await expect(table.getByTestId('student-row').first()).toBeVisible();
    // Every cell drawn (an empty one is not) lies within the 360 px screen, group and gender included.
    const outside = await table.locator('td').evaluateAll((cells) =>
      cells
        .map((td) => ({ text: td.textContent ?? '', r: td.getBoundingClientRect() }))
        .filter(({ r }) => r.width > 0 && (r.left < 0 || r.right > window.innerWidth))
        .map(({ text, r }) => `${text} at ${Math.round(r.left)}–${Math.round(r.right)}`),
    );
    expect(outside).toEqual([]);
    const firstRow = table.getByTestId('student-row').first();
    await expect(firstRow.locator('td').nth(3)).toBeInViewport();
    await expect(firstRow.locator('td').nth(4)).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await allViolations(page)).toEqual([]);
  });
}

test('a user adds a student (a day valid for the month), who then appears in the grade', async ({ page }) => {
  await loginAs(page, 'user');
  await page.goto('/catehism/4');
  await expect(page.locator('thead th')).not.toContainText(['ജന്മദിനം']);
  await page.getByRole('link', { name: '+ വിദ്യാർത്ഥിയെ ചേർക്കുക' }).click();
  await expect(page).toHaveURL(/\/add-student\?grade=4$/);
  await expect(page.getByRole('heading', { name: 'പുതിയ വിദ്യാർത്ഥി' })).toBeVisible();
  await expect(page.getByLabel('ക്ലാസ്')).toHaveValue('4');

  const name = `ടെസ്റ്റ് വിദ്യാർത്ഥി ${suffix()}`;
  await page.getByRole('textbox', { name: 'പേര്', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'വീട്ടുപേര്' }).fill('പരീക്ഷണത്ത്');
  await page.getByLabel('ജനന തീയതി').selectOption('31');
  await page.getByLabel('ജനന മാസം').selectOption('4'); // April has no 31st
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('ലിംഗം തിരഞ്ഞെടുക്കുക')).toBeVisible();
  await expect(page.getByText('ഈ മാസത്തിൽ ഈ തീയതി ഇല്ല; ശരിയായ തീയതി തിരഞ്ഞെടുക്കുക')).toBeVisible();
  await page.screenshot({ path: 'test-results/add-student-errors.png', fullPage: true });

  await page.getByLabel('ലിംഗം').selectOption('female');
  await page.getByLabel('ജനന തീയതി').selectOption('30');
  await page.getByRole('textbox', { name: 'ഗ്രൂപ്പ്' }).fill('വാർഡ് 9');
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page).toHaveURL(/\/catehism\/4$/);
  const row = page.getByTestId('student-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row.locator('td')).toHaveText([/\d+/, name, 'പരീക്ഷണത്ത്', 'വാർഡ് 9', 'പെൺ']);
});

test('an admin sees birthdays, edits a student and deletes one with confirmation', async ({ page }) => {
  await loginAs(page, 'admin');
  const name = `തിരുത്തേണ്ട കുട്ടി ${suffix()}`;
  const res = await page.request.post('/api/students', {
    data: { name, house: 'പഴയവീട്', group: '', gender: true, grade: 6, birthMonth: 8, birthDay: 15 },
  });
  expect(res.status()).toBe(201);

  await page.goto('/catehism/6');
  await expect(page.locator('thead th')).toContainText(['ജന്മദിനം', 'മാറ്റങ്ങൾ']);
  const row = page.getByTestId('student-row').filter({ hasText: name });
  await expect(row).toContainText('ഓഗസ്റ്റ് 15');
  await page.screenshot({ path: 'test-results/catechism-grade-admin.png' });

  await row.getByRole('button', { name: `${name} - തിരുത്തുക` }).click();
  await expect(page).toHaveURL(/\/add-student$/);
  await expect(page.getByRole('heading', { name: 'വിദ്യാർത്ഥിയുടെ വിവരങ്ങൾ തിരുത്തുക' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'പേര്', exact: true })).toHaveValue(name);
  await expect(page.getByLabel('ജനന മാസം')).toHaveValue('8');
  await expect(page.getByLabel('ജനന തീയതി')).toHaveValue('15');
  await page.getByRole('textbox', { name: 'വീട്ടുപേര്' }).fill('പുതിയവീട്');
  await page.getByLabel('ജനന തീയതി').selectOption('16');
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page).toHaveURL(/\/catehism\/6$/);
  await expect(row).toContainText('പുതിയവീട്');
  await expect(row).toContainText('ഓഗസ്റ്റ് 16');

  await row.getByRole('button', { name: `${name} - നീക്കം ചെയ്യുക` }).click();
  await expect(page.getByText(`${name} എന്ന വിദ്യാർത്ഥിയെ നീക്കം ചെയ്യട്ടെ?`)).toBeVisible();
  await page.getByRole('button', { name: 'അതെ' }).click();
  await expect(page.getByText('വിദ്യാർത്ഥിയെ നീക്കം ചെയ്തു')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('a visitor is sent to /login from /add-student', async ({ page }) => {
  await page.goto('/add-student');
  await expect(page).toHaveURL(/\/login/);
});

test('the catechism screens have no serious accessibility findings', async ({ page }) => {
  test.slow(); // three screens, an axe run on each
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/catehism');
  await expect(page.getByTestId('grade-button')).toHaveCount(13);
  await expect(page.getByRole('heading', { name: 'ഈ ആഴ്ചയിലെ ജന്മദിനങ്ങൾ' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await loginAs(page, 'admin');
  await page.goto('/catehism/3');
  await expect(page.getByTestId('student-row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/add-student?grade=3');
  await page.getByRole('button', { name: 'സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('ലിംഗം തിരഞ്ഞെടുക്കുക')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
