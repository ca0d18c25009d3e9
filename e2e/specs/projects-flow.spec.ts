import { expect, test, type Page } from '../support/test.ts';
import { checkA11y } from '../support/a11y.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { openPage, projectsApi, signInWriter } from '../support/projects.ts';

const BRIEF = `Essay brief (SOC1020)
Write a 1,500-word essay. Use Harvard referencing throughout.
Your essay must include an Introduction and a Conclusion.
To what extent does social media shape political participation among young adults?
Submission deadline: 14 March 2031.`;

const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Project progress' }).locator('[aria-current="step"]');

test('a project goes through all five steps, from the brief to an exportable finished draft', async ({
  page,
  context,
  request,
}) => {
  // The review report starts the grammar engine on its first run, which takes a while on a busy machine.
  test.setTimeout(180_000);
  const guard = expectNoConsoleErrors(page);
  await signInWriter(request, context);

  // Step 1: the details.
  await openPage(page, '/dashboard/projects/new');
  await expect(currentStep(page)).toContainText('Brief');
  await page.getByLabel('Type of work').selectOption('essay');
  await page.getByLabel('Title').fill('Social media and young voters');
  await page.getByLabel('Due date').fill('2031-03-14');
  await page.getByLabel('Assignment brief').fill(BRIEF);
  await checkA11y(page);
  await page.getByRole('button', { name: 'Create project' }).click();

  // Step 2: the brief's reading, editable, saved as requirements and outline.
  await expect(page).toHaveURL(/\/dashboard\/projects\/new\/[^/?]+\?step=analyse$/);
  const projectId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(currentStep(page)).toContainText('Analyse');
  await expect(page.getByLabel('Word target')).toHaveValue('1500');
  await expect(page.getByLabel('Citation style')).toHaveValue('harvard');
  await expect(page.getByLabel('Due date')).toHaveValue('2031-03-14');
  await expect(page.getByRole('textbox', { name: 'Requirement 1', exact: true })).toHaveValue(
    'Include the "Introduction" section',
  );
  await expect(page.getByRole('list', { name: 'Questions and tasks' })).toContainText(
    'To what extent does social media shape political participation',
  );
  await expect(page.getByLabel('Section 1 title')).toBeVisible();
  await page.getByLabel('Word target').fill('1600');
  await page.getByRole('button', { name: 'Add requirement' }).click();
  await page
    .getByRole('textbox', { name: 'Requirement 4', exact: true })
    .fill('Use at least six peer-reviewed sources');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Save and start drafting' }).click();

  // Step 3: the editor, with the checklist beside it.
  await expect(page).toHaveURL(`/dashboard/projects/draft/${projectId}`);
  await expect(currentStep(page)).toContainText('Draft');
  const checklist = page.getByRole('list', { name: 'Requirements checklist' });
  await expect(checklist).toContainText('1,600 words (±10 %)');
  await expect(checklist).toContainText('Use at least six peer-reviewed sources');
  const editor = page.getByRole('textbox', { name: 'Draft' });
  await editor.click();
  await page.keyboard.press('Control+Alt+1');
  await page.keyboard.type('Introduction');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Young adults meet politics on social media first.');
  await expect(checklist.locator('li', { hasText: 'Introduction' }).locator('[data-state]')).toHaveAttribute(
    'data-state',
    'met',
  );
  await checkA11y(page);
  await page.getByRole('button', { name: 'Continue to review' }).click();

  // Step 4: the draft against its brief (the draft was saved on the way).
  await expect(page).toHaveURL(`/dashboard/projects/review/${projectId}`);
  await expect(currentStep(page)).toContainText('Review');
  // The review report: readiness first, the checklist among its sections.
  await expect(page.getByRole('region', { name: 'Readiness' })).toContainText('Not ready yet', {
    timeout: 90_000,
  });
  await expect(page.locator('[data-section="requirements"]')).toContainText('requirements met');
  await expect(page.getByText('Draft statistics')).toBeVisible();
  await page.getByRole('button', { name: 'Back to drafting' }).click();
  await expect(page).toHaveURL(`/dashboard/projects/draft/${projectId}`);
  await expect(page.getByRole('textbox', { name: 'Draft' })).toContainText('Young adults meet politics');
  await page.getByRole('button', { name: 'Continue to review' }).click();
  await page.getByRole('button', { name: 'Mark as completed' }).click();
  // The confirmation names what the review still finds open.
  const confirm = page.getByRole('dialog', { name: 'Mark this project as completed?' });
  await expect(confirm.getByRole('region', { name: 'Still open' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Complete anyway' }).click();

  // Step 5: read-only, with its facts and exports.
  await expect(page).toHaveURL(`/dashboard/projects/completed/${projectId}`);
  await expect(currentStep(page)).toContainText('Complete');
  await expect(page.getByText('Social media and young voters')).toBeVisible();
  await expect(page.getByRole('document', { name: 'Draft (read only)' })).toContainText('Young adults');
  await expect(page.getByRole('button', { name: 'Markdown' })).toBeVisible();
  await checkA11y(page);

  // A step's URL for a project at another step leads to the step it is on.
  await page.goto(`/dashboard/projects/draft/${projectId}`);
  await expect(page).toHaveURL(`/dashboard/projects/completed/${projectId}`);
  guard.check();
});

test('a new project past the plan’s limit offers an upgrade instead of an error', async ({
  page,
  context,
  request,
}) => {
  const guard = expectNoConsoleErrors(page, {
    allow: [/HTTP 403: POST .*\/v1\/projects$/, /status of 403 \(Forbidden\)/],
  });
  const user = await signInWriter(request, context);
  const api = projectsApi(request, user);
  for (const title of ['One', 'Two', 'Three']) await api.create({ title });

  await openPage(page, '/dashboard/projects/new');
  await page.getByLabel('Title').fill('A fourth essay');
  await page.getByRole('button', { name: 'Create project' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'project limit is reached' });
  await expect(alert).toContainText('Project limit exceeded');
  await expect(alert.getByRole('link', { name: 'Upgrade your plan' })).toHaveAttribute('href', '/#pricing');
  await expect(alert.getByRole('link', { name: 'Your plan in Settings' })).toHaveAttribute(
    'href',
    '/dashboard/settings',
  );
  await expect(page).toHaveURL('/dashboard/projects/new');
  guard.check();
});

test('an unknown step opens step 1, and a step that does not fit the project’s status leads to its own', async ({
  page,
  context,
  request,
}) => {
  const user = await signInWriter(request, context);
  const project = await projectsApi(request, user).create({ title: 'Pending one' });
  await openPage(page, `/dashboard/projects/new/${project.id}?step=banana`);
  await expect(
    page.getByRole('navigation', { name: 'Project progress' }).locator('[aria-current="step"]'),
  ).toContainText('Brief');
  await expect(page.getByLabel('Title')).toHaveValue('Pending one');
  await page.goto(`/dashboard/projects/review/${project.id}`);
  await expect(page).toHaveURL(`/dashboard/projects/new/${project.id}`);
});
