import { expect, test } from '../support/test.ts';
import { draftEditor, openPage, projectsApi, saveStatus, signInWriter } from '../support/projects.ts';

// A saved draft with what word counters disagree on: a number with a thousands separator, a possessive, a
// hyphenated word, an initialism, a decimal with a percent sign, a web address, an e-mail address, Japanese
// (one word a character), a footnote reference (the editor's number, not a word) and the note's own text.
const DRAFT =
  '<h2>Method</h2>' +
  "<p>In 2,500 participants' homes, the co-operative U.S. survey found 3.5% growth." +
  '<sup data-footnote-ref="" id="fnref-1" class="footnote-ref"><a href="#fn-1">1</a></sup></p>' +
  '<p>Details are at https://example.org/survey-2024?id=7 or from data.team@example.org today.</p>' +
  '<ul><li><p>東京は日本の首都です</p></li></ul>' +
  '<section data-footnotes="" class="footnotes"><ol><li data-footnote="" id="fn-1">' +
  '<p>Weighted by household size.</p></li></ol></section>';
const WORDS = 1 + 11 + 8 + 10 + 4;

test('the editor, the saved draft, the projects list and the review step give the same word count', async ({
  page,
  context,
  request,
}) => {
  const api = projectsApi(request, await signInWriter(request, context));
  const project = await api.create({ title: 'Counting words' }, 'draft');
  const saved = (await api.save(project, DRAFT, 0)) as unknown as { wordCount: number };
  expect(saved.wordCount).toBe(WORDS);

  await openPage(page, `/dashboard/projects/draft/${project.id}`);
  await expect(draftEditor(page)).toContainText('Weighted by household size.');
  const editorCount = page.getByTestId('word-count').locator('strong');
  await expect(editorCount).toHaveText(String(WORDS));

  // Two more words typed in the editor, saved with Ctrl+S: both sides move by two.
  await draftEditor(page).getByRole('heading', { name: 'Method' }).click();
  await page.keyboard.press('End');
  await page.keyboard.type(' and results');
  await expect(draftEditor(page).getByRole('heading')).toHaveText('Method and results');
  await expect(editorCount).toHaveText(String(WORDS + 2));
  await page.keyboard.press('Control+s');
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');
  const post = (await api.post(project)) as unknown as { wordCount: number };
  expect(post.wordCount).toBe(WORDS + 2);

  await openPage(page, '/dashboard/projects');
  await expect(page.getByRole('listitem').filter({ hasText: 'Counting words' })).toContainText(
    `${WORDS + 2} words`,
  );

  await api.transition(project, 'review');
  await openPage(page, `/dashboard/projects/review/${project.id}`);
  const stats = page.getByRole('heading', { name: 'Draft statistics' }).locator('xpath=../..');
  await expect(stats.getByRole('definition').first()).toHaveText(String(WORDS + 2));
});
