import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/test.ts';
import { expectNoConsoleErrors } from '../support/console.ts';

test('Student picked on the pricing section carries through sign-up to the test checkout; paying changes the plan and its history', async ({
  page,
}) => {
  // The declined test card answers 402 on purpose.
  const guard = expectNoConsoleErrors(page, { allow: [/402/] });
  await page.goto('/#pricing');
  await page
    .getByRole('article', { name: 'Student' })
    .getByRole('button', { name: 'Choose Student' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create your Penwright account' });
  await expect(dialog.getByRole('status')).toContainText('You chose Student ($9.00/month)');
  await dialog.getByLabel('Full name').fill('Grace Hopper');
  await dialog.getByLabel('Email address').fill(`e2e-pay-${randomUUID()}@example.com`);
  await dialog.getByLabel('Password').fill('correct horse battery');
  await dialog.getByRole('button', { name: 'Create account' }).click();

  // The in-app checkout, plainly marked as test mode.
  await expect(page).toHaveURL(/\/dashboard\/checkout\/[\w-]+$/);
  await expect(page.getByText('Test mode: no card is charged')).toBeVisible();
  await expect(page.getByText('Penwright Student')).toBeVisible();

  // A declined card changes nothing and says so; paying goes through.
  await page.getByRole('button', { name: 'Try a declined card' }).click();
  await expect(page.getByRole('alert')).toContainText('The test card was declined. Nothing was charged.');
  await page.getByRole('button', { name: 'Pay $9.00' }).click();

  await expect(page).toHaveURL(/\/dashboard\/settings\?checkout=success$/);
  await expect(page.getByText('Payment received. Your new plan is active')).toBeVisible();
  const plan = page.locator('#plan');
  await expect(plan.getByText(/^Student\s*Active$/)).toBeVisible();
  await expect(plan.getByTestId('plan-period')).toHaveText(
    /^\$9\.00 \/ month · renews on [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );
  await expect(plan.getByText('0 of 25')).toBeVisible();

  // The history: newest first, amounts in dollars, dates with a 12-hour time.
  const history = page.getByRole('table');
  const rows = history.getByRole('row');
  await expect(rows.nth(1)).toContainText('Plan changed');
  await expect(rows.nth(1)).toContainText('Student');
  await expect(rows.nth(1)).toContainText('$9.00');
  await expect(rows.nth(1)).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M/);
  await expect(rows.nth(2)).toContainText('Subscribed');
  await expect(rows.nth(2)).toContainText('Starter');

  // Cancel at period end, then keep the plan after all.
  await plan.getByRole('button', { name: 'Cancel plan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel at period end' }).click();
  await expect(plan.getByTestId('plan-period')).toContainText('then Starter');
  await expect(rows.nth(1)).toContainText('Set to cancel at period end');
  await plan.getByRole('button', { name: 'Keep my Student plan' }).click();
  await expect(plan.getByTestId('plan-period')).toContainText('renews on');

  // Upgrade at once to Professional.
  await plan.getByRole('button', { name: 'Upgrade to Professional' }).click();
  await expect(plan.getByText(/^Professional\s*Active$/)).toBeVisible();
  await expect(plan.getByText('0 · unlimited')).toBeVisible();
  guard.check();
});
