import { expect, test } from '../support/test.ts';
import { checkA11y } from '../support/a11y.ts';
import { signInBrowser, signUpViaApi } from '../support/auth.ts';
import { expectNoConsoleErrors } from '../support/console.ts';

// The sign-in pages and the dashboard are for people, not search engines: noindex, and no canonical URL.
const authPages = [
  { path: '/auth', title: 'Sign up or log in · Penwright', heading: 'Create your Penwright account' },
  { path: '/auth/login', title: 'Log in · Penwright', heading: 'Welcome back' },
  {
    path: '/auth/reset-password?token=not-a-real-token',
    title: 'Choose a new password · Penwright',
    heading: 'Choose a new password',
  },
  {
    path: '/auth/reset-password',
    title: 'Choose a new password · Penwright',
    heading: 'Choose a new password',
  },
];

test.describe('sign-in pages', () => {
  for (const expected of authPages) {
    test(`${expected.path} is accessible and kept out of search results`, async ({ page }) => {
      const guard = expectNoConsoleErrors(page);
      await page.goto(expected.path);
      await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
      await expect(page).toHaveTitle(expected.title);
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
      await expect(page.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible();
      await checkA11y(page);
      guard.check();
    });
  }

  test('a reset page without a token offers a new link', async ({ page }) => {
    await page.goto('/auth/reset-password');
    await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.');
    await page.getByRole('link', { name: 'Send me a new link' }).click();
    await expect(page.getByRole('dialog', { name: 'Reset your password' })).toBeVisible();
  });

  test('the sign-up and login modal is accessible', async ({ page }) => {
    const guard = expectNoConsoleErrors(page);
    await page.goto('/?auth=signup');
    const dialog = page.getByRole('dialog', { name: 'Create your Penwright account' });
    await expect(dialog).toBeVisible();
    // The parameter is dropped once the modal is open, so closing it stays closed on reload.
    await expect(page).toHaveURL(/\/$/);
    await checkA11y(page);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeVisible();
    await checkA11y(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Welcome back' })).toBeHidden();
    guard.check();
  });

  test('dashboard pages are kept out of search results and pass the accessibility check', async ({
    page,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    await signInBrowser(page.context(), await signUpViaApi(request, 'Index Check'));
    for (const [path, heading] of [
      ['/dashboard', /Good (morning|afternoon|evening), Index/],
      ['/dashboard/settings', 'Settings'],
      ['/dashboard/notifications', 'Notifications'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
      await checkA11y(page, { exclude: ['#cc-main'] });
    }
    guard.check();
  });
});
