// The specs' `test`: Playwright's, with pages whose goto and reload wait until the server-rendered
// page has hydrated (`<html data-live>`, app/layout.tsx), so a test never taps a button the
// page's scripts have not taken over yet (the HTML is there long before, and the scripts start
// only once the page is painted).
import { test as base, type BrowserContext, type Page, type Response } from '@playwright/test';
import { apiLogin, useSavedSessions, type Role, type SavedSession } from './support.ts';

export * from '@playwright/test';

type Navigate = (url: string, options?: Parameters<Page['goto']>[1]) => Promise<Response | null>;

async function waitForLive(page: Page, response: Response | null, waitUntil?: string) {
  const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
  if (html && waitUntil !== 'commit') await page.locator('html[data-live="true"]').waitFor({ state: 'attached' });
}

const live = new WeakSet<Page>();

/** The page's goto and reload wait for hydration. */
function liveNavigation(page: Page): Page {
  if (live.has(page)) return page;
  live.add(page);
  const goto: Navigate = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForLive(page, response, options?.waitUntil);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForLive(page, response, options?.waitUntil);
    return response;
  };
  return page;
}

/** Every page of the context, including those a test opens itself (a second user's browser). */
function liveContext(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => liveNavigation(await newPage());
  return context;
}

export const test = base.extend<object, { savedSessions: void }>({
  // One login per role per worker, on first use; loginAs hands its session to every test after.
  // Nothing a test does ends it: logouts go through freshLogin, sessions do not idle out, and the
  // config lifts the per-session request budget.
  savedSessions: [
    async ({ playwright }, use, workerInfo) => {
      const logins = new Map<Role, Promise<SavedSession>>();
      useSavedSessions((role) => {
        let login = logins.get(role);
        if (!login) {
          login = (async () => {
            const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
            try {
              return await apiLogin(request, role);
            } finally {
              await request.dispose();
            }
          })();
          // A failed login is not kept: the next test tries again.
          login.catch(() => logins.delete(role));
          logins.set(role, login);
        }
        return login;
      });
      await use();
      useSavedSessions(null);
    },
    { scope: 'worker', auto: true },
  ],
  page: async ({ page }, use) => {
    await use(liveNavigation(page));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => liveContext(await newContext(options));
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
