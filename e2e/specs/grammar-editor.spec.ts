import { expect, test, type Page } from '../support/test.ts';
import { bearer } from '../support/auth.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import {
  draftEditor,
  openDraft,
  openPage,
  projectsApi,
  saveStatus,
  signInWriter,
} from '../support/projects.ts';

// The first check on a fresh server waits for the grammar engine to load (15 s or so on two cores).
const FIRST_CHECK_MS = 45_000;

const underline = (page: Page, words: string | RegExp) =>
  page.locator('[data-grammar-id]', { hasText: words });

test.describe('grammar checks in the draft editor', () => {
  test.describe.configure({ timeout: 75_000 });

  test('a typed mistake is underlined, and its suggestion fixes it in one undo step', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    await openDraft(page, context, request);
    await draftEditor(page).click();
    await page.keyboard.type('Students doesnt like being watched by a algorithm.');
    await expect(underline(page, 'doesnt')).toBeVisible({ timeout: FIRST_CHECK_MS });
    const checks = page.getByRole('complementary', { name: 'Brief' });
    await expect(checks.getByRole('list', { name: 'Suggestions' })).toContainText('doesnt');

    await underline(page, 'doesnt').click();
    // Named, since the cookie banner is a dialog too.
    const card = page.getByRole('dialog', { name: /^(Grammar|Spelling)/ });
    await card.getByRole('group', { name: 'Suggestions' }).getByRole('button').first().click();
    await expect(card).toBeHidden();
    await expect(draftEditor(page)).not.toContainText('doesnt');
    await expect(draftEditor(page)).toContainText(/n[’']t like being watched/);

    // The fix is one step of its own: one undo brings the old words back, and nothing else.
    await page.keyboard.press('Control+z');
    await expect(draftEditor(page)).toHaveText('Students doesnt like being watched by a algorithm.');
    guard.check();
  });

  test('the card opens from the keyboard, from the findings list and with Ctrl+.', async ({
    page,
    context,
    request,
  }) => {
    await openDraft(page, context, request);
    await draftEditor(page).click();
    await page.keyboard.type('We watched a algorithm work.');
    await expect(underline(page, 'a')).toBeVisible({ timeout: FIRST_CHECK_MS });
    const list = page.getByRole('list', { name: 'Suggestions' });
    await list
      .getByRole('button', { name: /Grammar/ })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name: /^Grammar/ });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'an', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();

    // The caret goes just before "a" from the document's start (a caret at an underline's edge is inside it),
    // focused without a click, which could land on the underline and open its card by pointer. Placing it is
    // repeated until the shortcut answers: a check that lands meanwhile may redraw the underlines under it.
    await expect(async () => {
      await draftEditor(page).focus();
      await page.keyboard.press('Control+Home');
      for (let i = 0; i < 'We watched a'.length - 1; i += 1) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Control+.');
      await expect(card).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await card.getByRole('button', { name: 'an', exact: true }).click();
    await expect(draftEditor(page)).toHaveText('We watched an algorithm work.');
  });

  test('a long draft underlines what is near the screen and lists every finding', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    const user = await signInWriter(request, context);
    const api = projectsApi(request, user);
    const project = await api.create({ title: 'Long grammar spec' }, 'draft');
    // Six or so screens of clean text between two slips: the second is far below the first screen.
    const filler = '<p>The results were clear in every district we visited.</p>'.repeat(150);
    const content = `<p>Students doesnt like tests.</p>${filler}<p>Teachers doesnt agree with them.</p>`;
    await api.save(project, content, (await api.post(project)).version);
    await openPage(page, `/dashboard/projects/draft/${project.id}`);
    const first = draftEditor(page).locator('p').first();
    const last = draftEditor(page).locator('p').last();
    await expect(first.locator('[data-grammar-id]', { hasText: 'doesnt' })).toBeVisible({
      timeout: FIRST_CHECK_MS,
    });
    const rows = page.getByRole('list', { name: 'Suggestions' }).getByRole('button', { name: /doesnt/ });
    await expect(rows).toHaveCount(2);
    await expect(last.locator('[data-grammar-id]')).toHaveCount(0);

    // Choosing the far one in the list brings its words into view, underlined, with its card open.
    await rows.nth(1).click();
    await expect(page.getByRole('dialog', { name: /^(Grammar|Spelling)/ })).toBeVisible();
    await expect(last.locator('[data-grammar-id]', { hasText: 'doesnt' })).toBeVisible();
    await expect(first.locator('[data-grammar-id]')).toHaveCount(0);
    await page.keyboard.press('Escape');

    // Back at the top by keyboard: the caret lands there (a redraw must not put it back) and so do the underlines.
    await draftEditor(page).focus();
    // ProseMirror takes a caret at the very start within 200 ms of the editor gaining focus for the browser's
    // reset of the selection on focus, and puts its own selection back; a writer's Ctrl+Home comes later.
    await page.waitForTimeout(250);
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('Yes. ');
    await expect(first).toHaveText(/^Yes\. Students doesnt/);
    await expect(first.locator('[data-grammar-id]', { hasText: 'doesnt' })).toBeVisible();
    guard.check();
  });

  test('Ignore and Add to dictionary are kept and still apply after a reload', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    const user = await signInWriter(request, context);
    const project = await projectsApi(request, user).create({ title: 'Grammar spec' }, 'draft');
    await openPage(page, `/dashboard/projects/draft/${project.id}`);
    await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
    await draftEditor(page).click();
    await page.keyboard.type('Students doesnt trust a algorithm that uses nudgeware.');
    await expect(underline(page, 'nudgeware')).toBeVisible({ timeout: FIRST_CHECK_MS });

    await underline(page, 'nudgeware').click();
    await page
      .getByRole('dialog', { name: /^Spelling/ })
      .getByRole('button', { name: 'Add to dictionary' })
      .click();
    await expect(underline(page, 'nudgeware')).toHaveCount(0);

    await underline(page, /^a$/).click();
    await page
      .getByRole('dialog', { name: /^Grammar/ })
      .getByRole('button', { name: 'Ignore' })
      .click();
    await expect(underline(page, /^a$/)).toHaveCount(0);
    await page.keyboard.press('Control+s');
    await expect(saveStatus(page)).toHaveText('All changes saved');

    await expect
      .poll(async () => {
        const response = await request.get('/v1/grammar/dictionary', { headers: bearer(user) });
        return ((await response.json()) as { data: { words: string[] } }).data.words;
      })
      .toContain('nudgeware');

    await openPage(page, `/dashboard/projects/draft/${project.id}`);
    // Once "doesnt" is underlined again, the check has come back, without the two others.
    await expect(underline(page, 'doesnt')).toBeVisible({ timeout: FIRST_CHECK_MS });
    await expect(underline(page, 'nudgeware')).toHaveCount(0);
    await expect(underline(page, /^a$/)).toHaveCount(0);

    // The ignored finding is listed under the suggestions and can be brought back.
    await page.getByText('Ignored in this project (1)').click();
    await page.getByRole('button', { name: 'Show “a” again' }).click();
    await expect(underline(page, /^a$/)).toBeVisible({ timeout: FIRST_CHECK_MS });
    await expect(page.getByText(/^Ignored in this project/)).toHaveCount(0);
    guard.check();
  });
});
