// The specs' `test`: Playwright's, with a page whose goto and reload wait until the server-rendered
// page has hydrated (`<html data-live>`, app/layout.tsx), so a test never taps a button the
// page's scripts have not taken over yet (the HTML is there long before).
import { test as base, type Page, type Response } from '@playwright/test';

export * from '@playwright/test';

type Navigate = (url: string, options?: Parameters<Page['goto']>[1]) => Promise<Response | null>;

async function waitForLive(page: Page, response: Response | null, waitUntil?: string) {
  const html = (response?.headers()['content-type'] ?? '').startsWith('text/html');
  if (html && waitUntil !== 'commit') await page.locator('html[data-live="true"]').waitFor({ state: 'attached' });
}

export const test = base.extend({
  page: async ({ page }, use) => {
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
    await use(page);
  },
});
