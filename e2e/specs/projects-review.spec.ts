import { expect, test } from '../support/test.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { readExports } from '../support/exports.ts';
import { draftEditor, openPage, projectsApi, signInWriter } from '../support/projects.ts';
import { addWorks, HALE } from '../support/works.ts';

const HALE_ENTRY =
  'Hale, L., & Guan, S. (2015). Screen time and sleep among school-aged children and adolescents.';

/** The draft as saved before review: one misspelling, and a citation of `id` the editor has not formatted yet. */
const draft = (id: string) =>
  [
    '<h2>Introduction</h2>',
    '<p>Screens shape the evening of most adolescents, and many sleep less becuase of them. This essay weighs the ',
    'evidence on light and on engagement, and asks what families and schools can reasonably do about it.</p>',
    '<h2>Conclusion</h2>',
    '<p>Evening screens shorten sleep through light and through engagement, although the effect is modest. ',
    'Keeping devices out of bedrooms at night is cheap and carries little risk ',
    `<span class="citation" data-citation="${id}">(citation)</span>.</p>`,
  ].join('');

test('the review report leads to a finding in the editor, follows the fix, and the project completes, exports and reopens', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const guard = expectNoConsoleErrors(page);
  const user = await signInWriter(request, context);
  const [id] = await addWorks(request, user, [HALE]);
  const api = projectsApi(request, user);
  const project = await api.create({ title: 'Screens and sleep', targetWords: 60 }, 'draft');
  const post = await api.post(project);
  await api.save(project, draft(id!), post.version);
  await api.transition(project, 'review');

  await openPage(page, `/dashboard/projects/review/${project.id}`);
  const readiness = page.getByRole('region', { name: 'Readiness' });
  // The first report starts the grammar engine, which takes a while on a busy machine.
  await expect(readiness).toBeVisible({ timeout: 120_000 });
  await expect(readiness).toContainText('Almost there');
  await expect(readiness).toContainText('1 grammar or spelling error to fix.');
  const grammar = page.locator('[data-section="grammar"]');
  await expect(grammar).toContainText('Needs fixing');
  await page.screenshot({ path: testInfo.outputPath('review-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: testInfo.outputPath('review-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Jump to the misspelling: the editor opens with exactly its words selected.
  const finding = grammar.locator('li', { hasText: 'becuase' });
  await finding.getByRole('button', { name: 'Show in draft' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/projects/draft/${project.id}`));
  await expect(draftEditor(page)).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.getSelection()?.toString())).toBe('becuase');
  await page.keyboard.type('because');
  await expect(draftEditor(page)).toContainText('many sleep less because of them');

  // Back to review (it saves first): the report is the new version's, without the finding.
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await expect(page).toHaveURL(`/dashboard/projects/review/${project.id}`);
  await expect(readiness).toContainText('Ready to hand in', { timeout: 60_000 });
  await expect(grammar).not.toContainText('becuase');

  // Completing asks first and says nothing is open; the completed view sums up the review. This part runs at a
  // phone's width, where the dialog and the summary must fit too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Mark as completed' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark this project as completed?' });
  await expect(confirm).toContainText('Nothing is open');
  await page.screenshot({ path: testInfo.outputPath('complete-dialog-390.png') });
  await confirm.getByRole('button', { name: 'Mark as completed' }).click();
  await expect(page).toHaveURL(`/dashboard/projects/completed/${project.id}`);
  await expect(page.getByRole('region', { name: 'Review summary' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('completed-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  const summary = page.getByRole('region', { name: 'Review summary' });
  await expect(summary).toContainText('Ready');
  await expect(summary.locator('[data-section="grammar"]')).toContainText('No findings');
  await expect(page.getByText('Draft statistics')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Markdown' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('completed-1280.png'), fullPage: true });

  // The exports, opened and read: the fixed draft, the citation as APA writes it, and the reference list the
  // editor added when it formatted the citation.
  const { word, pdf, markdown } = await readExports(page);
  expect(word[0]).toBe('Screens and sleep');
  expect(word).toContain('References');
  for (const text of [word.join('\n'), pdf, markdown]) {
    expect(text).toContain('many sleep less because of them');
    expect(text).toContain('carries little risk (Hale & Guan, 2015).');
    expect(text.indexOf(HALE_ENTRY)).toBeGreaterThan(text.indexOf('References'));
  }
  expect(markdown).not.toContain('becuase');

  // The notification centre has both: the finished review and the completion, each linking to the project.
  await openPage(page, '/dashboard/notifications');
  await expect(page.getByText('The review of “Screens and sleep” is ready').first()).toBeVisible();
  await page.getByText('“Screens and sleep” is completed').click();
  await expect(page).toHaveURL(`/dashboard/projects/completed/${project.id}`);
  await page.getByRole('button', { name: 'Reopen for editing' }).click();
  await expect(page).toHaveURL(`/dashboard/projects/draft/${project.id}`);
  await expect(draftEditor(page)).toContainText('because of them');
  guard.check();
});
