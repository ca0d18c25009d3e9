import { expect, test } from '../support/test.ts';
import { checkA11y } from '../support/a11y.ts';
import { expectNoConsoleErrors } from '../support/console.ts';

// A failure the app really meets: a page's code cannot be downloaded (a deploy replaced the hashed chunk,
// or the network dropped). Every route is a lazily loaded chunk, so aborting the help page's chunk
// makes the router's error element, the global error screen, take over.
const HELP_CHUNK = /\/assets\/help-[\w-]+\.js$/;

test.describe('global error screen', () => {
  test('a page whose code fails to load shows the error screen, and Try again recovers', async ({ page }) => {
    const guard = expectNoConsoleErrors(page, {
      allow: [
        /request failed: GET .*\/assets\/help-[\w-]+\.js \(net::ERR_FAILED\)/,
        /console\.error: Failed to load resource: net::ERR_FAILED/,
        /dynamically imported module/i,
        /console\.error: .*help-[\w-]+\.js/,
      ],
    });
    await page.route(HELP_CHUNK, (route) => route.abort('failed'));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();

    const screen = page.getByRole('alert');
    await expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(screen.getByText('We encountered an error while processing your request.')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
    await checkA11y(page, { exclude: ['#cc-main'] });

    // Once the code can be fetched again, Try again loads the page the visitor asked for.
    await page.unroute(HELP_CHUNK);
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    guard.check();
  });

  test('Go to home page leaves the error screen for the landing page', async ({ page }) => {
    expectNoConsoleErrors(page);
    await page.route(HELP_CHUNK, (route) => route.abort('failed'));
    await page.goto('/privacy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'From assignment brief to a finished, well-cited paper.' }),
    ).toBeVisible();
  });
});
