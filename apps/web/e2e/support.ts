// Helpers every spec shares: logging in through the API, and axe's serious findings.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { UserInfo } from '@parish/shared/schemas';
import { E2E_ADMIN_PASSWORD, E2E_USER_PASSWORD } from '../playwright.config.ts';

export type Role = 'admin' | 'user';
const PASSWORDS: Record<Role, string> = { admin: E2E_ADMIN_PASSWORD, user: E2E_USER_PASSWORD };

/** Logs in through the API (the session cookie lands in the page's context) and stores userInfo as the login screen does. */
export async function loginAs(page: Page, role: Role): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { username: role, password: PASSWORDS[role] } });
  expect(res.status()).toBe(200);
  const { userInfo } = (await res.json()) as { userInfo: UserInfo };
  await page.addInitScript((info) => {
    localStorage.setItem('visited', 'true');
    localStorage.setItem('userInfo', JSON.stringify(info));
  }, userInfo);
}

/** axe-core's serious and critical violations on the page (the third-party map iframe left out). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).exclude('iframe').analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
