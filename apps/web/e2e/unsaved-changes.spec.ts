// One save on the family screen, and leaving a form with unsaved changes asks first
// (docs/decisions.md "One save on the family screen", "Leaving a form with unsaved changes asks
// first"), at the phone's 360 px.
import { expect, test, type Page } from './fixtures.ts';
import type { House } from '@parish/shared/houses';
import { apiJson, loginAs } from './support.ts';

/** A family of `ward` no other spec edits, and the screen that edits it. */
async function openFamily(page: Page, ward: number, index: number): Promise<House> {
  await loginAs(page, 'admin');
  const list = await apiJson<{ items: { _id: string }[] }>(page.request, `/api/houses/list/${ward}`);
  const family = list.items[index];
  if (!family) throw new Error(`ward ${ward} has no family ${index}`);
  await page.goto(`/add-house?house=${family._id}`);
  return apiJson<House>(page.request, `/api/houses/${family._id}`);
}

/** Opens the editor of the first member on the list; its name. */
async function openFirstMember(page: Page) {
  const item = page.getByTestId('member-item').first();
  const name = (await item.locator('strong').first().textContent()) ?? '';
  await item.getByRole('button', { name: `${name}: തിരുത്തുക`, exact: true }).click();
  const form = page.getByTestId('member-form');
  await expect(form).toBeVisible();
  return { name, form };
}

test('at 360 px the big save saves the house and the member being edited (the new work after a reload)', async ({
  page,
}) => {
  const family = await openFamily(page, 6, 1);
  const { name, form } = await openFirstMember(page);
  const work = `തയ്യൽ ${Date.now() % 100000}`;
  await form.getByLabel('ജോലി', { exact: true }).fill(work);
  await page.getByRole('button', { name: 'വീടിന്റെ വിവരങ്ങൾ സേവ് ചെയ്യുക' }).click();
  await expect(page.getByText('വീടിന്റെയും അംഗങ്ങളുടെയും വിവരങ്ങൾ സേവ് ചെയ്തു')).toBeVisible();
  await expect(form).toHaveCount(0);

  await page.reload();
  const again = await openFirstMember(page);
  expect(again.name).toBe(name);
  await expect(again.form.getByLabel('ജോലി', { exact: true })).toHaveValue(work);
  const saved = await apiJson<House>(page.request, `/api/houses/${family._id}`);
  expect(saved.members.find((m) => m.name === name)?.work).toBe(work);
});

test('at 360 px leaving the family screen with an unsaved edit asks first; cancelling keeps the edit', async ({
  page,
}) => {
  const family = await openFamily(page, 6, 2);
  const { form } = await openFirstMember(page);
  const work = form.getByLabel('ജോലി', { exact: true });
  await work.fill('പുതിയ ജോലി');

  // A link to another page: asked in Malayalam; "cancel" stays with the edit.
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'വാർഡ് പേജ് കാണുക' }).click();
  const question = 'സേവ് ചെയ്യാത്ത മാറ്റങ്ങളുണ്ട്. ഈ പേജ് വിട്ടാൽ അവ നഷ്ടപ്പെടും. എന്നിട്ടും പോകണോ?';
  await expect.poll(() => asked).toEqual([question]);
  await expect(page).toHaveURL(new RegExp(`/add-house\\?house=${family._id}$`));
  await expect(work).toHaveValue('പുതിയ ജോലി');

  // Closing or reloading the tab asks the browser's own question.
  expect(
    await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    }),
  ).toBe(true);

  // Agreeing leaves; nothing was saved.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'വാർഡ് പേജ് കാണുക' }).click();
  await expect(page).toHaveURL(new RegExp(`/wards/${family.ward}$`));
  const after = await apiJson<House>(page.request, `/api/houses/${family._id}`);
  expect(after.members.map((m) => m.work)).not.toContain('പുതിയ ജോലി');
  // Nothing left to lose: no question any more (once the form's screen has gone, after the URL changed).
  await expect
    .poll(() =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      }),
    )
    .toBe(false);
});

test('at 360 px Back from a form with an unsaved edit asks too; a saved form leaves without a question', async ({
  page,
}) => {
  await openFamily(page, 6, 3);
  const name = page.getByRole('textbox', { name: /^വീട്ടുപേര്/ });
  const before = await name.inputValue();
  await name.fill(`${before}x`);
  const asked: string[] = [];
  page.once('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked).toHaveLength(1);
  await expect(page).toHaveURL(/\/add-house\?house=/);
  await expect(name).toHaveValue(`${before}x`);
  // Put back as it was: nothing unsaved, so a link leaves without a question.
  await name.fill(before);
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'വാർഡ് പേജ് കാണുക' }).click();
  await expect(page).toHaveURL(/\/wards\/6$/);
  expect(asked).toHaveLength(1);
});
