// Section "mixed": many writers at once, each in a loop of what the web app does: list their projects, open one
// with its draft, save the draft, check a few paragraphs' grammar, check a pasted paper's citations. Reports
// each operation's latency, the throughput, every answer that was not a success (by operation and status), and
// the server's resident memory after the warm-up against at the end of the run.
import { readFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { signUp } from './identity.mjs';
import { academicParagraphs } from './academic-text.mjs';

export const id = 'mixed';
export const title = 'Mixed load (list, open, save, grammar, citations)';
export const needsWeb = false;

/** How often each operation comes up, out of 100. */
const WEIGHTS = { list: 25, open: 25, save: 25, grammar: 15, citations: 10 };
const DRAFT_WORDS = 1_500;
const GRAMMAR_PARAGRAPHS = 3;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
}

/** Resident memory of a process in MB (Linux; null elsewhere). Worker threads are part of the process. */
function residentMb(pid) {
  try {
    const kb = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Number.isFinite(kb) ? Math.round(kb / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * A pasted paper for the citation checker: paragraphs that cite authors by name and year, and an APA reference
 * list that lists all but one of them (so the check has a finding to report).
 */
function paperWithReferences(seed) {
  const paragraphs = academicParagraphs(600, seed);
  const cited = new Map();
  for (const [, author, year] of paragraphs.join(' ').matchAll(/([A-Z][a-z]+) \((\d{4})\)/g))
    cited.set(`${author} ${year}`, { author, year });
  const references = [...cited.values()]
    .slice(1)
    .sort((a, b) => a.author.localeCompare(b.author) || a.year.localeCompare(b.year))
    .map(
      ({ author, year }, i) =>
        `${author}, J. (${year}). Public services and their users: Evidence from ${12 + i} regions. ` +
        `Journal of Applied Social Research, ${10 + i}(${1 + (i % 4)}), ${100 + i * 20}–${115 + i * 20}.`,
    );
  return `${paragraphs.join('\n\n')}\n\nReferences\n\n${references.join('\n')}`;
}

function createRecorder() {
  return { recording: false, latencies: {}, errors: {}, operations: 0, requests: 0 };
}

/**
 * One writer's session: their project, its draft and the version last saved. Each request is timed; an answer
 * other than 2xx (or no answer at all) is an error of that operation.
 */
function session(baseUrl, user, recorder, seed) {
  const draft = academicParagraphs(DRAFT_WORDS, seed);
  const paper = paperWithReferences(seed + 1);
  const auth = { authorization: `Bearer ${user.token}` };
  let version = 0;
  let edits = 0;

  async function request(operation, method, path, { json, text } = {}) {
    const started = performance.now();
    let status = 0;
    let body = null;
    try {
      const response = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          ...auth,
          ...(json !== undefined && { 'content-type': 'application/json' }),
          ...(text !== undefined && { 'content-type': 'text/plain' }),
        },
        body: json !== undefined ? JSON.stringify(json) : text,
        signal: AbortSignal.timeout(120_000),
      });
      status = response.status;
      body = await response.json();
    } catch {
      // No answer (reset, timed out): status 0.
    }
    if (recorder.recording) {
      recorder.requests += 1;
      if (status < 200 || status > 299) {
        const key = `${operation} ${status || 'no answer'}${body?.code ? ` ${body.code}` : ''}`;
        recorder.errors[key] = (recorder.errors[key] ?? 0) + 1;
      }
    }
    return { ok: status >= 200 && status <= 299, body, ms: performance.now() - started };
  }

  /** The draft with one paragraph changed, as after a few seconds of typing. */
  function edited() {
    edits += 1;
    const index = edits % draft.length;
    draft[index] = `${draft[index]} A sentence added in edit ${edits} qualifies the claim.`;
    return index;
  }

  const operations = {
    list: () => request('list', 'GET', '/v1/projects'),
    async open() {
      const project = await request('open', 'GET', `/v1/projects/${user.projectId}`);
      if (!project.ok) return project;
      const post = await request('open', 'GET', `/v1/projects/${user.projectId}/posts/${user.postId}`);
      if (post.ok) version = post.body.data.version;
      return { ok: post.ok, ms: project.ms + post.ms };
    },
    async save() {
      edited();
      const html = draft.map((p) => `<p>${p}</p>`).join('');
      const answer = await request('save', 'PUT', `/v1/projects/${user.projectId}/posts/${user.postId}`, {
        json: { content: html, version, reason: 'autosave' },
      });
      if (answer.ok) version = answer.body.data.version;
      return answer;
    },
    grammar() {
      const index = edited();
      const start = Math.max(0, Math.min(index - 1, draft.length - GRAMMAR_PARAGRAPHS));
      const text = draft.slice(start, start + GRAMMAR_PARAGRAPHS).join('\n\n');
      return request('grammar', 'POST', '/api/v1/sapling/api/v1/edits', {
        json: { text, session_id: `bench-${user.projectId}`, document_id: user.projectId },
      });
    },
    citations: () =>
      request('citations', 'POST', `/v1/projects/${user.projectId}/posts/check-citation?citationFormat=apa`, {
        text: paper,
      }),
  };
  return operations;
}

