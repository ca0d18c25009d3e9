import { expect, test } from '../support/test.ts';
import { signUpViaApi } from '../support/auth.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { openPage, projectsApi, signInWriter } from '../support/projects.ts';
import { baseUrl } from '../support/env.ts';

const BRIEF = `Report brief
Write a report of 1800-2200 words. Reference in IEEE style.
Your report should include an Executive Summary and Recommendations.
Analyse the causes of the 2021 supply chain crisis.`;

test('a brief uploaded as a text file is read, corrected and stored with the project', async ({
  page,
  context,
  request,
}) => {
  const guard = expectNoConsoleErrors(page);
  const user = await signInWriter(request, context);
  const api = projectsApi(request, user);
  const project = await api.create({ title: 'Supply chains', type: 'report' });

  await openPage(page, `/dashboard/projects/new/${project.id}?step=analyse`);
  await page.getByLabel('Upload the brief as a .txt, .docx or .pdf file').setInputFiles({
    name: 'brief.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(BRIEF),
  });
  await expect(page.getByLabel('Assignment brief')).toHaveValue(BRIEF);
  await expect(page.getByLabel('Word target')).toHaveValue('1800–2200');
  await expect(page.getByLabel('Citation style')).toHaveValue('ieee');
  await expect(page.getByRole('list', { name: 'Questions and tasks' })).toContainText('supply chain crisis');

  await page.getByLabel('Word target').fill('lots');
  await expect(page.getByText('Write a number, a range or a limit.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save and start drafting' })).toBeDisabled();
  await page.getByLabel('Word target').fill('≤2000');
  await page.getByLabel('Section 1 title').fill('Summary for the board');
  await page.getByRole('button', { name: 'Remove section 2' }).click();
  await page.getByRole('button', { name: 'Save and start drafting' }).click();
  await expect(page).toHaveURL(`/dashboard/projects/draft/${project.id}`);

  const stored = await request.get(`/v1/projects/${project.id}`, {
    headers: { authorization: `Bearer ${user.token}` },
  });
  const { data } = (await stored.json()) as {
    data: {
      status: string;
      brief: string;
      targetWords: number;
      citationStyle: string;
      requirements: { kind: string; target?: unknown }[];
      outline: { title: string }[];
    };
  };
  expect(data).toMatchObject({ status: 'draft', brief: BRIEF, targetWords: 2000, citationStyle: 'ieee' });
  expect(data.requirements.find((r) => r.kind === 'word_count')?.target).toBe('≤2000');
  expect(data.outline[0]?.title).toBe('Summary for the board');
  guard.check();
});

test('a writer without a plan is sent to the plans, not shown an error', async ({
  page,
  context,
  request,
}) => {
  const guard = expectNoConsoleErrors(page, { allow: [/HTTP 403: POST .*\/v1\/projects$/, /status of 403/] });
  const user = await signUpViaApi(request);
  await context.addCookies(
    user.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl() };
    }),
  );
  await openPage(page, '/dashboard/projects/new');
  await page.getByLabel('Title').fill('Before choosing a plan');
  await page.getByRole('button', { name: 'Create project' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Choose a plan to start projects' });
  await expect(alert).toContainText('User is not subscribed');
  await expect(alert.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/#pricing');
  guard.check();
});
