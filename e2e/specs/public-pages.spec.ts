import { expect, test, type Page } from '../support/test.ts';
import { checkA11y } from '../support/a11y.ts';
import { expectNoConsoleErrors } from '../support/console.ts';

interface PublicPage {
  path: string;
  title: string;
  heading: string;
  /** The canonical URL's path: /privacy-policy is a second address for /privacy. */
  canonical: string;
}

const pages: PublicPage[] = [
  {
    path: '/',
    title: 'Penwright',
    heading: 'From assignment brief to a finished, well-cited paper.',
    canonical: '/',
  },
  { path: '/privacy', title: 'Privacy Policy · Penwright', heading: 'Privacy Policy', canonical: '/privacy' },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy · Penwright',
    heading: 'Privacy Policy',
    canonical: '/privacy',
  },
  { path: '/terms', title: 'Terms of Service · Penwright', heading: 'Terms of Service', canonical: '/terms' },
  {
    path: '/unauthorised',
    title: 'Access not allowed · Penwright',
    heading: 'You do not have access to this page',
    canonical: '/unauthorised',
  },
  {
    path: '/contact',
    title: 'Contact us · Penwright',
    heading: 'Talk to the Penwright team',
    canonical: '/contact',
  },
  { path: '/help', title: 'Help centre · Penwright', heading: 'How can we help?', canonical: '/help' },
];

const metaContent = (page: Page, selector: string) =>
  page.locator(`head ${selector}`).getAttribute('content');

/** Title, description, keywords, image, canonical and robots, as a search engine or a link preview reads them. */
async function expectMetadata(page: Page, expected: PublicPage) {
  await expect(page).toHaveTitle(expected.title);
  await expect(page.locator('head title')).toHaveCount(1);
  expect((await metaContent(page, 'meta[name="description"]'))?.length ?? 0).toBeGreaterThan(40);
  expect(await metaContent(page, 'meta[name="keywords"]')).toMatch(/\w+(, \w[^,]*)+/);
  expect(await metaContent(page, 'meta[name="robots"]')).toBe('index, follow');
  const image = await metaContent(page, 'meta[property="og:image"]');
  expect(image && new URL(image).pathname).toBe('/og-image.png');
  expect(await metaContent(page, 'meta[property="og:title"]')).toBe(expected.title);
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  expect(canonical && new URL(canonical).pathname).toBe(expected.canonical);
}

test.describe('public pages', () => {
  for (const expected of pages) {
    test(`${expected.path} renders its content and metadata, and passes the accessibility check`, async ({
      page,
    }) => {
      const guard = expectNoConsoleErrors(page);
      const response = await page.goto(expected.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: expected.heading })).toBeVisible();
      await expectMetadata(page, expected);
      // The cookie banner shows once the page is idle; check the page with it, as a first-time visitor sees it.
      await expect(page.getByRole('dialog', { name: 'We value your privacy' })).toBeVisible();
      await checkA11y(page);
      guard.check();
    });

    test(`${expected.path} is readable without JavaScript`, async ({ request }) => {
      const response = await request.get(expected.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('text/html');
      const html = await response.text();
      expect(html).toContain(`<title>${expected.title}</title>`);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${expected.heading.replace(/[.?]/g, '\\$&')}</h1>`));
      expect(html).toContain('<meta name="robots" content="index, follow"');
    });
  }

  test('with JavaScript switched off the home page still shows its sections and links', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[0]!.heading);
    await expect(page.getByRole('heading', { name: 'A plan for every stage of study' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Five steps from first read to final copy' }),
    ).toBeVisible();
    // Prices come from the API; without scripts the page says so. (Playwright's switch stops scripts but
    // still parses <noscript> as text, so the raw HTML is checked rather than what the page shows.)
    expect(await (await request.get('/')).text()).toMatch(
      /<noscript><p[^>]*>Turn on JavaScript to see current prices\./,
    );
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await context.close();
  });

  test('/#pricing scrolls to the plans, each listing its features once', async ({ page }) => {
    const guard = expectNoConsoleErrors(page);
    await page.goto('/#pricing');
    const heading = page.getByRole('heading', { name: 'A plan for every stage of study' });
    await expect(heading).toBeInViewport();
    const starter = page.getByRole('article', { name: 'Starter' });
    await expect(starter.getByText('$0.00')).toBeVisible();
    await expect(starter.getByRole('listitem')).toHaveText([
      '3 active projects',
      'Grammar and style checks',
      'Citation library in six styles',
      'Autosave and revision history',
    ]);
    for (const name of ['Starter', 'Student', 'Professional']) {
      const items = await page.getByRole('article', { name }).getByRole('listitem').allTextContents();
      expect(new Set(items).size, `${name} lists a feature twice: ${items.join(' | ')}`).toBe(items.length);
    }
    await expect(page.getByRole('button', { name: 'Start for free' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Choose Student' })).toBeVisible();
    guard.check();
  });

  test('the link preview image is served', async ({ request }) => {
    const response = await request.get('/og-image.png');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/png');
  });

  test('an unknown address shows the 404 page, kept out of search results', async ({ page }) => {
    // The document's own 404 is the point; nothing else may fail.
    const guard = expectNoConsoleErrors(page, {
      allow: [/^HTTP 404: GET \S+\/no-such-page\/anywhere$/, /status of 404 \(Not Found\)$/],
    });
    const response = await page.goto('/no-such-page/anywhere');
    // A real 404 for crawlers and link checkers, with the page already in the HTML.
    expect(response?.status()).toBe(404);
    expect(await response?.text()).toContain('This page is not in the manuscript');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is not in the manuscript' }),
    ).toBeVisible();
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Penwright');
    expect(await metaContent(page, 'meta[name="robots"]')).toBe('noindex, nofollow');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    await checkA11y(page);
    await page.getByRole('link', { name: 'Visit the help centre' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await expect(page).toHaveTitle('Help centre · Penwright');
    guard.check();
  });
});