function pickOperation(random) {
  let roll = random() * 100;
  for (const [name, weight] of Object.entries(WEIGHTS)) {
    roll -= weight;
    if (roll < 0) return name;
  }
  return 'list';
}

/** Mulberry32, seeded per writer so runs compare like with like. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function setUpUser(baseUrl, i) {
  const user = await signUp(baseUrl);
  const call = async (method, path, json) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
    return (await response.json()).data;
  };
  await call('POST', '/v1/payments/create-checkout-session', { priceId: 'price_starter_free' });
  const project = await call('POST', '/v1/projects', { title: `Mixed load ${i}`, type: 'essay' });
  return { ...user, projectId: project.id, postId: project.postId };
}

export async function run({ baseUrl, pid, options, log }) {
  const { users: userCount, duration, warmup, thinkMs } = options.mixed;
  log(`signing up ${userCount} writers, one project each`);
  const users = [];
  for (let i = 0; i < userCount; i += 8) {
    const batch = Array.from({ length: Math.min(8, userCount - i) }, (_, k) => setUpUser(baseUrl, i + k + 1));
    users.push(...(await Promise.all(batch)));
  }

  const recorder = createRecorder();
  for (const name of Object.keys(WEIGHTS)) recorder.latencies[name] = [];
  let stopping = false;
  const loops = users.map(async (user, i) => {
    const random = generator(1_000 + i);
    const operations = session(baseUrl, user, recorder, 2_000 + i * 2);
    // Writers do not all start in the same millisecond.
    await sleep(random() * 1_000);
    while (!stopping) {
      const name = pickOperation(random);
      const result = await operations[name]();
      if (recorder.recording) {
        recorder.operations += 1;
        if (result.ok) recorder.latencies[name].push(result.ms);
      }
      if (thinkMs > 0) await sleep(random() * thinkMs * 2);
    }
  });

  log(`${warmup} s warm-up, then ${duration} s measured; ${userCount} writers at once`);
  await sleep(warmup * 1_000);
  const rssWarm = residentMb(pid);
  recorder.recording = true;
  // The writers run in this process: a busy event loop here would be counted as the server's latency.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const started = performance.now();
  let rssPeak = rssWarm;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak ?? 0, residentMb(pid) ?? 0)), 1_000);
  await sleep(duration * 1_000);
  recorder.recording = false;
  const elapsed = (performance.now() - started) / 1_000;
  clearInterval(sampler);
  loopDelay.disable();
  const generatorDelayMs = {
    p50: Number((loopDelay.percentile(50) / 1e6).toFixed(1)),
    p99: Number((loopDelay.percentile(99) / 1e6).toFixed(1)),
    max: Number((loopDelay.max / 1e6).toFixed(1)),
  };
  const rssEnd = residentMb(pid);
  stopping = true;
  await Promise.all(loops);

  const rows = Object.keys(WEIGHTS).map((name) => {
    const values = recorder.latencies[name];
    const errors = Object.entries(recorder.errors)
      .filter(([key]) => key.startsWith(`${name} `))
      .reduce((sum, [, n]) => sum + n, 0);
    return {
      operation: name,
      done: values.length,
      'per s': Number((values.length / elapsed).toFixed(1)),
      'p50 ms': percentile(values, 50),
      'p99 ms': percentile(values, 99),
      errors,
    };
  });
  const errorCount = Object.values(recorder.errors).reduce((a, b) => a + b, 0);
  const growth = rssWarm && rssEnd ? Number((rssEnd / rssWarm).toFixed(2)) : null;
  return {
    ok: errorCount === 0 && (growth === null || growth <= 1.2),
    rows,
    summary: {
      'operations per s': Number((recorder.operations / elapsed).toFixed(1)),
      'requests per s': Number((recorder.requests / elapsed).toFixed(1)),
      'error rate': `${errorCount} of ${recorder.requests} requests (target 0)`,
      ...(errorCount > 0 && {
        'errors by status': Object.entries(recorder.errors)
          .map(([key, n]) => `${key}: ${n}`)
          .join(', '),
      }),
      'server RSS after warm-up / peak / at the end MB': `${rssWarm} / ${rssPeak} / ${rssEnd}`,
      'RSS at the end / after warm-up': `${growth ?? 'n/a'} (target ≤ 1.2)`,
      'load generator event-loop delay p50 / p99 / max ms': `${generatorDelayMs.p50} / ${generatorDelayMs.p99} / ${generatorDelayMs.max}`,
    },
    data: {
      users: userCount,
      durationSeconds: duration,
      warmupSeconds: warmup,
      thinkMs,
      weights: WEIGHTS,
      elapsedSeconds: elapsed,
      operations: recorder.operations,
      requests: recorder.requests,
      errors: recorder.errors,
      rows,
      rssMb: { afterWarmup: rssWarm, peak: rssPeak, end: rssEnd },
      generatorDelayMs,
    },
  };
}
