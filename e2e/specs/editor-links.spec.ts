import { expect, test } from '../support/test.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { draftEditor, focusRightAfterClick, openDraft } from '../support/projects.ts';

test('a link added from the toolbar leaves the writer typing in the draft, and one undo takes it away', async ({
  page,
  context,
  request,
}) => {
  const guard = expectNoConsoleErrors(page);
  await openDraft(page, context, request);
  const editor = draftEditor(page);
  await editor.click();
  await page.keyboard.type('See the survey');
  await page.keyboard.press('Shift+Control+ArrowLeft');

  await page.getByRole('button', { name: 'Link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a link' });
  await dialog.getByLabel('Address').fill('doi.org/10.1000/182');
  // The draft has the focus back within the click itself, not on the toolbar button that opened the dialog.
  expect(await focusRightAfterClick(dialog.getByRole('button', { name: 'Apply' }))).toBe('Draft');
  await expect(dialog).toBeHidden();
  const link = editor.getByRole('link', { name: 'survey' });
  await expect(link).toHaveAttribute('href', 'https://doi.org/10.1000/182');

  // The caret sits after the link with nothing selected: typing at once neither replaces nor lengthens it.
  await expect(editor).toBeFocused();
  await page.keyboard.type(' for details.');
  await expect(editor).toContainText('See the survey for details.');
  await expect(link).toHaveText('survey');

  // Typing after the link is its own step; the next undo takes the link off the word and leaves the word.
  await page.keyboard.press('Control+z');
  await expect(editor).toContainText('See the survey');
  await expect(editor).not.toContainText('for details');
  await expect(link).toHaveCount(1);
  await page.keyboard.press('Control+z');
  await expect(link).toHaveCount(0);
  await expect(editor).toContainText('See the survey');
  guard.check();
});
