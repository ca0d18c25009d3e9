import { expect, test } from '../support/test.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { draftEditor, isSave, openPage, projectsApi, saveStatus, signInWriter } from '../support/projects.ts';
import { readExports } from '../support/exports.ts';
import { addWorks, HALE, ORBEN } from '../support/works.ts';

// What the three exports must carry: the draft's words, its citations as the style writes them, and the
// reference list in the project's style (APA 7: authors with initials, year, italic journal and volume).
const CITED = 'Evening screens delay sleep (Hale & Guan, 2015; Orben, 2020).';
const ENTRIES = [
  'Hale, L., & Guan, S. (2015). Screen time and sleep among school-aged children and adolescents.',
  'Orben, A. (2020). Teenagers, screens and social media.',
];

test('a completed project downloads as Word, PDF and Markdown, each with its citations and reference list', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const guard = expectNoConsoleErrors(page);
  const user = await signInWriter(request, context);
  const ids = await addWorks(request, user, [HALE, ORBEN]);
  const api = projectsApi(request, user);
  const project = await api.create({ title: 'Screens at night', citationStyle: 'apa' }, 'draft');
  // A citation of both works whose wording is out of date: the editor formats it and adds the reference list.
  await api.save(
    project,
    '<h2>Introduction</h2><p>Evening screens delay sleep ' +
      `<span class="citation" data-citation="${ids.join(',')}">(citation)</span>.</p>`,
    0,
  );
  await openPage(page, `/dashboard/projects/draft/${project.id}`);
  const editor = draftEditor(page);
  await expect(editor.locator('span.citation')).toHaveText('(Hale & Guan, 2015; Orben, 2020)');
  await expect(editor.locator('section[data-bibliography] p')).toHaveCount(2);
  const saved = page.waitForRequest(isSave('manual'));
  await page.keyboard.press('Control+s');
  await saved;
  await expect(saveStatus(page)).toHaveAttribute('data-save-status', 'saved');

  await api.transition(project, 'review');
  await api.transition(project, 'completed');
  await openPage(page, `/dashboard/projects/completed/${project.id}`);
  await expect(page.getByRole('document', { name: 'Draft (read only)' })).toContainText(CITED);

  const { word, pdf, markdown } = await readExports(page);

  // Word: the document's own paragraphs, the title first and the references under their heading.
  expect(word[0]).toBe('Screens at night');
  expect(word).toContain(CITED);
  const heading = word.indexOf('References');
  expect(heading).toBeGreaterThan(word.indexOf(CITED));
  ENTRIES.forEach((entry, i) => expect(word[heading + 1 + i]).toContain(entry));

  // PDF: the text a reader extracts, in reading order.
  expect(pdf).toContain(CITED);
  expect(pdf.indexOf('References')).toBeGreaterThan(pdf.indexOf(CITED));
  for (const entry of ENTRIES) expect(pdf).toContain(entry);

  // Markdown: the citation inline, the references a section of their own, titles and journals in italics.
  expect(markdown).toContain(CITED);
  expect(markdown).toMatch(/^## References$/m);
  expect(markdown).toContain('*Sleep Medicine Reviews*, *21*, 50–58.');
  expect(markdown).toContain('Orben, A. (2020). Teenagers, screens and social media.');
  guard.check();
});
