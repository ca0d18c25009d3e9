import { expect, test } from '../support/test.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { openPage, projectsApi, signInWriter } from '../support/projects.ts';

test('a completed project downloads as Word, PDF and Markdown', async ({ page, context, request }) => {
  const guard = expectNoConsoleErrors(page);
  const api = projectsApi(request, await signInWriter(request, context));
  const project = await api.create({ title: 'Export me' }, 'draft');
  const post = await api.post(project);
  await api.save(project, '<h2>Introduction</h2><p>Ready to hand in.</p>', post.version);
  await api.transition(project, 'review');
  await api.transition(project, 'completed');
  await openPage(page, `/dashboard/projects/completed/${project.id}`);
  await expect(page.getByRole('document', { name: 'Draft (read only)' })).toContainText('Ready to hand in.');
  for (const [name, extension] of [
    ['Word (.docx)', 'docx'],
    ['PDF', 'pdf'],
    ['Markdown', 'md'],
  ] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name, exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${extension}$`));
    expect((await download.path()) ?? '').not.toBe('');
  }
  guard.check();
});
