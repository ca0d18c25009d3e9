import { expect, test, type Page } from '../support/test.ts';
import { checkA11y } from '../support/a11y.ts';
import { bearer } from '../support/auth.ts';
import { expectNoConsoleErrors } from '../support/console.ts';
import { openPage, signInWriter } from '../support/projects.ts';

// The first check on a fresh server waits for the grammar engine to load (15 s or so on two cores).
const FIRST_CHECK_MS = 45_000;
const TEXT = 'Students doesnt like being watched by a algorithm. They says it feels unfair.';

const textBox = (page: Page) => page.getByRole('textbox', { name: 'Text to check' });
const underline = (page: Page, words: string | RegExp) =>
  page.locator('[data-grammar-id]', { hasText: words });

/** Pastes plain text into the focused editor the way the clipboard would. */
async function paste(page: Page, text: string) {
  await textBox(page).click();
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    document.activeElement?.dispatchEvent(event);
  }, text);
}

test.describe('the grammar checker page', () => {
  test.describe.configure({ timeout: 75_000 });

  test('pasted text is checked, a fix applies, readability shows and the result copies', async ({
    page,
    context,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signInWriter(request, context);
    await openPage(page, '/dashboard/grammar');
    await expect(page.getByRole('heading', { name: 'Grammar checker', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What the checker looks at' })).toBeVisible();

    await paste(page, TEXT);
    await expect(underline(page, 'doesnt')).toBeVisible({ timeout: FIRST_CHECK_MS });
    const list = page.getByRole('list', { name: 'Suggestions' });
    await expect(list.getByRole('listitem')).not.toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Grammar & spelling \d+$/ })).toBeVisible();

    await underline(page, 'doesnt').click();
    await page
      .getByRole('dialog')
      .getByRole('group', { name: 'Suggestions' })
      .getByRole('button')
      .first()
      .click();
    await expect(textBox(page)).not.toContainText('doesnt');

    const readability = page.getByRole('heading', { name: 'Readability' }).locator('xpath=../..');
    await expect(readability).toContainText('Flesch reading ease');
    await expect(readability).toContainText('Flesch–Kincaid grade');
    await expect(readability).toContainText('Average sentence length');

    await page.getByRole('button', { name: 'Copy text' }).click();
    await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await textBox(page).innerText());
    expect(copied).not.toContain('doesnt');
    guard.check();
  });

  test('Ignore hides a finding, the dialect is saved, and the page passes axe', async ({
    page,
    context,
    request,
  }) => {
    const user = await signInWriter(request, context);
    await openPage(page, '/dashboard/grammar');
    await checkA11y(page);
    await page.getByRole('button', { name: 'Try an example' }).click();
    await expect(underline(page, /^a$/)).toBeVisible({ timeout: FIRST_CHECK_MS });
    await underline(page, /^a$/).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ignore' }).click();
    await expect(underline(page, /^a$/)).toHaveCount(0);
    await checkA11y(page);

    await page.getByLabel('English').selectOption('british');
    await expect
      .poll(async () => {
        const response = await request.get('/v1/grammar/preferences', { headers: bearer(user) });
        return ((await response.json()) as { data: { dialect: string } }).data.dialect;
      })
      .toBe('british');
    // Checked again under the new dialect, with the ignored finding still hidden for this page.
    await expect(underline(page, 'doesnt')).toBeVisible();
    await expect(underline(page, /^a$/)).toHaveCount(0);
  });

  test('works at phone width', async ({ page, context, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWriter(request, context);
    await openPage(page, '/dashboard/grammar');
    await paste(page, TEXT);
    await expect(underline(page, 'doesnt')).toBeVisible({ timeout: FIRST_CHECK_MS });
    await underline(page, 'doesnt').click();
    const card = page.getByRole('dialog');
    await expect(card).toBeInViewport();
    const box = await card.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    const { scrollWidth, clientWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  });
});
