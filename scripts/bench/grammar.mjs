// Section "grammar": how long the grammar endpoint takes, next to plain harper.js linting the same text in this
// process. "cold" is a text the server has never seen; "warm" is the same text again (the engine caches by
// paragraph); "one-paragraph edit" changes one paragraph of the long text and checks it again, as the editor
// does while someone types. The endpoint takes at most 50,000 characters, so a long draft goes in chunks of
// whole paragraphs, one after another, as the editor sends them; the time is the sum.
import { academicParagraphs } from './academic-text.mjs';

export const id = 'grammar';
export const title = 'Grammar check (server time vs plain harper.js)';
export const needsWeb = false;

const MAX_CHARS = 50_000;
const EDITS = 7;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.floor(sorted.length / 2)].toFixed(1));
};

function chunks(paragraphs) {
  const out = [];
  let current = '';
  for (const paragraph of paragraphs) {
    if (current && current.length + paragraph.length + 2 > MAX_CHARS) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n\n${paragraph}` : paragraph;
  }
  if (current) out.push(current);
  return out;
}

async function check(baseUrl, token, text) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/v1/sapling/api/v1/edits`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ text, session_id: 'bench' }),
  });
  if (!response.ok) throw new Error(`grammar check: HTTP ${response.status} ${await response.text()}`);
  const { edits } = await response.json();
  return { ms: performance.now() - started, edits: edits.length };
}

async function checkAll(baseUrl, token, texts) {
  let ms = 0;
  let edits = 0;
  for (const text of texts) {
    const result = await check(baseUrl, token, text);
    ms += result.ms;
    edits += result.edits;
  }
  return { ms: Number(ms.toFixed(1)), edits };
}

async function plainHarper() {
  const harper = await import('harper.js');
  const { binary } = await import('harper.js/binary');
  const linter = new harper.LocalLinter({ binary, dialect: harper.Dialect.American });
  const started = performance.now();
  await linter.setup();
  const setupMs = performance.now() - started;
  return {
    setupMs: Number(setupMs.toFixed(1)),
    async lint(texts) {
      const t0 = performance.now();
      let edits = 0;
      for (const text of texts) edits += (await linter.lint(text, { language: 'plaintext' })).length;
      return { ms: Number((performance.now() - t0).toFixed(1)), edits };
    },
  };
}

export async function run({ baseUrl, readyMs, user, log }) {
  const short = academicParagraphs(1_000, 11);
  const long = academicParagraphs(20_000, 12);
  const shortText = [short.join('\n\n')];
  const longText = chunks(long);

  log('first check on a fresh server (the engine loaded on the worker threads at start-up)');
  const startup = await check(baseUrl, user.token, 'A first sentence to wake the engine.');

  log(`1,000 words, then 20,000 words in ${longText.length} requests, each cold then warm`);
  const rows = [];
  const measureBoth = async (name, texts) => {
    const cold = await checkAll(baseUrl, user.token, texts);
    const warm = await checkAll(baseUrl, user.token, texts);
    return { name, cold, warm };
  };
  const results = [await measureBoth('1,000 words', shortText), await measureBoth('20,000 words', longText)];

  log(`one-paragraph edit in the 20,000-word draft, ${EDITS} times`);
  const editTimes = [];
  for (let i = 0; i < EDITS; i += 1) {
    const index = Math.floor(((i + 0.5) / EDITS) * long.length);
    const edited = long.map((p, k) =>
      k === index ? `${p} An added sentence, number ${i}, changes this paragraph.` : p,
    );
    const texts = chunks(edited);
    const target = texts.find((t) => t.includes(`number ${i},`));
    editTimes.push((await check(baseUrl, user.token, target)).ms);
  }

  log('plain harper.js in this process on the same texts');
  const harper = await plainHarper();
  const harperShort = [await harper.lint(shortText), await harper.lint(shortText)];
  const harperLong = [await harper.lint(longText), await harper.lint(longText)];

  for (const [r, h] of [
    [results[0], harperShort],
    [results[1], harperLong],
  ]) {
    rows.push({
      text: r.name,
      'server cold ms': r.cold.ms,
      'server warm ms': r.warm.ms,
      edits: r.cold.edits,
      'harper first ms': h[0].ms,
      'harper again ms': h[1].ms,
      'harper lints': h[0].edits,
    });
  }
  const editMedian = median(editTimes);
  return {
    ok: true,
    rows,
    summary: {
      'server start-up incl. loading the engine on both threads ms': readyMs,
      'first check after start-up ms': Number(startup.ms.toFixed(1)),
      'harper.js setup ms': harper.setupMs,
      'one-paragraph edit ms (median of 7)': editMedian,
      targets: '20,000 words ≤ 2,000 ms; warm one-paragraph re-check ≤ 30 ms',
    },
    data: {
      readyMs,
      firstCheckMs: startup.ms,
      results,
      editTimes,
      harper: { short: harperShort, long: harperLong },
    },
  };
}
