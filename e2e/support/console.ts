import { expect, type Page } from '@playwright/test';
import { baseUrl } from './env.ts';

export interface ConsoleGuard {
  /** Everything collected so far, one readable line each. */
  readonly problems: readonly string[];
  /** Fails the test if anything was collected. Call it after the page has settled. */
  check(): void;
}

export interface ConsoleGuardOptions {
  /** Problems a spec expects (e.g. a 401 from a deliberately wrong password), matched against the line. */
  allow?: RegExp[];
}

/**
 * Starts collecting console errors, uncaught page errors and failed same-origin requests (network failures and
 * HTTP 4xx/5xx). Call it before the first navigation so nothing during load is missed.
 */
export function expectNoConsoleErrors(page: Page, options: ConsoleGuardOptions = {}): ConsoleGuard {
  const problems: string[] = [];
  const record = (line: string) => {
    if (!options.allow?.some((pattern) => pattern.test(line))) problems.push(line);
  };
  // The server under test, not page.url(): that is still about:blank while the first document loads.
  const origin = new URL(baseUrl()).origin;
  const sameOrigin = (url: string) => URL.canParse(url) && new URL(url).origin === origin;

  page.on('console', (message) => {
    if (message.type() === 'error') record(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => record(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'unknown';
    // Navigating away cancels in-flight requests; that is the browser's doing, not a broken resource.
    if (reason === 'net::ERR_ABORTED' || !sameOrigin(request.url())) return;
    record(`request failed: ${request.method()} ${request.url()} (${reason})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && sameOrigin(response.url())) {
      record(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });

  return {
    problems,
    check: () => expect(problems, 'console errors, page errors or failed requests').toEqual([]),
  };
}
