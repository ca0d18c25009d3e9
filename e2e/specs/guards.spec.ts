import { expect, test } from '../support/test.ts';
import { signInBrowser, signUpViaApi } from '../support/auth.ts';
import { expectNoConsoleErrors } from '../support/console.ts';

test.describe('route guards', () => {
  for (const path of [
    '/dashboard',
    '/dashboard/notifications',
    '/dashboard/admin',
    '/dashboard/settings?tab=1',
  ]) {
    test(`an anonymous visitor to ${path} is sent to login, remembering the page`, async ({ page }) => {
      const guard = expectNoConsoleErrors(page);
      await page.goto(path);
      await expect(page).toHaveURL(
        (url) => url.pathname === '/auth/login' && url.searchParams.get('redirect') === path,
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
      guard.check();
    });
  }

  test('a signed-in user without an admin role is turned away from the admin dashboard', async ({
    page,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    await signInBrowser(page.context(), await signUpViaApi(request, 'Plain User'));
    await page.goto('/dashboard/admin');
    await expect(page).toHaveURL(/\/unauthorised$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeVisible();
    // The way back leads to their own dashboard.
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening), Plain$/ }),
    ).toBeVisible();
    // The admin entry is not offered in the navigation either.
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    guard.check();
  });

  test('a signed-in user opening the sign-in pages goes to the dashboard', async ({ page, request }) => {
    await signInBrowser(page.context(), await signUpViaApi(request, 'Already In'));
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/auth/login?redirect=%2Fdashboard%2Fsettings');
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
  });

  test('an unknown dashboard address shows the dashboard 404 inside the signed-in layout', async ({
    page,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    await signInBrowser(page.context(), await signUpViaApi(request));
    await page.goto('/dashboard/no-such-section');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    guard.check();
  });
});
