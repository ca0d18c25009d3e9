import { marked } from 'marked';
import { expect, test, type Page } from '../support/test.ts';
import { signInAdmin } from '../support/admin.ts';
import { signUpViaApi } from '../support/auth.ts';
import { baseUrl } from '../support/env.ts';
import { requireMailbox, waitForMail } from '../support/mailbox.ts';
import { openPage, projectsApi, signInWriter } from '../support/projects.ts';
import { auditDom, watchForXss, type XssWatch } from '../support/xss-audit.ts';
import { escapeHtml, packed, PAYLOADS } from '../support/xss-corpus.ts';
import { seedWriter } from '../support/xss-seed.ts';
import { unzip } from '../support/zip.ts';

/*
 * The corpus (support/xss-corpus.ts) is stored through every text a user can enter and every page that shows it
 * is opened. The pages' Content-Security-Policy is bypassed here: it would stop an inline payload by itself, and
 * the point is that the rendering never lets one in. A dialog, an off-site request, or live markup in the DOM
 * fails the test; the CSP is checked on its own at the end.
 */
test.use({ bypassCSP: true });
test.describe.configure({ timeout: 300_000 });

/** Pastes `html` (and its text) into the focused editor, as a copy from another web page would arrive. */
async function pasteHtml(page: Page, html: string) {
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text/html', value);
    data.setData('text/plain', value);
    const event = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    document.activeElement?.dispatchEvent(event);
  }, html);
}

/** Lets whatever the page would do with a payload happen (image errors, focus, animations), then audits it. */
async function expectInert(page: Page, watch: XssWatch, where: string) {
  await page.waitForTimeout(300);
  watch.check(where);
  expect(await auditDom(page), `live markup on ${where}`).toEqual([]);
}

const sample = (n: number) => PAYLOADS[n - 1]!.text;

