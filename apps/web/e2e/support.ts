// Helpers every spec shares: logging in, and axe's findings.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  type APIRequestContext,
  type Cookie,
  type Locator,
  type Page,
  type PlaywrightWorkerArgs,
} from '@playwright/test';
import type { UserInfo } from '@parish/shared/auth';
import type { WardPage } from '@parish/shared/houses';
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
  const result = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .exclude('iframe')
    .analyze();
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

/**
 * Two animation frames have passed: what the page rendered so far has been painted, and the
 * intersection and layout-shift observers have reported on it. Only without a paused fake clock
 * (page.clock fakes requestAnimationFrame); see `settled` for that.
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));
}

/**
 * The work the page has queued so far has run: React schedules renders and effects as message
 * tasks (real ones, even under page.clock), and a message posted after them runs after them. A few
 * rounds cover a render, its effects and the render they cause.
 */
export async function settled(page: Page, rounds = 8): Promise<void> {
  await page.evaluate(async (n) => {
    for (let i = 0; i < n; i++) {
      await new Promise<void>((r) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => r();
        channel.port2.postMessage(null);
      });
    }
  }, rounds);
}

/**
 * The page's fonts and the images on the screen have loaded (or failed), then two frames passed:
 * nothing more is on its way to shift what is seen (lazy images off the screen, below it or to the
 * side in a carousel, wait for a scroll).
 */
export async function loaded(page: Page): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForFunction(() =>
    Array.from(document.images).every((img) => {
      const r = img.getBoundingClientRect();
      return (
        img.complete || r.bottom <= 0 || r.top >= window.innerHeight || r.right <= 0 || r.left >= window.innerWidth
      );
    }),
  );
  await nextFrames(page);
}

/**
 * Brings an infinite list's sentinel into reach and waits for what that does: more `items`, or the
 * end of the list. Returns false at the end.
 */
export async function loadMore(page: Page, items: Locator): Promise<boolean> {
  const before = await items.count();
  const end = page.locator('.list-end');
  if (await end.isVisible()) return false;
  await page.getByTestId('scroll-sentinel').scrollIntoViewIfNeeded();
  await expect.poll(async () => (await end.isVisible()) || (await items.count()) > before).toBe(true);
  return (await items.count()) > before;
}

/** Scrolls an infinite list until it holds `total` items. */
export async function scrollToEnd(page: Page, items: Locator, total: number): Promise<void> {
  await expect(items.first()).toBeVisible();
  while ((await items.count()) < total && (await loadMore(page, items)));
  await expect(items).toHaveCount(total);
}

/**
 * A GET through the page's own fetch, as JSON: the request context may reuse a keep-alive socket the server
 * has closed meanwhile (ECONNRESET).
 */
export function getJson<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (u) => (await fetch(u)).json(), url) as Promise<T>;
}

/** A GET through the page's own fetch, as text (see getJson). */
export function getText(page: Page, url: string): Promise<string> {
  return page.evaluate(async (u) => (await fetch(u)).text(), url);
}

/** A request context of its own, logged in as `role` (for data a test makes as someone else). */
export async function requestAs(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL: string | undefined,
  role: Role,
): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL });
  const res = await context.post('/api/auth/login', { data: { username: role, password: PASSWORDS[role] } });
  expect(res.status()).toBe(200);
  return context;
}

/** Each ad slot within reach of the screen (the slot loads its code 200 px ahead) shows its banner. */
export async function bannersInReach(page: Page): Promise<void> {
  const slots = page.locator('[data-ad-slot]');
  for (let i = 0; i < (await slots.count()); i++) {
    const near = await slots.nth(i).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.bottom > -200 && r.top < window.innerHeight + 200;
    });
    if (near) await expect(slots.nth(i).locator('.ad-banner')).toBeVisible();
  }
}

/** GET `url` through a request context: answered 200, read as JSON. */
export async function apiJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return (await res.json()) as T;
}

/** A ward's families as the public ward page reads them, view `view`. */
export function wardPage(request: APIRequestContext, ward: number, view = 1): Promise<WardPage> {
  return apiJson<WardPage>(request, `/api/houses/wards/${ward}?v=${view}`);
}

/**
 * Sums the layout shifts the visitor did not cause from the first paint (the CLS of the load); returns a
 * reader of the sum.
 */
export async function watchLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.__cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

/**
 * Every visible select, text box and button whose text is cut by its own box
 * (docs/decisions.md "No text cut inside a control").
 */
export async function clippedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const measure = document.createElement('span');
    measure.style.cssText = 'position:absolute;visibility:hidden;white-space:pre;left:-9999px;top:0';
    document.body.append(measure);
    const controls = document.querySelectorAll<HTMLElement>(
      'select, textarea, button, ' +
        'input:not([type=checkbox]):not([type=radio]):not([type=file]):not([type=hidden]):not([type=range])',
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === 'hidden') continue;
      const cs = getComputedStyle(el);
      const id = el.id || el.getAttribute('name') || el.textContent?.trim().slice(0, 20);
      const name = `${el.tagName.toLowerCase()}#${id}`;
      if (el instanceof HTMLButtonElement) {
        if (el.scrollWidth > el.clientWidth + 1) out.push(`${name}: ${el.scrollWidth} > ${el.clientWidth}`);
        continue;
      }
      // A select's chosen option, a text box's placeholder (a typed value longer than its box scrolls in it).
      if (el instanceof HTMLTextAreaElement || (el instanceof HTMLInputElement && el.value !== '')) continue;
      const text =
        el instanceof HTMLSelectElement ? (el.selectedOptions[0]?.text ?? '') : (el as HTMLInputElement).placeholder;
      if (!text) continue;
      measure.style.font = cs.font;
      measure.style.letterSpacing = cs.letterSpacing;
      measure.textContent = text;
      // A select's arrow takes about 20 px of its content box.
      const room =
        el.clientWidth -
        parseFloat(cs.paddingLeft) -
        parseFloat(cs.paddingRight) -
        (el instanceof HTMLSelectElement ? 20 : 0);
      const width = measure.getBoundingClientRect().width;
      if (width > room + 1) out.push(`${name} "${text}": ${Math.round(width)} > ${Math.round(room)}`);
      // Nor cut at the top or bottom: the line fits the box's height.
      if (el.scrollHeight > el.clientHeight + 1 && !(el instanceof HTMLSelectElement))
        out.push(`${name}: ${el.scrollHeight} high in ${el.clientHeight}`);
    }
    measure.remove();
    return out;
  });
}

/**
 * The settings are one row for the whole site: a test that changes them (a repeat on another
 * worker too) must not do so while another checks what it saved. A directory is the lock; one
 * left by a killed run is taken over after a minute.
 */
export async function withSettingsLock<T>(work: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `parish-e2e-settings-lock-${process.env.E2E_PORT ?? 4310}`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The family card of `house` on a ward page, loading more of the list until it is there. */
export async function findCard(page: Page, house: string): Promise<Locator> {
  const cards = page.getByTestId('family-card');
  const card = cards.filter({ has: page.getByRole('heading', { name: new RegExp(`, ${house}$`) }) });
  await expect(cards.first()).toBeVisible();
  while ((await card.count()) === 0 && (await loadMore(page, cards)));
  await expect(card).toHaveCount(1);
  return card;
}

/** Chromium's virtual authenticator: a phone's platform passkey that answers at once, fingerprint given. */
export async function virtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}
