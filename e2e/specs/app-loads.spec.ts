import { expect, test } from '../support/test.ts';
import { expectNoConsoleErrors } from '../support/console.ts';

// `/` is the landing page; `/auth` exists only in the client router, so it also exercises the
// server's fallback to the app shell.
for (const path of ['/', '/auth']) {
  test(`${path} loads without console errors or failed requests`, async ({ page }) => {
    const guard = expectNoConsoleErrors(page);

    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.locator('html')).toHaveCount(1);
    expect((await page.title()).trim()).not.toBe('');

    guard.check();
  });
}
