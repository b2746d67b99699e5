// Phones from anywhere: a family member abroad is shown with + and the country code and
// dialled as stored; an Indian one is shown as its 10 digits and dialled with +91.
import { expect, test } from './fixtures.ts';
import type { House } from '@parish/shared/houses';
import { loginAs } from './support.ts';

test('a family member abroad shows +971… and dials it; an Indian one shows 10 digits and dials +91', async ({
  page,
}) => {
  await loginAs(page, 'user');
  // 'അഅ' sorts before every demo house name, so the family is on the ward's first page.
  const houseName = `അഅ ഫോൺ ${Date.now() % 100000}`;
  const base = {
    nameEng: '',
    age: 40,
    work: '',
    gender: true,
    relation: '',
    origin: '',
    location: '',
    blood: '',
    birthMonth: null,
    birthDay: null,
  };
  const res = await page.request.post('/api/houses', {
    data: {
      house: houseName,
      ward: 13,
      members: [
        { ...base, name: 'ജോസഫ്', HOH: true, phone: '94470-44444' },
        { ...base, name: 'ടോണി', HOH: false, location: 'ദുബായ്', phone: '+971 50 123 4567' },
      ],
    },
  });
  expect(res.status()).toBe(201);
  expect(((await res.json()) as House).members.map((m) => m.phone).sort()).toEqual(['+919447044444', '+971501234567']);

  await page.goto('/wards/13');
  const card = page.getByTestId('family-card').filter({ hasText: houseName });
  const abroad = card.locator('a[href="tel:+971501234567"]');
  await expect(abroad).toHaveText('+971 50 123 4567');
  const home = card.locator('a[href="tel:+919447044444"]');
  await expect(home).toHaveText('9447044444');
  await page.screenshot({ path: 'test-results/phones-ward-360.png', fullPage: false });
});
