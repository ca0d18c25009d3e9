import { expect, test, type APIRequestContext, type Page } from '../support/test.ts';
import { checkA11y } from '../support/a11y.ts';
import { bearer, signInBrowser, signUpViaApi, type ApiUser } from '../support/auth.ts';
import { expectNoConsoleErrors } from '../support/console.ts';

const banner = (page: Page) => page.getByRole('dialog', { name: 'We value your privacy' });
const preferences = (page: Page) => page.getByRole('dialog', { name: 'Manage Your Cookie Preferences' });

/** Lets the page finish loading and go idle: the point at which the banner would appear. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3000 })),
  );
  await page.waitForLoadState('networkidle');
}

async function storedConsents(request: APIRequestContext, user: ApiUser) {
  const response = await request.get('/v1/users/me/consents', { headers: bearer(user) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { choice: ConsentChoice | null; preferences: unknown } }).data;
}

interface ConsentChoice {
  revision: number;
  categories: string[];
}

test.describe('cookie consent', () => {
  test('"I understand" closes the banner for good', async ({ page, context }) => {
    const guard = expectNoConsoleErrors(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText('only sets the cookies it needs');
    await banner(page).getByRole('button', { name: 'I understand' }).click();
    await expect(banner(page)).toBeHidden();

    const cookie = (await context.cookies()).find((c) => c.name === 'cc_cookie');
    expect(cookie, 'the consent cookie').toBeDefined();
    expect(JSON.parse(decodeURIComponent(cookie!.value))).toMatchObject({
      revision: 0,
      categories: ['necessary'],
    });

    await page.reload();
    await settle(page);
    await expect(banner(page)).toBeHidden();
    // Another page of the site remembers it too.
    await page.goto('/help');
    await settle(page);
    await expect(banner(page)).toBeHidden();
    guard.check();
  });

  test('the banner appearing does not take the keyboard from someone already typing', async ({ page }) => {
    const guard = expectNoConsoleErrors(page);
    await page.goto('/contact');
    const message = page.getByLabel('How can we help?');
    await message.click();
    // Type slowly enough that the banner shows up halfway through the sentence.
    const sentence = 'My draft will not export to PDF when it has a table in it.';
    await Promise.all([
      page.keyboard.type(sentence, { delay: 60 }),
      expect(banner(page)).toBeVisible({ timeout: 10_000 }),
    ]);
    await expect(message).toHaveValue(sentence);
    await expect(message).toBeFocused();
    await expect(banner(page)).toBeVisible();
    guard.check();
  });

  test('the preferences modal saves the choice', async ({ page }) => {
    const guard = expectNoConsoleErrors(page);
    await page.goto('/privacy');
    await banner(page).getByRole('button', { name: 'Manage preferences' }).click();
    await expect(preferences(page)).toBeVisible();
    await expect(preferences(page)).toContainText('Strictly necessary cookies');
    await expect(preferences(page)).toContainText('Always enabled');
    await checkA11y(page);
    await preferences(page).getByRole('button', { name: 'Save my preferences' }).click();
    await expect(preferences(page)).toBeHidden();
    await expect(banner(page)).toBeHidden();
    await page.reload();
    await settle(page);
    await expect(banner(page)).toBeHidden();
    guard.check();
  });

  test('a signed-in user’s choice is stored with the account as the two consent documents', async ({
    page,
    request,
  }) => {
    const guard = expectNoConsoleErrors(page);
    const user = await signUpViaApi(request, 'Consent Keeper');
    expect(await storedConsents(request, user)).toEqual({ choice: null, preferences: null });
    await signInBrowser(page.context(), user);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /Consent$/ })).toBeVisible();
    await banner(page).getByRole('button', { name: 'I understand' }).click();
    await expect
      .poll(async () => (await storedConsents(request, user)).choice)
      .toMatchObject({ revision: 0, categories: ['necessary'] });
    const stored = await storedConsents(request, user);
    expect(stored.preferences).toMatchObject({ acceptType: 'all', acceptedCategories: ['necessary'] });

    // The choice can be reviewed from Settings at any time; the record stays the same.
    await page.goto('/dashboard/settings');
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await expect(preferences(page)).toBeVisible();
    await preferences(page).getByRole('button', { name: 'Save my preferences' }).click();
    await expect(preferences(page)).toBeHidden();
    expect((await storedConsents(request, user)).choice).toMatchObject({
      revision: 0,
      categories: ['necessary'],
    });
    guard.check();
  });
});
