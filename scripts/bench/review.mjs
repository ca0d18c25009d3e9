// Section "review": the review report of a 20,000-word thesis chapter citing 100 references, through the API as
// the review step asks for it. "cold" is the first report of a newly saved draft (grammar, style, readability,
// structure, requirements and citations all computed); "after an edit" changes one paragraph, saves, and asks
// again, when only what changed is computed anew.
import { academicParagraphs } from './academic-text.mjs';
import { referenceLibrary } from './reference-library.mjs';

export const id = 'review';
export const title = 'Review report of a 20,000-word chapter with 100 references (server round trip)';
export const needsWeb = false;

const WORDS = 20_000;
const REFERENCES = 100;
const COLD_RUNS = 3;
const EDIT_RUNS = 7;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
};

async function call(baseUrl, token, method, path, body) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${text.slice(0, 300)}`);
  return { ms, data: JSON.parse(text).data };
}

const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The chapter as editor HTML: sections under headings, a citation in every third sentence, then the list. */
async function buildChapter(baseUrl, token, ids, seed) {
  const paragraphs = academicParagraphs(WORDS - REFERENCES * 25, seed).map((p) =>
    p.replace(/\p{Lu}[\p{L}'’-]+ \(\d{4}\)/gu, 'earlier work'),
  );
  const sentences = paragraphs.map((p) => p.split(/(?<=[.!?])\s+/u));
  const slots = [];
  let next = 0;
  sentences.forEach((list, p) =>
    list.forEach((_, s) => {
      if ((p + s) % 3 !== 0) return;
      slots.push({ p, s, cluster: [ids[next % ids.length]] });
      next += 1;
    }),
  );
  const { data } = await call(baseUrl, token, 'POST', '/v1/references/format', {
    style: 'apa',
    citations: slots.map((slot) => slot.cluster),
  });
  slots.forEach((slot, i) => {
    sentences[slot.p][slot.s] = sentences[slot.p][slot.s].replace(
      /([.!?])$/u,
      ` ${data.citations[i].text}$1`,
    );
  });
  const headings = ['Introduction', 'Literature review', 'Method', 'Findings', 'Discussion', 'Conclusion'];
  const per = Math.ceil(sentences.length / headings.length);
  const blocks = sentences.map((list, p) => {
    const heading = p % per === 0 ? `<h2>${headings[p / per]}</h2>` : '';
    return `${heading}<p>${escape(list.join(' '))}</p>`;
  });
  const list = data.bibliography.map((entry) => `<p>${escape(entry.text)}</p>`);
  return { blocks, tail: `<h2>References</h2>${list.join('')}`, citations: slots.length };
}

async function save(baseUrl, token, projectId, postId, content, version) {
  const path = `/v1/projects/${projectId}/posts/${postId}`;
  const { data } = await call(baseUrl, token, 'PUT', path, { content, version });
  return data.version;
}

export async function run({ baseUrl, user, log }) {
  const token = user.token;
  await call(baseUrl, token, 'POST', '/v1/payments/create-checkout-session', {
    priceId: 'price_starter_free',
  });
  const imported = await call(baseUrl, token, 'POST', '/v1/references/import', {
    format: 'csl-json',
    text: JSON.stringify(referenceLibrary(REFERENCES, 11).map(({ id: _id, ...item }) => item)),
  });
  const ids = imported.data.ids;
  const cold = [];
  const edits = [];
  let words = 0;
  let citations = 0;
  let readiness = '';
  for (let run = 0; run < COLD_RUNS; run += 1) {
    const project = (
      await call(baseUrl, token, 'POST', '/v1/projects', {
        title: `Review bench ${run + 1}`,
        type: 'thesis',
        targetWords: WORDS,
        citationStyle: 'apa',
      })
    ).data;
    const chapter = await buildChapter(baseUrl, token, ids, 30 + run);
    const [post] = (await call(baseUrl, token, 'GET', `/v1/projects/${project.id}/posts`)).data;
    let version = await save(
      baseUrl,
      token,
      project.id,
      post.id,
      chapter.blocks.join('') + chapter.tail,
      post.version,
    );
    log(`chapter ${run + 1}: cold report`);
    const report = await call(baseUrl, token, 'GET', `/v1/projects/${project.id}/review`);
    cold.push(report.ms);
    words = chapter.blocks
      .join(' ')
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/u)
      .filter(Boolean).length;
    citations = chapter.citations;
    readiness = report.data.readiness;
    if (run !== COLD_RUNS - 1) {
      // Other sections' projects count against the plan's limit too, so each chapter goes once measured.
      await call(baseUrl, token, 'DELETE', `/v1/projects/${project.id}`);
      continue;
    }
    log(`${EDIT_RUNS} one-paragraph edits, each saved and reviewed`);
    for (let edit = 0; edit < EDIT_RUNS; edit += 1) {
      const at = 10 + edit * 17;
      chapter.blocks[at] = chapter.blocks[at].replace(
        '</p>',
        ` This point is revisited in edit ${edit + 1}.</p>`,
      );
      version = await save(
        baseUrl,
        token,
        project.id,
        post.id,
        chapter.blocks.join('') + chapter.tail,
        version,
      );
      edits.push((await call(baseUrl, token, 'GET', `/v1/projects/${project.id}/review`)).ms);
    }
  }
  return {
    ok: true,
    rows: [
      {
        report: 'cold (new draft)',
        runs: cold.length,
        'p50 ms': percentile(cold, 50),
        'max ms': percentile(cold, 100),
        target: '≤ 3,000 ms',
      },
      {
        report: 'after a one-paragraph edit',
        runs: edits.length,
        'p50 ms': percentile(edits, 50),
        'max ms': percentile(edits, 100),
        target: '≤ 300 ms',
      },
    ],
    summary: {
      'words in the chapter': words,
      'in-text citations': citations,
      references: REFERENCES,
      readiness,
    },
    data: { cold, edits },
  };
}
