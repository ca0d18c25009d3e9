import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions, SerialContextObject } from 'axe-core';

// Read once per worker from node_modules, so no network and no extra wrapper package.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

// The WCAG 2.x A and AA rule sets; best-practice rules are advice, not failures.
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface A11yOptions {
  /** CSS selectors to leave out, e.g. a third-party widget the spec does not own. */
  exclude?: string[];
  /** axe rule ids to switch off, each with a reason in the calling spec. */
  disableRules?: string[];
}

interface AxeWindow {
  axe: { run(context: SerialContextObject, options: RunOptions): Promise<AxeResults> };
}

function describe(violation: Result): string {
  const targets = violation.nodes.slice(0, 3).map((node) => node.target.join(' '));
  const more =
    violation.nodes.length > targets.length
      ? `\n    … and ${violation.nodes.length - targets.length} more`
      : '';
  return `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n    at ${targets.join('\n    at ')}${more}`;
}

/**
 * Runs axe-core on the current page and fails on serious or critical WCAG A/AA violations.
 * Evaluated through the DevTools protocol, which the app's Content-Security-Policy does not block
 * (an injected <script> tag would be).
 */
export async function checkA11y(page: Page, options: A11yOptions = {}): Promise<AxeResults> {
  // The cookie banner is fetched once the browser is idle after load; let it arrive before checking.
  await page.waitForLoadState('networkidle');
  // Colour contrast read half-way through a fade-in (a dialog, the cookie banner) is not the contrast anyone
  // reads, so let finite CSS transitions and animations end first; endless ones (spinners) are ignored. The
  // banner's library switches its transitions on 100 ms after inserting it (the `cc--anim` class), so a banner
  // without that class yet is still on its way in.
  await page.waitForFunction(
    () =>
      !document.querySelector('#cc-main .cm-wrapper:not(.cc--anim), #cc-main .pm-wrapper:not(.cc--anim)') &&
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== 'running' ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 5_000 },
  );
  await page.evaluate(axeSource);
  const context: SerialContextObject = { include: 'html', exclude: options.exclude ?? [] };
  const runOptions: RunOptions = {
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
  };
  const results = await page.evaluate(
    (args) => (window as unknown as AxeWindow).axe.run(args.context, args.runOptions),
    { context, runOptions },
  );
  const blocking = results.violations.filter((v) => v.impact && BLOCKING_IMPACTS.has(v.impact));
  expect(blocking.map(describe), `accessibility violations on ${page.url()}`).toEqual([]);
  return results;
}
