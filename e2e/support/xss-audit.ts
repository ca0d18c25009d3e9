import { expect, type BrowserContext, type Page } from '@playwright/test';
import { baseUrl } from './env.ts';

/**
 * What a page did that a payload could have caused. `executed` and `outbound` fail the suite; `cspReports`
 * are kept to report, as a violation means the policy stopped something (and, with the policy bypassed, there
 * are none to see).
 */
export interface XssWatch {
  readonly executed: string[];
  readonly outbound: string[];
  readonly cspReports: string[];
  /** Fails on any dialog or off-site request so far, naming the page it happened on. */
  check(where: string): void;
}

/**
 * Watches every page of `context`: dialogs (every payload's script calls `alert`), and requests to anything but
 * the app's origin, which are refused before they leave the machine and recorded. Call before opening pages.
 */
export async function watchForXss(context: BrowserContext): Promise<XssWatch> {
  const origin = new URL(baseUrl()).origin;
  const executed: string[] = [];
  const outbound: string[] = [];
  const cspReports: string[] = [];
  await context.route(
    (url) => url.origin !== origin && !url.protocol.startsWith('data') && !url.protocol.startsWith('blob'),
    async (route) => {
      outbound.push(`${route.request().method()} ${route.request().url()}`);
      await route.abort('blockedbyclient');
    },
  );
  const watchPage = (page: Page) => {
    page.on('dialog', (dialog) => {
      // The editor asks before a page with unsaved changes is left; that one is the app's own.
      if (dialog.type() === 'beforeunload') {
        void dialog.accept().catch(() => undefined);
        return;
      }
      executed.push(`${dialog.type()}(${dialog.message()}) on ${page.url()}`);
      void dialog.dismiss().catch(() => undefined);
    });
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspReports.push(message.text());
    });
  };
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
  return {
    executed,
    outbound,
    cspReports,
    check(where) {
      expect(executed, `script ran on ${where}`).toEqual([]);
      expect(outbound, `off-site requests from ${where}`).toEqual([]);
    },
  };
}

/**
 * Looks through the live DOM for markup that would run or fetch something when touched: event-handler
 * attributes, script-capable URLs (javascript:, vbscript:, data:text/html) in any URL attribute, references to
 * a payload's marker host, and the elements that load or run content (script, iframe, object, embed, base,
 * meta refresh, form) unless they are the app's own. Returns one line per finding.
 */
export async function auditDom(page: Page): Promise<string[]> {
  const origin = new URL(baseUrl()).origin;
  return page.evaluate((appOrigin) => {
    const findings: string[] = [];
    const URL_ATTRIBUTES = new Set([
      'href',
      'xlink:href',
      'src',
      'srcset',
      'action',
      'formaction',
      'data',
      'poster',
      'background',
      'ping',
    ]);
    const scriptScheme = /^\s*(javascript|vbscript|data\s*:\s*text\/html)/i;
    const describe = (el: Element) => el.outerHTML.slice(0, 160);
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.localName;
      for (const { name, value } of Array.from(el.attributes)) {
        const lower = name.toLowerCase();
        if (lower.startsWith('on')) findings.push(`event handler ${name}: ${describe(el)}`);
        else if (URL_ATTRIBUTES.has(lower) && scriptScheme.test(value.replace(/[\t\n\r]/g, '')))
          findings.push(`script URL in ${name}: ${describe(el)}`);
        // A link the reader may follow to a web address is ordinary writing (the editor links typed
        // addresses); anything that loads the address by itself is not.
        else if (
          (URL_ATTRIBUTES.has(lower) || lower === 'style') &&
          !(tag === 'a' && lower === 'href' && /^\s*(https?:)?\/\//i.test(value)) &&
          /xss-\d+\.invalid/.test(value)
        )
          findings.push(`marker host in ${name}: ${describe(el)}`);
      }
      const own = (attr: string) => {
        const value = el.getAttribute(attr);
        return value !== null && URL.canParse(value, location.href)
          ? new URL(value, location.href).origin === appOrigin
          : false;
      };
      if (
        tag === 'script' &&
        !(el.hasAttribute('src') && own('src')) &&
        el.getAttribute('type') !== 'application/json'
      )
        findings.push(`script element: ${describe(el)}`);
      if (['iframe', 'object', 'embed', 'frame', 'applet', 'portal'].includes(tag))
        findings.push(`${tag} element: ${describe(el)}`);
      if (tag === 'base') findings.push(`base element: ${describe(el)}`);
      if (tag === 'meta' && el.getAttribute('http-equiv')?.toLowerCase() === 'refresh')
        findings.push(`meta refresh: ${describe(el)}`);
      if (tag === 'form' && el.hasAttribute('action') && !own('action'))
        findings.push(`form posting elsewhere: ${describe(el)}`);
      // A canonical or alternate address is never fetched; anything else a link names is.
      const rel = el.getAttribute('rel')?.toLowerCase() ?? '';
      if (tag === 'link' && !/^(canonical|alternate)$/.test(rel) && el.hasAttribute('href') && !own('href'))
        findings.push(`link to elsewhere: ${describe(el)}`);
    }
    return findings;
  }, origin);
}
