import { test as base } from '@playwright/test';

export * from '@playwright/test';

/** How long a page may take to start its app before a spec goes on without it (a page whose code fails). */
const APP_START_MS = 15_000;

/**
 * Playwright's `test`, with one change: `page.goto` returns once the web app has started on the page
 * (`<html data-app="ready">`), not merely when the HTML has loaded. Public pages are prerendered and load
 * their scripts after the first paint, so a click straight after the load would otherwise reach plain HTML
 * (a link then navigates the whole page) instead of the app. Non-HTML responses return at once.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()['content-type']?.startsWith('text/html')) {
        await page
          .locator('html[data-app="ready"]')
          .waitFor({ state: 'attached', timeout: APP_START_MS })
          .catch(() => undefined);
      }
      return response;
    };
    await use(page);
  },
});