test('the corpus stays text on every page that shows what a writer typed, and in every export', async ({
  page,
  context,
  request,
}) => {
  const watch = await watchForXss(context);
  const user = await signInWriter(request, context);
  const api = projectsApi(request, user);
  const { projects, titles } = await seedWriter(request, user);

  const pages: Array<[string, string]> = [
    ['/dashboard', titles[0]!],
    ['/dashboard/projects', titles[0]!],
    ['/dashboard/projects/draft', titles[1]!],
    ['/dashboard/projects/completed', titles[3]!],
    [`/dashboard/projects/new/${projects.pending.id}`, sample(2)],
    [`/dashboard/projects/review/${projects.review.id}`, sample(2)],
    [`/dashboard/projects/completed/${projects.completed.id}`, sample(2)],
    ['/dashboard/citations?tab=library', sample(2)],
  ];
  for (const [path, shown] of pages) {
    // The cookie banner is answered once; after that a plain visit does.
    await (path === '/dashboard' ? openPage(page, path) : page.goto(path));
    await expect(page.locator('body')).toContainText(shown, { timeout: 15_000 });
    await expectInert(page, watch, path);
  }

  await page.goto('/dashboard/settings');
  await expect(page.getByLabel('Full name')).toHaveValue(packed(120)[0]!);
  await expectInert(page, watch, '/dashboard/settings');

  // The editor: the stored draft, its bibliography from the hostile references, then the corpus pasted as HTML.
  const draftPath = `/dashboard/projects/draft/${projects.draft.id}`;
  await page.goto(draftPath);
  const editor = page.getByRole('textbox', { name: 'Draft' });
  await expect(editor).toContainText(sample(2), { timeout: 30_000 });
  await editor.click();
  await page.keyboard.press('Control+End');
  // One paste a payload: pasted together, an unclosed `<!--` or `<xmp>` would hide the rest from the editor.
  for (const payload of PAYLOADS) await pasteHtml(page, `<p>${payload.text}</p>`);
  await expect(editor).toContainText(PAYLOADS.at(-1)!.text);
  await expectInert(page, watch, `${draftPath} after pasting the corpus`);

  // The citation checker shows the pasted paper back with its findings marked.
  await page.goto('/dashboard/citations');
  await page
    .getByRole('textbox', { name: 'Paper to check' })
    .fill(
      `${PAYLOADS.map((p) => `${p.text} (Smith, 2020).`).join('\n')}\n\nReferences\n\n${PAYLOADS.map((p) => `Smith, J. (2021) ${p.text}.`).join('\n\n')}`,
    );
  await page.getByRole('button', { name: 'Check citations' }).click();
  await expect(page.getByLabel('Check summary')).toBeVisible({ timeout: 30_000 });
  await expectInert(page, watch, '/dashboard/citations (check)');

  // The grammar page underlines words inside the pasted corpus and lists suggestions quoting it.
  await page.goto('/dashboard/grammar');
  await page.getByRole('textbox', { name: 'Text to check' }).click();
  for (const payload of PAYLOADS) await pasteHtml(page, `<p>${payload.text}</p>`);
  await expect(page.locator('[data-grammar-id]').first()).toBeVisible({ timeout: 45_000 });
  await expectInert(page, watch, '/dashboard/grammar');

  // Only the server writes notifications (nothing in the API creates them), so the list it answers is
  // replaced with hostile ones, links included, to prove the page renders them inert.
  await page.route('**/api/v1/users/notifications?*', (route) =>
    route.fulfill({
      json: {
        status: 'success',
        message: 'Notifications',
        data: {
          totalCount: PAYLOADS.length,
          data: PAYLOADS.map((p, i) => ({
            id: `n${p.id}`,
            type: 'welcome',
            dashboard: 'writer',
            title: p.text,
            body: p.text,
            link: [`javascript:alert(${p.id})`, `//xss-${p.id}.invalid/`, `/dashboard?x=${p.text}`][i % 3],
            read_at: null,
            created_at: new Date().toISOString(),
          })),
        },
      },
    }),
  );
  await page.goto('/dashboard/notifications');
  await expect(page.locator('body')).toContainText(sample(2), { timeout: 20_000 });
  await expectInert(page, watch, '/dashboard/notifications');

  // Exports of the completed draft: Markdown rendered by a standard, non-sanitizing renderer must stay inert,
  // Word must carry the payloads as text only, and the PDF must hold no script or script link.
  const exported = async (format: string) => {
    const response = await request.get(`/v1/projects/${projects.completed.id}/export?format=${format}`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.status(), format).toBe(200);
    return response.body();
  };
  // Each payload alone through the draft's sanitizer; what it keeps is then put into a page as raw HTML, with
  // no policy and no editor schema between it and the browser.
  const kept: string[] = [];
  let version = (await api.post(projects.draft)).version;
  for (const payload of PAYLOADS) {
    const saved = await api.save(projects.draft, `<p>${payload.text}</p>`, version);
    kept.push(saved.content);
    version = saved.version;
  }
  await page.unrouteAll();
  await page.goto('about:blank');
  await page.setContent(
    `<!doctype html><html><body>${kept.map((html) => `<div>${html}</div>`).join('')}</body></html>`,
  );
  await expectInert(page, watch, 'each payload as the draft sanitizer keeps it, as raw HTML');

  const markdown = (await exported('md')).toString('utf8');
  const rendered = await marked.parse(markdown);
  await page.setContent(`<!doctype html><html><body>${rendered}</body></html>`);
  await expectInert(page, watch, 'the Markdown export, rendered');
  await expect(page.locator('body')).toContainText(sample(2));

  const docx = unzip(await exported('docx'));
  const documentXml = docx.get('word/document.xml')?.toString('utf8') ?? '';
  expect(documentXml).toContain(escapeHtml(sample(2)).replace(/&quot;/g, '"'));
  for (const [name, bytes] of docx) {
    if (!name.endsWith('.rels') && !name.endsWith('.xml')) continue;
    const xml = bytes.toString('utf8');
    expect(xml, name).not.toMatch(/Target="\s*(javascript|vbscript|data):/i);
    expect(xml, name).not.toMatch(/HYPERLINK\s+"?\s*(javascript|vbscript|data):/i);
    // The payloads' text names the marker hosts; a relationship (a link, an image) must not.
    if (name.endsWith('.rels')) expect(xml, name).not.toMatch(/xss-\d+\.invalid/);
  }
  const pdf = (await exported('pdf')).toString('latin1');
  expect(pdf).not.toMatch(/\/(JavaScript|JS|OpenAction|Launch|AA|SubmitForm|ImportData)\b/);
  expect(pdf).not.toMatch(/\/URI\s*\(\s*(javascript|vbscript|data):/i);
});

test('names in the admin’s user list and the contact form stay text', async ({ page, context, request }) => {
  requireMailbox();
  const watch = await watchForXss(context);
  const names = packed(120);
  const writers = [];
  for (const name of names) writers.push(await signUpViaApi(request, name));

  // The one HTML mail that carries a name: the confirmation link, sent to whoever signs up with an address.
  const writer = writers[0]!;
  const sent = await request.post('/api/auth/send-verification-email', {
    headers: { origin: baseUrl(), cookie: writer.cookie },
    data: { email: writer.email, callbackURL: '/dashboard' },
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const confirm = await waitForMail(writer.email, /Confirm/);
  await page.setContent(confirm.html);
  await expect(page.locator('body')).toContainText(names[0]!);
  await expectInert(page, watch, 'the confirmation mail of a hostile name');

  const admin = await signInAdmin(request);
  await context.addCookies(
    admin.cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseUrl() };
    }),
  );
  await openPage(page, '/dashboard/admin');
  await expect(page.locator('body')).toContainText(names.at(-1)!, { timeout: 15_000 });
  await expectInert(page, watch, '/dashboard/admin');

  // The contact form as a visitor fills it in; the message is stored and mailed to ADMIN_EMAILS as plain text.
  await context.clearCookies();
  await openPage(page, '/contact');
  await page.getByLabel('Your name').fill(names[0]!);
  await page.getByLabel('Email address').fill('visitor@example.com');
  await page.getByLabel('How can we help?').fill(PAYLOADS.map((p) => p.text).join('\n'));
  await page.getByRole('button', { name: 'Send message' }).click();
  const mail = await waitForMail(admin.email, /^(=\?UTF-8\?Q\?)?Contact.form/);
  await expectInert(page, watch, '/contact');
  expect(mail.html ?? '').toBe('');
  expect(mail.text).toContain(sample(2));
});

test('the app shell and its prerendered pages carry a strict Content-Security-Policy', async ({
  request,
}) => {
  // The server's own tests check API answers; these are the built HTML documents a browser loads.
  for (const path of ['/', '/contact', '/dashboard/projects', '/auth/login']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
    const csp = Object.fromEntries(
      (response.headers()['content-security-policy'] ?? '')
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );
    expect(csp, path).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'script-src-attr': ["'none'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
      'connect-src': ["'self'"],
    });
    // No inline script is needed, so none may be allowed: every script in the document is a file of this site.
    const html = await response.text();
    expect(html, path).not.toMatch(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>/i);
  }
});
