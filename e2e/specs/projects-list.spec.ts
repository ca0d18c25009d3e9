import { expect, test, type Page } from '../support/test.ts';
import { checkA11y } from '../support/a11y.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { dayFromToday, openPage, projectsApi, signInWriter } from '../support/projects.ts';

const rows = (page: Page) => page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
const row = (page: Page, title: string) => rows(page).filter({ hasText: title });

test.describe('the projects list', () => {
  test('pages, filters, sorts, searches and marks overdue projects', async ({ page, context, request }) => {
    test.setTimeout(120_000);
    const guard = expectNoConsoleErrors(page);
    const api = projectsApi(request, await signInWriter(request, context));
    // Starter allows three active projects; completed ones do not count, so twenty are finished first.
    for (let n = 1; n <= 20; n += 1) {
      const title = `Finished essay ${String(n).padStart(2, '0')}`;
      await api.create({ title, dueDate: n === 1 ? '2020-01-15' : null }, 'completed');
    }
    await api.create({ title: 'Overdue draft', dueDate: dayFromToday(-1) }, 'draft');
    await api.create({ title: 'Due today draft', dueDate: dayFromToday(0) }, 'draft');
    await api.create({ title: 'Undated brief' });

    await openPage(page, '/dashboard/projects');
    await expect(page.getByText('23 projects')).toBeVisible();
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByText('Page 1 of 2')).toBeVisible();

    // Overdue: due before the start of today and not completed.
    await expect(row(page, 'Overdue draft').getByTestId('overdue')).toBeVisible();
    await expect(row(page, 'Due today draft').getByTestId('overdue')).toHaveCount(0);
    await expect(row(page, 'Undated brief').getByTestId('overdue')).toHaveCount(0);
    await checkA11y(page);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    // The oldest finished essay is past its due date but completed, so it is not overdue.
    await expect(row(page, 'Finished essay 01')).toContainText('Due Jan 15, 2020');
    await expect(row(page, 'Finished essay 01').getByTestId('overdue')).toHaveCount(0);

    await page.getByRole('link', { name: 'Drafts', exact: true }).click();
    await expect(page).toHaveURL('/dashboard/projects/draft');
    await expect(page.getByText('2 projects')).toBeVisible();
    await expect(rows(page)).toHaveText([/Due today draft/, /Overdue draft/]);

    await page.getByRole('link', { name: 'Completed', exact: true }).click();
    await expect(page).toHaveURL('/dashboard/projects/completed');
    await expect(page.getByText('20 projects')).toBeVisible();

    await page.getByRole('link', { name: 'All projects', exact: true }).click();
    await page.getByLabel('Sort by').selectOption({ label: 'Due soonest' });
    await expect(page).toHaveURL(/sort=dueDate&order=asc/);
    await expect(rows(page).nth(0)).toContainText('Finished essay 01');
    await expect(rows(page).nth(1)).toContainText('Overdue draft');
    await expect(rows(page).nth(2)).toContainText('Due today draft');
    await page.getByLabel('Sort by').selectOption({ label: 'Oldest first' });
    await expect(page).toHaveURL(/sort=createdAt&order=asc/);
    await expect(rows(page).nth(0)).toContainText('Finished essay 01');
    await page.getByLabel('Sort by').selectOption({ label: 'Newest first' });
    await expect(rows(page).nth(0)).toContainText('Undated brief');

    await page.getByRole('searchbox', { name: 'Search projects by title' }).fill('today');
    await expect(page).toHaveURL(/q=today/);
    await expect(page.getByText('1 project', { exact: true })).toBeVisible();
    await expect(rows(page)).toHaveText([/Due today draft/]);
    await page.getByRole('searchbox', { name: 'Search projects by title' }).fill('nothing like this');
    await expect(page.getByText('No projects match “nothing like this”')).toBeVisible();

    // A row opens the step its project is on.
    await page.goto('/dashboard/projects/draft');
    await row(page, 'Overdue draft').getByRole('link').click();
    await expect(page).toHaveURL(/\/dashboard\/projects\/draft\/[^/]+$/);
    guard.check();
  });

  test('a writer without projects is invited to start one, on the list and the overview', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    await signInWriter(request, context);
    await openPage(page, '/dashboard/projects');
    await expect(page.getByRole('heading', { name: 'Start your first project' })).toBeVisible();
    await page.getByRole('link', { name: 'New project' }).last().click();
    await expect(page).toHaveURL('/dashboard/projects/new');
    await page.goto('/dashboard/projects/completed');
    await expect(page.getByRole('heading', { name: 'No completed projects yet' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
    guard.check();
  });
});
