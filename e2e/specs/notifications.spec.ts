import { expect, test, type Page } from '../support/test.ts';
import { checkA11y } from '../support/a11y.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { openPage, signInWriter } from '../support/projects.ts';

/*
 * The server's sweep writes the reminder (every second in this run, JOBS_INTERVAL_MS); the dashboard learns of
 * it by polling the unread count every 30 seconds, so the badge may take that long.
 */
const POLL_WAIT_MS = 45_000;

/** The header's bell, named by its unread count ("Notifications, 2 unread"). */
const bell = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Notifications/ });

/** Tomorrow's date in UTC, where due dates fall due: due within 48 hours whatever the hour now. */
function tomorrowUtc(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

test('a project due tomorrow gets a due-soon notification that the badge counts without a reload', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const guard = expectNoConsoleErrors(page);
  await signInWriter(request, context);

  // A new account starts with its welcome.
  await openPage(page, '/dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(bell(page).getByTestId('unread-badge')).toHaveText('1');
  // Marks this document: a reload would lose it.
  await page.evaluate(() => document.documentElement.setAttribute('data-spec-loaded-once', ''));

  await page.getByRole('link', { name: 'New project' }).first().click();
  await expect(page).toHaveURL('/dashboard/projects/new');
  await page.getByLabel('Type of work').selectOption('essay');
  await page.getByLabel('Title').fill('Memory and sleep');
  await page.getByLabel('Due date').fill(tomorrowUtc());
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/new\/[^/?]+\?step=analyse$/);
  const projectId = new URL(page.url()).pathname.split('/').pop() ?? '';

  // The badge counts the reminder on its own, in the same document.
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread', { timeout: POLL_WAIT_MS });
  await expect(bell(page).getByTestId('unread-badge')).toHaveText('2');
  await expect(page.locator('html[data-spec-loaded-once]')).toHaveCount(1);

  await bell(page).click();
  await expect(page).toHaveURL('/dashboard/notifications');
  const list = page.getByRole('list', { name: 'Notifications' });
  const reminder = list.getByRole('listitem').filter({ hasText: '“Memory and sleep” is due soon' });
  await expect(reminder).toBeVisible();
  await expect(reminder).toContainText('Finish the brief and start drafting.');
  await expect(reminder).toHaveAttribute('data-unread', 'true');
  // Newest first: the reminder above the welcome.
  await expect(list.getByRole('listitem').first()).toContainText('is due soon');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Welcome to Penwright');
  await expect(reminder.getByRole('link')).toHaveAttribute('href', `/dashboard/projects/new/${projectId}`);
  await checkA11y(page);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(bell(page).getByTestId('unread-badge')).toHaveCount(0);
  await expect(list.locator('[data-unread]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await expect(page.locator('html[data-spec-loaded-once]')).toHaveCount(1);

  // Read stays read, and the reminder leads to its project.
  await page.reload();
  await expect(reminder).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await reminder.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/projects/new/${projectId}`));
  guard.check();
});
