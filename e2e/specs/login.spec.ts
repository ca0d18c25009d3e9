import { expect, test } from '../support/test.ts';
import { signInBrowser, signUpViaApi } from '../support/auth.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { linkIn, requireMailbox, waitForMail } from '../support/mailbox.ts';

test.describe('login', () => {
  test('a protected page sends the visitor to login and back there after signing in', async ({
    page,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    const user = await signUpViaApi(request, 'Redirect Reader');
    await page.goto('/dashboard/settings');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard%2Fsettings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();

    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Redirect Reader');
    guard.check();
  });

  test('a wrong password is refused with a message and no redirect', async ({ page, request }) => {
    const guard = expectNoConsoleErrors(page, {
      allow: [/HTTP 401: POST .*\/api\/auth\/sign-in\/email/, /console\.error/],
    });
    const user = await signUpViaApi(request);
    await page.goto('/auth/login?redirect=%2Fdashboard%2Fnotifications');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    guard.check();
  });

  test('a redirect to another site is ignored in favour of the dashboard', async ({ page, request }) => {
    const user = await signUpViaApi(request, 'Safe Redirect');
    await page.goto('/auth/login?redirect=%2F%2Fevil.example%2Fsteal');
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('signing out ends the session: the dashboard asks for login again', async ({ page, request }) => {
    const guard = expectNoConsoleErrors(page);
    await signInBrowser(page.context(), await signUpViaApi(request, 'Leaving Soon'));
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).not.toHaveURL(/\/dashboard/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard$/);
    guard.check();
  });
});

test.describe('forgotten password', () => {
  test('the emailed link sets a new password, and only the new one signs in', async ({ page, request }) => {
    requireMailbox();
    const guard = expectNoConsoleErrors(page);
    const user = await signUpViaApi(request, 'Forgetful Writer');

    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email address').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(`If an account exists for ${user.email}`);

    const mail = await waitForMail(user.email, /^Reset your Penwright password$/);
    const link = linkIn(mail, '/auth/reset-password');
    expect(new URL(link).searchParams.get('token')).toBeTruthy();
    // The link names the server's APP_URL, which is the address under test.
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();

    const newPassword = `${user.password}-renewed`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat new password').fill(`${newPassword}x`);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('The two passwords do not match.')).toBeVisible();
    await page.getByLabel('Repeat new password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByRole('status')).toContainText('Your password has been changed.');

    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/auth\/login$/);
    await page.getByLabel('Email address').fill(user.email);
    await page.getByLabel('Password').fill(newPassword);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    guard.check();

    // The old password no longer works, and the link cannot be used twice.
    const oldSignIn = await request.post('/api/auth/sign-in/email', {
      headers: { origin: new URL(link).origin },
      data: { email: user.email, password: user.password },
    });
    expect(oldSignIn.status()).toBe(401);
    const reuse = await request.post('/api/auth/reset-password', {
      headers: { origin: new URL(link).origin },
      data: { token: new URL(link).searchParams.get('token'), newPassword: 'another-new-one' },
    });
    expect(reuse.status()).toBeGreaterThanOrEqual(400);
  });
});
