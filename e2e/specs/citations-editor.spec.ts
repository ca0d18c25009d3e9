import { expect, test } from '../support/test.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { draftEditor, openPage, projectsApi, signInWriter } from '../support/projects.ts';

test('the draft’s citation findings are listed beside it, and choosing one selects its words', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const guard = expectNoConsoleErrors(page);
  const user = await signInWriter(request, context);
  const api = projectsApi(request, user);
  const project = await api.create({ title: 'Screens and sleep', citationStyle: 'apa' }, 'draft');
  const content = [
    '<p>Evening screen use delays sleep (Hale &amp; Guan, 2015). Later work disagrees (Orben, 2020).</p>',
    '<h2>References</h2>',
    '<p>Hale, L., &amp; Guan, S. (2015). Screen time and sleep among school-aged children and adolescents. ',
    '<em>Sleep Medicine Reviews, 21</em>, 50–58. https://doi.org/10.1016/j.smrv.2014.07.007</p>',
  ].join('');
  await api.save(project, content, (await api.post(project)).version);
  await openPage(page, `/dashboard/projects/draft/${project.id}`);

  const card = page.getByRole('complementary', { name: 'Brief' });
  await expect(card.getByText(/APA · 2 citations, 1 reference, 1 matched/)).toBeVisible();
  const findings = card.getByRole('list', { name: 'Citation findings' });
  const missing = findings.getByRole('button', { name: /Cited but not in the list/ });
  await expect(missing).toContainText('Orben, 2020');

  await missing.click();
  await expect(draftEditor(page)).toBeFocused();
  expect(await page.evaluate(() => getSelection()?.toString())).toContain('Orben, 2020');

  // Adding the entry clears the finding after the pause in typing.
  await draftEditor(page).press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(
    'Orben, A. (2020). Teenagers, screens and social media. Social Psychiatry and Psychiatric Epidemiology, 55, 407–414. https://doi.org/10.1007/s00127-019-01825-4',
  );
  // The check runs once typing pauses, on the worker threads the grammar checks of the same keystrokes share; on a
  // busy machine that has taken more than 15 s.
  await expect(card.getByText(/2 citations, 2 references, 2 matched/)).toBeVisible({ timeout: 45_000 });
  await expect(missing).toHaveCount(0);
  guard.check();
});
