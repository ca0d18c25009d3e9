import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '../support/test.ts';
import { bearer } from '../support/auth.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { baseUrl } from '../support/env.ts';
import { hasMailbox, waitForMail } from '../support/mailbox.ts';

const uniqueEmail = () => `e2e-ui-${randomUUID()}@example.com`;

async function fillSignUp(page: Page, name: string, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Create your Penwright account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full name').fill(name);
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Password').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Create account' }).click();
}

async function expectStarterDashboard(page: Page, firstName: string) {
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`, ${firstName}$`) })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your plan' })).toBeVisible();
  const plan = page.getByRole('main');
  // Plan name with its status badge, then price and limit.
  await expect(plan.getByText(/^Starter\s*Active$/)).toBeVisible();
  await expect(plan.getByText('$0.00 / month · up to 3 active projects')).toBeVisible();
}

test.describe('sign-up through the UI', () => {
  test('from the Starter plan on the pricing section, landing on the dashboard with the Starter plan', async ({
    page,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    const email = uniqueEmail();
    await page.goto('/#pricing');
    await page
      .getByRole('article', { name: 'Starter' })
      .getByRole('button', { name: 'Start for free' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Create your Penwright account' });
    await expect(dialog.getByRole('status')).toContainText('You chose Starter ($0.00/month)');
    await fillSignUp(page, 'Ada Lovelace', email);
    await expect(page.getByText('Your account is ready.')).toBeVisible();
    await expectStarterDashboard(page, 'Ada');

    // The same account, seen from the API: on the Starter plan, with its cookie consent stored.
    const token = await page.evaluate(async () => {
      const response = await fetch('/api/auth/token', { credentials: 'same-origin' });
      return ((await response.json()) as { token: string }).token;
    });
    const me = await request.get('/v1/users/me', { headers: bearer({ token }) });
    const user = ((await me.json()) as { data: { email: string; subscription: { plan: { id: string } } } })
      .data;
    expect(user.email).toBe(email);
    expect(user.subscription.plan.id).toBe('starter');
    const consents = await request.get('/v1/users/me/consents', { headers: bearer({ token }) });
    expect(((await consents.json()) as { data: { choice: unknown } }).data.choice).toMatchObject({
      revision: 0,
      categories: ['necessary'],
    });
    // Last step of sign-up: the confirmation link, sent in the background.
    if (hasMailbox()) {
      const mail = await waitForMail(email, /^Confirm your email address for Penwright$/);
      expect(mail.text).toMatch(/https?:\/\/\S+verify-email\S*token=/);
    }
    guard.check();
  });

  test('from /?auth=signup, with the form checking its fields first', async ({ page }) => {
    const guard = expectNoConsoleErrors(page);
    await page.goto('/?auth=signup');
    const dialog = page.getByRole('dialog', { name: 'Create your Penwright account' });
    await dialog.getByRole('button', { name: 'Create account' }).click();
    // Nothing is sent while a field is wrong; each says what is missing.
    await expect(dialog.getByText('Enter your name.', { exact: false })).toBeVisible();
    await dialog.getByLabel('Full name').fill('Grace Hopper');
    await dialog.getByLabel('Email address').fill('not-an-email');
    await dialog.getByLabel('Password').fill('123');
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect(dialog.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

    await fillSignUp(page, 'Grace Hopper', uniqueEmail());
    await expectStarterDashboard(page, 'Grace');
    // A fresh page load keeps the session.
    await page.reload();
    await expectStarterDashboard(page, 'Grace');
    guard.check();
  });

  test('an address that already has an account is refused with a message', async ({ page, request }) => {
    const guard = expectNoConsoleErrors(page, {
      // The refused sign-up itself, and the form logging why it failed.
      allow: [/HTTP 4\d\d: POST .*\/api\/auth\/sign-up\/email/, /console\.error/],
    });
    const email = uniqueEmail();
    const first = await request.post('/api/auth/sign-up/email', {
      headers: { origin: baseUrl() },
      data: { email, password: 'first password', name: 'First Owner' },
    });
    expect(first.status()).toBe(200);
    await page.goto('/?auth=signup');
    await fillSignUp(page, 'Second Try', email);
    await expect(page.getByRole('dialog').getByRole('alert')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    guard.check();
  });
});
