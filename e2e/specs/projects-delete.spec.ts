import { expect, test, type Page, type Request } from '../support/test.ts';
import { checkA11y } from '../support/a11y.ts';
import { bearer } from '../support/auth.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { draftEditor, openPage, projectsApi, saveStatus, signInWriter } from '../support/projects.ts';

const rows = (page: Page) => page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
const confirmation = (page: Page) => page.getByRole('alertdialog', { name: 'Delete this project?' });
const isDraftWrite = (r: Request) => r.method() === 'PUT' && r.url().includes('/posts/');

test.describe('deleting a project', () => {
  test('from its row in the list, after a cancelled first try', async ({ page, context, request }) => {
    const guard = expectNoConsoleErrors(page);
    const user = await signInWriter(request, context);
    const api = projectsApi(request, user);
    await api.create({ title: 'Essay to keep' }, 'draft');
    const doomed = await api.create({ title: 'Essay to delete' }, 'completed');

    await openPage(page, '/dashboard/projects');
    await expect(rows(page)).toHaveCount(2);
    const remove = page.getByRole('button', { name: 'Delete “Essay to delete”' });
    await remove.click();
    const dialog = confirmation(page);
    await expect(dialog).toContainText(
      '“Essay to delete” will be removed permanently, with its draft, its revisions and its checklist.',
    );
    // The safe choice has the focus, so Enter on an accidental open deletes nothing.
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await checkA11y(page);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(rows(page)).toHaveCount(2);

    // Keyboard only: open it again from the focused button and confirm.
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: 'Delete project' }).press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByText('“Essay to delete” has been deleted.')).toBeVisible();
    await expect(rows(page)).toHaveText([/Essay to keep/]);
    await expect(page.getByText('1 project', { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Projects' })).toBeFocused();

    const gone = await request.get(`/v1/projects/${doomed.id}`, { headers: bearer(user) });
    expect(gone.status()).toBe(404);
    guard.check();
  });

  test('from inside the project, on a phone, without saving the draft on the way out', async ({
    page,
    context,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const guard = expectNoConsoleErrors(page);
    const user = await signInWriter(request, context);
    const api = projectsApi(request, user);
    const project = await api.create({ title: 'Draft to delete', targetWords: 100 }, 'draft');
    await api.create({ title: 'Another essay' });
    await openPage(page, `/dashboard/projects/draft/${project.id}`);
    await expect(draftEditor(page)).toBeVisible();
    await draftEditor(page).click();
    await page.keyboard.type('Unsaved words that go with the project.');
    await expect(saveStatus(page)).toHaveText('Unsaved changes');
    const writes: string[] = [];
    page.on('request', (r) => isDraftWrite(r) && writes.push(r.url()));

    const more = page.getByRole('button', { name: 'More project actions' });
    await more.scrollIntoViewIfNeeded();
    const box = await more.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await more.click();
    await page.getByRole('menuitem', { name: 'Delete project…' }).click();
    await expect(confirmation(page).getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirmation(page)).toBeHidden();
    await expect(more).toBeFocused();

    // By keyboard this time: the menu opens on Enter, and its item on Enter.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Delete project…' })).toBeFocused();
    await page.keyboard.press('Enter');
    await confirmation(page).getByRole('button', { name: 'Delete project' }).click();

    await expect(page).toHaveURL('/dashboard/projects');
    await expect(page.getByText('“Draft to delete” has been deleted.')).toBeVisible();
    await expect(rows(page)).toHaveText([/Another essay/]);
    const gone = await request.get(`/v1/projects/${project.id}`, { headers: bearer(user) });
    expect(gone.status()).toBe(404);
    expect(writes).toEqual([]);
    guard.check();

    // Back does not bring the deleted project out of the cache.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'This project could not be opened' })).toBeVisible();
    await expect(draftEditor(page)).toHaveCount(0);
  });

  test('says so in the dialog when the server refuses, and deletes nothing', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page, { allow: [/HTTP 500: DELETE/, /status of 500/] });
    const user = await signInWriter(request, context);
    const project = await projectsApi(request, user).create({ title: 'Stubborn essay' });
    await page.route(`**/v1/projects/${project.id}`, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            json: {
              status: 'error',
              code: 'internal',
              message: 'A server error occurred. Please try again later.',
            },
          })
        : route.fallback(),
    );
    await openPage(page, '/dashboard/projects');
    await page.getByRole('button', { name: 'Delete “Stubborn essay”' }).click();
    const dialog = confirmation(page);
    await dialog.getByRole('button', { name: 'Delete project' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'The project could not be deleted. A server error occurred. Please try again later.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(rows(page)).toHaveText([/Stubborn essay/]);
    const still = await request.get(`/v1/projects/${project.id}`, { headers: bearer(user) });
    expect(still.status()).toBe(200);
    guard.check();
  });
  test('from the review and completed steps, through the same menu', async ({ page, context, request }) => {
    const guard = expectNoConsoleErrors(page);
    const user = await signInWriter(request, context);
    const api = projectsApi(request, user);
    const inReview = await api.create({ title: 'Report under review' }, 'review');
    const finished = await api.create({ title: 'Finished essay' }, 'completed');

    for (const [project, path, heading] of [
      [inReview, `/dashboard/projects/review/${inReview.id}`, 'Step 4 of 5 · Review'],
      [finished, `/dashboard/projects/completed/${finished.id}`, 'Step 5 of 5 · Complete'],
    ] as const) {
      await openPage(page, path);
      await expect(page.getByText(heading)).toBeVisible();
      // Nothing was written in these drafts, and the read-only view says so rather than showing a blank page.
      await expect(page.getByText('Nothing has been written in this draft.')).toBeVisible();
      await page.getByRole('button', { name: 'More project actions' }).click();
      await page.getByRole('menuitem', { name: 'Delete project…' }).click();
      await confirmation(page).getByRole('button', { name: 'Delete project' }).click();
      await expect(page).toHaveURL('/dashboard/projects');
      await expect(page.getByText(`“${project.title}” has been deleted.`)).toBeVisible();
      const gone = await request.get(`/v1/projects/${project.id}`, { headers: bearer(user) });
      expect(gone.status()).toBe(404);
    }
    await expect(page.getByRole('heading', { name: 'Start your first project' })).toBeVisible();
    guard.check();
  });
});
