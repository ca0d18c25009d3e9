// Section "web": what the home page costs a visitor, measured from real page loads in the system Chromium.
//
// 1. JavaScript transferred: every script response of a load of `/`, summed as the server sent it and as
//    gzip (each body compressed here at gzip's default level, the same measure as the build's page-weight
//    report), split into what the page needs to start the app (on prerendered pages it is requested once the
//    page has painted) and the cookie banner's library (fetched when the browser is idle, first visit only).
//    A returning visit (banner answered) is measured too.
// 2. Lighthouse's performance score for `/` (lighthouse 12, the last major release that runs on Node 20):
//    its default mobile run, simulated slow 4G and 4× CPU slowdown, median of BENCH_LIGHTHOUSE_RUNS runs.
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from '../../e2e/support/chromium.mjs';
import { freePort } from '../../e2e/support/prod-server.mjs';

export const id = 'web';
export const title = 'Home page in Chromium (JavaScript transferred, Lighthouse performance)';
export const needsWeb = true;

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Waits until the page has loaded, gone idle (when the banner starts loading) and the network is quiet. */
async function settle(page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () =>
      new Promise((resolve) => globalThis.requestIdleCallback(() => resolve(undefined), { timeout: 3000 })),
  );
  await page.waitForLoadState('networkidle');
}

/** One load of `url` in a fresh context; returns every same-origin script with its sizes and timing. */
async function loadScripts(browser, url, cookies = []) {
  const context = await browser.newContext();
  if (cookies.length) await context.addCookies(cookies);
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const pending = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || new URL(response.url()).origin !== origin) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await request.sizes();
        return {
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body).length,
          wire: sizes.responseBodySize,
        };
      })(),
    );
  });
  await page.goto(url);
  await settle(page);
  const scripts = await Promise.all(pending);
  // The cookie banner's library is fetched apart, once the page is idle and only on a first visit.
  const isBanner = (script) => /\/assets\/cookieconsent[.-]/.test(new URL(script.url).pathname);
  const initial = scripts.filter((s) => !isBanner(s));
  const later = scripts.filter(isBanner);
  const bannerShown = await page
    .getByRole('dialog', { name: 'We value your privacy' })
    .isVisible()
    .catch(() => false);
  let consentCookies = [];
  if (bannerShown) {
    await page.getByRole('button', { name: 'I understand' }).click();
    consentCookies = (await context.cookies()).filter((c) => c.name === 'cc_cookie');
  }
  await context.close();
  return { initial, later, consentCookies };
}

const total = (scripts, key) => scripts.reduce((sum, s) => sum + s[key], 0);

function row(visit, part, scripts) {
  return {
    visit,
    part,
    files: scripts.length,
    'sent KB': kb(total(scripts, 'wire')),
    'raw KB': kb(total(scripts, 'raw')),
    'gzip KB': kb(total(scripts, 'gzip')),
  };
}

async function measureJavaScript(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const first = await loadScripts(browser, `${baseUrl}/`);
    const returning = await loadScripts(browser, `${baseUrl}/`, first.consentCookies);
    return { first, returning };
  } finally {
    await browser.close();
  }
}

const MAX_LIGHTHOUSE_FAILURES = 3;

async function lighthouseRuns(baseUrl, runs, log) {
  const port = await freePort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const results = [];
  let version = 'unknown';
  try {
    let failures = 0;
    for (let i = 0; i < runs; i++) {
      const { lhr } = await lighthouse(`${baseUrl}/`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      version = lhr.lighthouseVersion;
      if (lhr.runtimeError) {
        // Lighthouse now and then loses its own trace on a busy machine (NO_NAVSTART); such a run measured
        // nothing, so it is repeated, a few times at most.
        failures += 1;
        if (failures > MAX_LIGHTHOUSE_FAILURES)
          throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        log(`Lighthouse run ${i + 1}/${runs} failed (${lhr.runtimeError.code}); running it again`);
        i -= 1;
        continue;
      }
      const metric = (auditId) => lhr.audits[auditId]?.numericValue ?? NaN;
      const result = {
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcpMs: Math.round(metric('first-contentful-paint')),
        lcpMs: Math.round(metric('largest-contentful-paint')),
        tbtMs: Math.round(metric('total-blocking-time')),
        cls: Math.round(metric('cumulative-layout-shift') * 1000) / 1000,
        siMs: Math.round(metric('speed-index')),
      };
      log(
        `Lighthouse run ${i + 1}/${runs}: score ${result.score}, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms`,
      );
      results.push(result);
    }
  } finally {
    await browser.close();
  }
  return { lighthouseVersion: version, runs: results };
}

export async function run({ baseUrl, log }) {
  log('loading / in Chromium: first visit, then a returning visit with the banner answered');
  const { first, returning } = await measureJavaScript(baseUrl);
  const runs = Math.max(1, Math.round(Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3)) || 3);
  log(`Lighthouse (mobile, simulated throttling), ${runs} run(s)`);
  const lh = await lighthouseRuns(baseUrl, runs, log);
  const pick = (key) => median(lh.runs.map((r) => r[key]));

  const rows = [
    row('first', 'app', first.initial),
    row('first', 'cookie banner', first.later),
    row('first', 'total', [...first.initial, ...first.later]),
    row('returning', 'total', [...returning.initial, ...returning.later]),
  ];
  const firstTotal = [...first.initial, ...first.later];
  return {
    ok: first.initial.length > 0,
    rows,
    summary: {
      'home JS to start the app (gzip KB)': kb(total(first.initial, 'gzip')),
      'home JS first visit, all (gzip KB)': kb(total(firstTotal, 'gzip')),
      'Lighthouse performance (median)': pick('score'),
      'FCP / LCP / TBT ms (median)': `${pick('fcpMs')} / ${pick('lcpMs')} / ${pick('tbtMs')}`,
      'CLS (median)': pick('cls'),
    },
    data: {
      javascript: {
        firstVisit: { app: first.initial, cookieBanner: first.later },
        returningVisit: [...returning.initial, ...returning.later],
      },
      lighthouse: lh,
    },
  };
}
