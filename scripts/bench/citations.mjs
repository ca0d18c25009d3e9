// Section "citations": the citation checker and the reference formatter through the API, as the editor uses
// them. "check" sends a 10,000-word paper that cites 80 references (formatted by the server itself, in each
// style) to POST /v1/projects/{id}/posts/check-citation as text/plain; "format" imports 500 references and
// renders them all in each style with POST /v1/references/format. Times are round trips on loopback, so they
// are the server's time plus a little; the first format call in a style also loads that style on a worker
// thread and is shown apart ("first").
import { academicParagraphs } from './academic-text.mjs';
import { referenceLibrary } from './reference-library.mjs';

export const id = 'citations';
export const title = 'Citation check and reference formatting (server round trip)';
export const needsWeb = false;

const STYLES = ['apa', 'mla', 'chicago', 'harvard', 'ieee', 'vancouver'];
const HEADINGS = { mla: 'Works Cited' };
const CHECK_RUNS = 9;
const FORMAT_RUNS = 6;
const PAPER_WORDS = 10_000;
/** Prose words: with the citations and the list, the paper comes to about PAPER_WORDS. */
const PROSE_WORDS = 7_000;
const PAPER_REFERENCES = 80;
const LIBRARY = 500;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
};

async function call(baseUrl, token, method, path, body, contentType = 'application/json') {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body !== undefined && { 'content-type': contentType }) },
    body: body === undefined ? undefined : contentType === 'application/json' ? JSON.stringify(body) : body,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return { ms, data: JSON.parse(text).data };
}

/**
 * The paper: academic paragraphs, a citation cluster (one work, sometimes two) at the end of every second
 * sentence, every reference cited at least once, then the list under the style's heading. Blocks are a blank
 * line apart, as the editor hands a draft to the checker.
 */
async function buildPaper(baseUrl, token, style, ids) {
  // The prose names made-up authors ("A closer reading of Novak (2014)"); the paper cites only its list.
  const paragraphs = academicParagraphs(PROSE_WORDS, 21).map((p) =>
    p.replace(/\p{Lu}[\p{L}'’-]+ \(\d{4}\)/gu, 'earlier work'),
  );
  const slots = [];
  const sentences = paragraphs.map((p) => p.split(/(?<=[.!?])\s+/u));
  let next = 0;
  sentences.forEach((list, p) =>
    list.forEach((_, s) => {
      if ((p + s) % 2 === 1) return;
      const first = ids[next % ids.length];
      next += 1;
      const cluster = next % 5 === 0 ? [first, ids[(next * 7) % ids.length]] : [first];
      slots.push({ p, s, cluster: [...new Set(cluster)] });
    }),
  );
  const { data } = await call(baseUrl, token, 'POST', '/v1/references/format', {
    style,
    citations: slots.map((slot) => slot.cluster),
    locators: slots.map((_, i) => (i % 3 === 0 ? String(10 + (i % 200)) : null)),
  });
  slots.forEach((slot, i) => {
    const sentence = sentences[slot.p][slot.s];
    sentences[slot.p][slot.s] = sentence.replace(/([.!?])$/u, ` ${data.citations[i].text}$1`);
  });
  const body = sentences.map((list) => list.join(' ')).join('\n\n');
  const list = [HEADINGS[style] ?? 'References', ...data.bibliography.map((entry) => entry.text)].join(
    '\n\n',
  );
  return { text: `${body}\n\n${list}`, citations: slots.length };
}

async function measureCheck(baseUrl, token, projectId, style, text) {
  const path = `/v1/projects/${projectId}/posts/check-citation?citationFormat=${style}`;
  const times = [];
  let summary = null;
  // The first run warms the route and the thread; it is not counted.
  for (let i = 0; i <= CHECK_RUNS; i += 1) {
    const { ms, data } = await call(baseUrl, token, 'POST', path, text, 'text/plain; charset=utf-8');
    if (i > 0) times.push(ms);
    summary = data.summary;
  }
  return { times, summary };
}

async function measureFormat(baseUrl, token, style, ids) {
  const times = [];
  let entries = 0;
  for (let i = 0; i <= FORMAT_RUNS; i += 1) {
    const { ms, data } = await call(baseUrl, token, 'POST', '/v1/references/format', { style, ids });
    times.push(ms);
    entries = data.bibliography.length;
  }
  return { first: times[0], times: times.slice(1), entries };
}

export async function run({ baseUrl, user, log }) {
  const token = user.token;
  const items = referenceLibrary(LIBRARY);
  log(`importing ${LIBRARY} references (CSL-JSON)`);
  const imported = await call(baseUrl, token, 'POST', '/v1/references/import', {
    format: 'csl-json',
    text: JSON.stringify(items.map(({ id: _id, ...item }) => item)),
  });
  const ids = imported.data.ids;
  if (ids.length !== LIBRARY) throw new Error(`imported ${ids.length} of ${LIBRARY} references`);

  // Projects need a plan: the free one, as sign-up in the browser chooses.
  await call(baseUrl, token, 'POST', '/v1/payments/create-checkout-session', {
    priceId: 'price_starter_free',
  });
  const project = (
    await call(baseUrl, token, 'POST', '/v1/projects', { title: 'Citation bench', type: 'essay' })
  ).data;
  const rows = [];
  const data = { importMs: Number(imported.ms.toFixed(1)), check: {}, format: {} };

  log(`formatting ${LIBRARY} references in each style, ${FORMAT_RUNS} times after a first call`);
  for (const style of STYLES) {
    const result = await measureFormat(baseUrl, token, style, ids);
    if (result.entries !== LIBRARY) throw new Error(`${style}: ${result.entries} entries formatted`);
    data.format[style] = result;
  }

  log(
    `checking a ${PAPER_WORDS.toLocaleString('en-US')}-word paper with ${PAPER_REFERENCES} references, ${CHECK_RUNS} times a style`,
  );
  for (const style of STYLES) {
    const paper = await buildPaper(baseUrl, token, style, ids.slice(0, PAPER_REFERENCES));
    const words = paper.text.split(/\s+/u).length;
    const result = await measureCheck(baseUrl, token, project.id, style, paper.text);
    data.check[style] = { words, citations: paper.citations, ...result };
  }

  for (const style of STYLES) {
    const check = data.check[style];
    const format = data.format[style];
    rows.push({
      style,
      'check p50 ms': percentile(check.times, 50),
      'check p95 ms': percentile(check.times, 95),
      words: check.words,
      'in-text': check.summary.citations,
      'errors/warnings': `${check.summary.errors}/${check.summary.warnings}`,
      'format 500 first ms': Number(format.first.toFixed(1)),
      'format 500 p50 ms': percentile(format.times, 50),
      'format 500 p95 ms': percentile(format.times, 95),
    });
  }
  return {
    ok: true,
    rows,
    summary: {
      'import of 500 references (CSL-JSON) ms': data.importMs,
      targets: 'check (10,000 words, 80 references) ≤ 300 ms; formatting 500 references ≤ 1,000 ms',
    },
    data,
  };
}
