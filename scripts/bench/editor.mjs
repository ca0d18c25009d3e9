/* global window, document, requestAnimationFrame -- these run inside the page (page.evaluate) */
// Section "editor": how the draft editor copes with a 20,000-word document — keystroke-to-paint latency in
// Chromium (target p95 ≤ 16 ms) and the save round trip of the whole document through the API.
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

export const id = 'editor';
export const title = 'Editor on a 20,000-word draft';
export const needsWeb = true;

const WORDS = 20_000;
const KEYSTROKES = 60;
const SAVES = 5;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
};

/** Paragraphs of ordinary academic prose, 50 words each. */
function longDraft() {
  const sentence =
    'Urban heat islands raise night-time temperatures in dense districts and the effect falls hardest on older residents';
  const paragraph = `<p>${Array.from({ length: 3 }, () => sentence).join('. ')} while planners weigh trees against cost.</p>`;
  return `<h2>Introduction</h2>${Array.from({ length: WORDS / 50 }, () => paragraph).join('')}`;
}

async function call(baseUrl, token, method, path, body) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
    body: body && JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()).data;
}

async function createDraft(baseUrl, token) {
  await call(baseUrl, token, 'POST', '/v1/payments/create-checkout-session', {
    priceId: 'price_starter_free',
  });
  const project = await call(baseUrl, token, 'POST', '/v1/projects', {
    title: 'Bench: a long draft',
    type: 'thesis',
  });
  await call(baseUrl, token, 'POST', `/v1/projects/${project.id}/transition`, { to: 'draft' });
  return project;
}

async function measureSaves(baseUrl, token, project, html) {
  const path = `/v1/projects/${project.id}/posts/${project.post_id}`;
  let { version } = await call(baseUrl, token, 'GET', path);
  const times = [];
  for (let i = 0; i < SAVES; i += 1) {
    const started = performance.now();
    ({ version } = await call(baseUrl, token, 'PUT', path, {
      content: `${html}<p>Save ${i}.</p>`,
      version,
      reason: 'manual',
    }));
    times.push(performance.now() - started);
  }
  return times;
}

async function measureTyping(baseUrl, cookie, project) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name, value: value.join('='), url: baseUrl };
      }),
    );
    const page = await context.newPage();
    await page.goto(`${baseUrl}/dashboard/projects/draft/${project.id}`);
    const editor = page.locator('.ProseMirror');
    await editor.waitFor({ timeout: 60_000 });
    await editor.click();
    await page.keyboard.press('Control+End');
    // Keydown to the next animation frame after the DOM changed: the frame that shows the letter.
    await page.evaluate(() => {
      window.__latencies = [];
      document.addEventListener(
        'keydown',
        (event) => {
          const start = event.timeStamp;
          requestAnimationFrame(() => requestAnimationFrame((now) => window.__latencies.push(now - start)));
        },
        true,
      );
    });
    await page.keyboard.type('a'.repeat(KEYSTROKES), { delay: 40 });
    await page.waitForTimeout(300);
    return await page.evaluate(() => window.__latencies);
  } finally {
    await browser.close();
  }
}

export async function run({ baseUrl, user, log }) {
  const project = await createDraft(baseUrl, user.token);
  const html = longDraft();
  log(
    `saving a ${WORDS.toLocaleString('en-US')}-word draft (${Math.round(html.length / 1024)} KB of HTML) ${SAVES} times`,
  );
  const saves = await measureSaves(baseUrl, user.token, project, html);
  log(`typing ${KEYSTROKES} characters at the end of it in Chromium`);
  const typing = await measureTyping(baseUrl, user.cookie, project);
  return {
    ok: typing.length >= KEYSTROKES * 0.9,
    rows: [
      {
        measure: 'keystroke to paint',
        samples: typing.length,
        'p50 ms': percentile(typing, 50),
        'p95 ms': percentile(typing, 95),
      },
      {
        measure: 'save round trip (PUT)',
        samples: saves.length,
        'p50 ms': percentile(saves, 50),
        'p95 ms': percentile(saves, 95),
      },
    ],
    summary: { 'typing p95 ms (target 16)': percentile(typing, 95), 'save p50 ms': percentile(saves, 50) },
    data: { typing, saves },
  };
}
