import { expect, test, type Page } from '../support/test.ts';
import { checkA11y } from '../support/a11y.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { openPage, projectsApi, signInWriter } from '../support/projects.ts';

// A Harvard essay with three faults: a year that differs from its entry (Brennan and Sato), a work cited but not
// listed (Kowalski) and an entry never cited (Nguyen).
const ESSAY = `Community gardens change how neighbours meet. Residents who garden together report stronger local ties (Alvarez, 2017), and the effect lasts for years after a garden opens (Brennan and Sato, 2019).

Cities that fund gardens also see fewer vacant lots (Kowalski, 2021). The evidence on food security is thinner, although one survey found a small gain in fresh vegetables eaten at home (Alvarez, 2017).

References

Alvarez, M. (2017) Growing together: Social ties in urban community gardens. Urban Studies, 54(9), pp. 2101–2117.

Brennan, K. and Sato, H. (2018) Gardens that last: A ten-year study of neighbourhood plots. London: Verso.

Nguyen, T. (2020) Soil, space and the city. Journal of Urban Ecology, 6(1), pp. 1–12.
`;

const paper = (page: Page) => page.getByRole('textbox', { name: 'Paper to check' });
const mark = (page: Page, severity: 'error' | 'warning', text: string) =>
  page
    .getByRole('region', { name: 'Checked text' })
    .locator(`mark[data-severity="${severity}"]`, { hasText: text });
const finding = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: 'Check results' }).getByRole('button', { name: text });

test.describe('checking a pasted paper on the citations screen', () => {
  test('each fault is marked in the text, listed by type and found from the list', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    const user = await signInWriter(request, context);
    await projectsApi(request, user).create({ title: 'Community gardens', citationStyle: 'harvard' });

    await openPage(page, '/dashboard');
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Citations' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/citations$/);
    await expect(page.getByRole('heading', { name: 'Citations', level: 1 })).toBeVisible();
    await expect(page.getByLabel('Project')).toHaveText('Community gardens');
    // The style starts as the project's own.
    await expect(page.getByLabel('Citation style')).toHaveValue('harvard');

    await paper(page).fill(ESSAY);
    await page.getByRole('button', { name: 'Check citations' }).click();

    const summary = page.getByRole('definition');
    await expect(page.getByLabel('Check summary')).toBeVisible();
    await expect(summary).toHaveText(['4', '3', '3', '2', '1']);

    await expect(mark(page, 'error', 'Brennan and Sato, 2019')).toBeVisible();
    await expect(mark(page, 'error', 'Kowalski, 2021')).toBeVisible();
    await expect(mark(page, 'warning', 'Nguyen, T. (2020)')).toBeVisible();
    // The citations that match their entries are left unmarked.
    await expect(page.locator('mark', { hasText: 'Alvarez' })).toHaveCount(0);

    await expect(page.getByRole('heading', { name: /Cited but not in the list/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Listed but never cited/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Year mismatch/ })).toBeVisible();
    await expect(finding(page, /gives 2019, but the list has Brennan and Sato \(2018\)/)).toContainText(
      'Brennan and Sato, 2018',
    );

    await finding(page, /Kowalski, 2021.*is cited but the reference list has no matching entry/).click();
    await expect(mark(page, 'error', 'Kowalski, 2021')).toBeFocused();
    await finding(page, /This entry is never cited/).click();
    await expect(mark(page, 'warning', 'Nguyen, T. (2020)')).toBeFocused();
    await expect(mark(page, 'warning', 'Nguyen, T. (2020)')).toBeInViewport();

    // And the other way: choosing a mark in the text picks its entry in the list.
    await mark(page, 'error', 'Brennan and Sato, 2019').click();
    await expect(finding(page, /gives 2019, but the list has Brennan and Sato/)).toHaveAttribute(
      'aria-current',
      'true',
    );

    await expect(page.getByRole('heading', { name: 'Matched citations' })).toBeVisible();
    await checkA11y(page);
    guard.check();
  });

  test('a paper without a reference list says so, a clean one says nothing is wrong, and a refusal shows inline', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page, {
      allow: [/HTTP 413: POST .*\/check-citation/, /Failed to load resource: .* 413/],
    });
    const user = await signInWriter(request, context);
    await projectsApi(request, user).create({ title: 'Short notes', citationStyle: 'apa' });
    await openPage(page, '/dashboard/citations');
    const check = page.getByRole('button', { name: 'Check citations' });

    await paper(page).fill('Gardens bring neighbours together (Alvarez, 2017).');
    await check.click();
    await expect(page.getByRole('heading', { name: 'No reference list found' })).toBeVisible();

    await paper(page).fill(
      'Gardens bring neighbours together (Alvarez, 2017).\n\nReferences\n\nAlvarez, M. (2017). Growing together: Social ties in urban community gardens. Urban Studies, 54(9), 2101–2117. https://doi.org/10.1177/0042098016632432\n',
    );
    await check.click();
    await expect(page.getByRole('heading', { name: 'No citation problems found' })).toBeVisible();

    await paper(page).fill('word '.repeat(220_000));
    await check.click();
    await expect(page.getByRole('alert')).toContainText(/1 MB|too large|too long/i);
    // The refusal is shown beside the form, not as a toast.
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    guard.check();
  });
});
