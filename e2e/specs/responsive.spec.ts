import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test.ts';
import { signInBrowser, signUpViaApi } from '../support/auth.ts';

// A phone: nothing may make the page wider than the screen (sideways scrolling hides the page's edges).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function expectNoSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${path} is ${scrollWidth}px wide on a ${clientWidth}px screen`).toBeLessThanOrEqual(
    clientWidth,
  );
}

test.describe('phone width', () => {
  test('public and sign-in pages fit the screen', async ({ page }) => {
    for (const path of [
      '/',
      '/privacy',
      '/terms',
      '/contact',
      '/help',
      '/unauthorised',
      '/auth',
      '/no-such-page',
    ])
      await expectNoSidewaysScroll(page, path);
  });

  test('dashboard pages fit the screen, even with a long unbroken email address', async ({
    page,
    request,
  }) => {
    // No hyphens or dots to break at before the @, like many real addresses.
    const email = `averyverylongaddressusedforlayouttesting${randomBytes(6).toString('hex')}@example.com`;
    await signInBrowser(page.context(), await signUpViaApi(request, 'Phone Reader', email));
    for (const path of ['/dashboard', '/dashboard/settings', '/dashboard/notifications'])
      await expectNoSidewaysScroll(page, path);
    // The phone menu opens over the page and closes again.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  });
});
