import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { checkA11y } from '../support/a11y.ts';
import { signInAdmin } from '../support/admin.ts';
import { bearer, signInBrowser, signUpViaApi } from '../support/auth.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { requireMailbox } from '../support/mailbox.ts';

/** Opens the admin user list filtered to `email`, and the actions menu of that one user. */
async function openActions(page: Page, email: string, name: string) {
  await page.goto('/dashboard/admin');
  await page.getByRole('searchbox', { name: 'Search users by name or email' }).fill(email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  return row;
}

async function adminContext(context: BrowserContext, request: Parameters<typeof signInAdmin>[0]) {
  const admin = await signInAdmin(request);
  await signInBrowser(context, admin);
  return admin;
}

test.describe('the admin dashboard', () => {
  // Two signed-in browsers and several page loads each: on a machine busy with other tests that has taken over
  // the default 30 s.
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(() => requireMailbox());

  test("an admin grants a role, and the user's switcher offers the new dashboard after a refresh", async ({
    page,
    browser,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    await adminContext(page.context(), request);
    const writer = await signUpViaApi(request, 'Grace Granted');
    const writerContext = await browser.newContext();
    await signInBrowser(writerContext, writer);
    const writerPage = await writerContext.newPage();
    await writerPage.goto('/dashboard');
    await expect(writerPage.getByRole('heading', { level: 1, name: /Grace$/ })).toBeVisible();
    await expect(writerPage.getByRole('button', { name: /dashboard$/ })).toHaveCount(0);

    const row = await openActions(page, writer.email, 'Grace Granted');
    await page.getByRole('menuitem', { name: 'Edit roles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Roles for Grace Granted' });
    await dialog.getByRole('checkbox', { name: /^Admin/ }).check();
    await dialog.getByRole('button', { name: 'Save roles' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();

    // The writer's page learns of the role when it loads again.
    await writerPage.reload();
    const switcher = writerPage.getByRole('button', { name: 'Writer dashboard' });
    await expect(switcher).toBeVisible();
    await switcher.click();
    await expect(writerPage.getByRole('menuitemradio')).toHaveText(['Writer', 'Admin']);
    await writerPage.getByRole('menuitemradio', { name: 'Admin' }).click();
    await expect(writerPage).toHaveURL(/\/dashboard\/admin$/);
    await expect(writerPage.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
    await expect(writerPage.getByRole('button', { name: 'Admin dashboard' })).toBeVisible();
    // A plain admin neither edits roles nor reads the audit log.
    await expect(writerPage.getByRole('link', { name: 'Audit log' })).toHaveCount(0);

    // The grant is in the audit log a super admin reads.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/audit-log$/);
    const newest = page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').first();
    await expect(newest).toContainText('Granted Admin');
    await expect(newest).toContainText('Grace Granted');
    // The toast from saving may still be fading out.
    await checkA11y(page, { exclude: ['[data-sonner-toaster]'] });
    await writerContext.close();
    guard.check();
  });

  test('a disabled account is refused at sign-in with the user-disabled message', async ({
    page,
    browser,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    await adminContext(page.context(), request);
    const writer = await signUpViaApi(request, 'Dora Disabled');
    await openActions(page, writer.email, 'Dora Disabled');
    await page.getByRole('menuitem', { name: 'Disable account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disable Dora Disabled?' });
    await dialog.getByRole('button', { name: 'Disable account' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('row').filter({ hasText: writer.email }).getByText('Disabled', { exact: true }),
    ).toBeVisible();
    expect((await request.get('/v1/users/me', { headers: bearer(writer) })).status()).toBe(401);

    const visitor = await browser.newContext();
    const login = await visitor.newPage();
    const visitorGuard = expectNoConsoleErrors(login, {
      allow: [/HTTP 403: POST .*\/api\/auth\/sign-in\/email/, /console\.error/],
    });
    await login.goto('/auth/login');
    await login.getByLabel('Email address').fill(writer.email);
    await login.getByLabel('Password').fill(writer.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(login.getByRole('alert')).toContainText('This account has been disabled.');
    await expect(login).toHaveURL(/\/auth\/login/);
    visitorGuard.check();

    // Enabled again, the same password signs in.
    await openActions(page, writer.email, 'Dora Disabled');
    await page.getByRole('menuitem', { name: 'Enable account' }).click();
    await expect(
      page.getByRole('row').filter({ hasText: writer.email }).getByText('Active', { exact: true }),
    ).toBeVisible();
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(login).toHaveURL(/\/dashboard$/);
    await visitor.close();
    guard.check();
  });

  test('a plan edit shows at once and says it applies to new checkouts', async ({ page, request }) => {
    const guard = expectNoConsoleErrors(page);
    await adminContext(page.context(), request);
    await page.goto('/dashboard/admin/plans');
    await expect(page.getByText('Changes apply to new checkouts.')).toBeVisible();
    const edit = async (price: string) => {
      await page.getByRole('button', { name: 'Edit Professional' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Professional' });
      await dialog.getByLabel('Price per month (USD)').fill(price);
      await dialog.getByRole('button', { name: 'Save plan' }).click();
      await expect(dialog).toBeHidden();
    };
    await edit('24.50');
    await expect(page.getByText('$24.50')).toBeVisible();
    const plans = await request.get('/v1/payments/plans');
    const listed = ((await plans.json()) as { data: { id: string; amount: number }[] }).data;
    expect(listed.find((plan) => plan.id === 'professional')?.amount).toBe(2450);
    // Put back for the specs that follow; both edits are in the audit log.
    await edit('19.00');
    await expect(page.getByText('$19.00')).toBeVisible();
    await page.getByRole('link', { name: 'Audit log' }).click();
    await expect(
      page.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').first(),
    ).toContainText('price $24.50 → $19.00');
    guard.check();
  });

  test('the usage charts render, with their totals, on a desktop and at phone width', async ({
    page,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    await adminContext(page.context(), request);
    // Someone signed up today, so today's sign-up bar has height.
    await signUpViaApi(request, 'Counted Today');
    await page.goto('/dashboard/admin/usage');
    const names = ['Sign-ups', 'Active projects', 'Checks run', 'Revenue'];
    for (const name of names) {
      const figure = page.getByRole('figure', { name });
      await expect(figure.locator('svg.recharts-surface')).toBeVisible();
    }
    const signups = page.getByRole('figure', { name: 'Sign-ups' });
    await expect(signups.locator('.recharts-bar-rectangle path').first()).toBeVisible();
    await expect(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: '7 days' }).click();
    await expect(page).toHaveURL(/\/dashboard\/admin\/usage\?days=7$/);
    await expect(signups.locator('.recharts-cartesian-axis-tick')).not.toHaveCount(0);
    await checkA11y(page);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    for (const name of names) await expect(page.getByRole('figure', { name }).locator('svg')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    guard.check();
  });
});

test.describe('admin routes for everyone else', () => {
  for (const path of [
    '/dashboard/admin',
    '/dashboard/admin/usage',
    '/dashboard/admin/plans',
    '/dashboard/admin/audit-log',
  ]) {
    test(`a writer visiting ${path} lands on /unauthorised, and the API answers 403`, async ({
      page,
      request,
    }) => {
      const guard = expectNoConsoleErrors(page);
      const writer = await signUpViaApi(request, 'Not An Admin');
      await signInBrowser(page.context(), writer);
      await page.goto(path);
      await expect(page).toHaveURL(/\/unauthorised$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
      ).toBeVisible();
      for (const url of ['/v1/admin/users', '/v1/admin/usage', '/v1/admin/plans', '/v1/admin/audit-log']) {
        const res = await request.get(url, { headers: bearer(writer) });
        expect(res.status(), url).toBe(403);
      }
      guard.check();
    });
  }
});
