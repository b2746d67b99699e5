// Helpers every spec shares: logging in, and axe's findings.
import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Cookie, type Page } from '@playwright/test';
import type { UserInfo } from '@parish/shared/auth';
import { E2E_ADMIN_PASSWORD, E2E_USER_PASSWORD } from '../playwright.config.ts';

export type Role = 'admin' | 'user';
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];
const PASSWORDS: Record<Role, string> = { admin: E2E_ADMIN_PASSWORD, user: E2E_USER_PASSWORD };

/** What a login leaves in a browser: the session cookie and the userInfo the login screen stores. */
export type SavedSession = { cookies: Cookie[]; userInfo: UserInfo };
type SessionSource = (role: Role) => Promise<SavedSession>;
let savedSessions: SessionSource | null = null;

/** Set by the worker's fixture (fixtures.ts): one login per role per worker, shared by its tests. */
export function useSavedSessions(source: SessionSource | null): void {
  savedSessions = source;
}

/** Logs in through the API as `request`'s context; what the login screen would leave behind. */
export async function apiLogin(request: APIRequestContext, role: Role): Promise<SavedSession> {
  const res = await request.post('/api/auth/login', { data: { username: role, password: PASSWORDS[role] } });
  expect(res.status()).toBe(200);
  const { userInfo } = (await res.json()) as { userInfo: UserInfo };
  const cookies = (await request.storageState()).cookies.filter((c) => c.name === 'sid');
  return { cookies, userInfo };
}

async function storeUserInfo(page: Page, userInfo: UserInfo) {
  await page.addInitScript((info) => {
    localStorage.setItem('visited', 'true');
    localStorage.setItem('userInfo', JSON.stringify(info));
  }, userInfo);
}

/**
 * The page's context is logged in as `role` from the session its worker saved: no login request,
 * so no password hashing on the server (docs/decisions.md, A test suite that runs in ten minutes).
 * A test that ends the session (logout) uses freshLogin instead, so the others keep it.
 */
export async function loginAs(page: Page, role: Role): Promise<void> {
  if (!savedSessions) return freshLogin(page, role);
  const { cookies, userInfo } = await savedSessions(role);
  await page.context().addCookies(cookies);
  await storeUserInfo(page, userInfo);
}

/** A login of the page's own, through the API (the session cookie lands in the page's context). */
export async function freshLogin(page: Page, role: Role): Promise<void> {
  const { userInfo } = await apiLogin(page.request, role);
  await storeUserInfo(page, userInfo);
}

/**
 * axe-core's violations on the page (the third-party map iframe left out). Legacy mode runs axe in
 * the page itself instead of opening a blank page to merge frames' results, and only violations
 * list every node: the same findings at a third of the time.
 */
async function axeViolations(page: Page): Promise<Result[]> {
  const result = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).exclude('iframe').analyze();
  return result.violations;
}

const describe = (v: Result) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;

/** axe-core's violations of any impact on the page, one line each. */
export async function allViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).map(describe);
}

/** axe-core's serious and critical violations on the page. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describe);
}

/** A real PNG (an RGB gradient) built here, so the upload goes through sharp on the server. */
export function makePng(width: number, height: number): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const o = y * (width * 3 + 1) + 1 + x * 3;
      raw[o] = (x * 255) / width;
      raw[o + 1] = (y * 255) / height;
      raw[o + 2] = 120;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Opens `path` inside the app, as a link would (no page load): the screen then reads its data from
 * the browser, where a test can hold or answer the request (a page load gets it from the server).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (!/^https?:/.test(page.url())) await page.goto('/');
  await page.evaluate((to) => {
    window.history.pushState({ idx: window.history.length, key: `e2e${Date.now()}`, usr: null }, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
}
