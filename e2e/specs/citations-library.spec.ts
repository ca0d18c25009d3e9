import { expect, test, type Page } from '../support/test.ts';
import { checkA11y } from '../support/a11y.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { openPage, signInWriter } from '../support/projects.ts';

// A Zotero-style export: an article, a book and a report, with a field no style prints (kept for export).
const LIBRARY_BIB = `@article{bent2020,
  author = {Bent, Brinnae and Goldstein, Benjamin A. and Kibbe, Warren A. and Dunn, Jessilyn P.},
  title = {Investigating sources of inaccuracy in wearable optical heart rate sensors},
  journal = {npj Digital Medicine},
  year = {2020},
  volume = {3},
  number = {1},
  pages = {18},
  doi = {10.1038/s41746-020-0226-6},
  file = {bent2020.pdf}
}

@book{allen2007,
  author = {Allen, John},
  title = {Photoplethysmography in clinical practice},
  publisher = {Oxford University Press},
  address = {Oxford},
  year = {2007}
}

@techreport{ross2012,
  author = {Ross, Ron},
  title = {Guide for conducting risk assessments},
  institution = {National Institute of Standards and Technology},
  number = {SP 800-30},
  year = {2012}
}
`;

const referenceList = (page: Page) => page.getByRole('region', { name: /^Reference list/ });
const citations = (page: Page) => page.getByRole('region', { name: /^In-text citations/ });
const styleSwitch = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Citation style' }).getByRole('radio', { name });

test.describe('the reference library', () => {
  test('a .bib file is imported, formatted in each style, edited, exported and deleted', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    await signInWriter(request, context);
    await openPage(page, '/dashboard/citations');
    await page
      .getByRole('navigation', { name: 'Citation tools' })
      .getByRole('link', { name: 'Library' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/citations\?tab=library$/);
    await expect(page.getByRole('heading', { name: 'Start your reference library' })).toBeVisible();

    await page.getByRole('button', { name: 'Import references' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import references' });
    await dialog.getByLabel('Reference file').setInputFiles({
      name: 'library.bib',
      mimeType: 'application/x-bibtex',
      buffer: Buffer.from(LIBRARY_BIB),
    });
    await expect(dialog.getByText('library.bib')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('3 references imported from BibTeX')).toBeVisible();

    const list = page.getByRole('list', { name: 'References' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText('3 references', { exact: true })).toBeVisible();

    // APA first: author–date in-text citations and an alphabetical list with hanging indents.
    await expect(styleSwitch(page, 'APA')).toHaveAttribute('aria-checked', 'true');
    await expect(citations(page)).toContainText('(Bent et al., 2020)');
    await expect(referenceList(page).getByRole('listitem').first()).toHaveText(
      'Allen, J. (2007). Photoplethysmography in clinical practice. Oxford University Press.',
    );

    // IEEE numbers by first citation: the list as shown, newest import first.
    await styleSwitch(page, 'IEEE').click();
    await expect(styleSwitch(page, 'IEEE')).toHaveAttribute('aria-checked', 'true');
    await expect(citations(page).getByRole('listitem')).toHaveText(['[1]', '[2]', '[3]']);
    await expect(referenceList(page).getByRole('listitem').first()).toContainText(
      '[1]R. Ross, “Guide for conducting risk assessments,”',
    );

    // The import's toast may be fading out while axe reads its colours; it is not part of this screen.
    await checkA11y(page, { exclude: ['[data-sonner-toaster]'] });

    // The style switch is a radio group: the arrow keys move through the styles.
    await styleSwitch(page, 'IEEE').press('ArrowRight');
    await expect(styleSwitch(page, 'Vancouver')).toBeFocused();
    await expect(styleSwitch(page, 'Vancouver')).toHaveAttribute('aria-checked', 'true');

    await styleSwitch(page, 'MLA').click();
    await expect(referenceList(page)).toContainText(
      'Bent, Brinnae, et al. “Investigating Sources of Inaccuracy',
    );
    await styleSwitch(page, 'Vancouver').click();
    await expect(citations(page).getByRole('listitem').first()).toHaveText('(1)');

    // Selecting references formats only those.
    await page.getByRole('checkbox', { name: 'Select “Photoplethysmography in clinical practice”' }).check();
    await expect(page.getByText('The 1 selected reference')).toBeVisible();
    await expect(referenceList(page).getByRole('listitem')).toHaveCount(1);

    // Edit: the form shows the book's fields; a change shows in the list and the preview.
    await list
      .getByRole('button', { name: 'Photoplethysmography in clinical practice', exact: true })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit reference' });
    await expect(edit.getByLabel('Publisher (optional)')).toHaveValue('Oxford University Press');
    await edit.getByLabel('Edition (optional)').fill('2');
    await edit.getByLabel('Tags').fill('sensors');
    await edit.getByLabel('Tags').press('Enter');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(referenceList(page)).toContainText(
      'Allen J. Photoplethysmography in clinical practice. 2nd ed.',
    );
    await page.getByLabel('Tag').selectOption('sensors');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await page.getByLabel('Tag').selectOption('');

    // Export: the file keeps the field no style prints.
    await page.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('button', { name: 'Export' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: /^BibTeX/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('penwright-references.bib');

    // Delete asks first.
    await list.getByRole('button', { name: 'Actions for “Guide for conducting risk assessments”' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete this reference?' })
      .getByRole('button', { name: 'Delete reference' })
      .click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    guard.check();
  });

  test('a malformed file is refused with the line it goes wrong on, and nothing is saved', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page, {
      allow: [/HTTP 400: POST .*\/v1\/references\/import/, /Failed to load resource: .* 400/],
    });
    await signInWriter(request, context);
    await openPage(page, '/dashboard/citations?tab=library');
    await page.getByRole('button', { name: 'Import references' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import references' });
    await dialog.getByRole('tab', { name: 'Paste text' }).click();
    await dialog.getByLabel('References to import').fill('@article{a1,\n  title = {Fine},\n  year {2020}\n}');
    await expect(dialog.getByText('Looks like BibTeX')).toBeVisible();
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText(/^Line 3, column 8: expected “=” but found “\{”/);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('heading', { name: 'Start your reference library' })).toBeVisible();
    guard.check();
  });
});
