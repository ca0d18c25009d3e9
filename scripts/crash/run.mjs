// One crash run: the built production server on its own storage (a PGlite data folder, or a new database on a
// PostgreSQL server), editors saving their own drafts as fast as the server answers, the server killed with
// SIGKILL at seeded moments and started again on the same storage, and at the end every draft and every
// revision checked against the saves the server acknowledged.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort, startProdServer } from '../../e2e/support/prod-server.mjs';
import { signUp } from '../bench/identity.mjs';
import { derived, readContent, saveContent } from './content.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `task` over `items` with at most `limit` at once. */
async function pool(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A new database on the PostgreSQL server at `serverUrl`, dropped again by `drop()`. */
async function throwawayDatabase(serverUrl, seed) {
  const name = `penwright_crash_${seed}_${Date.now().toString(36)}`;
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * One request; resolves to `{ status, body }` for any HTTP answer and `{ status: 0, error }` when there was
 * none (refused, reset, timed out), which is what a killed server gives.
 */
async function call(baseUrl, token, method, path, body) {
  try {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
      signal: AbortSignal.timeout(120_000),
    });
    const text = await response.text();
    let parsed = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
    return { status: response.status, body: parsed };
  } catch (error) {
    return { status: 0, error };
  }
}

async function must(baseUrl, token, method, path, body) {
  const answer = await call(baseUrl, token, method, path, body);
  if (answer.status < 200 || answer.status > 299)
    throw new Error(
      `${method} ${path}: ${answer.status || answer.error} ${JSON.stringify(answer.body ?? '')}`,
    );
  return answer.body.data;
}

/** Signs up one writer on the free plan with one project, whose draft the editor saves. */
async function setUpEditor(baseUrl, id) {
  const user = await signUp(baseUrl);
  await must(baseUrl, user.token, 'POST', '/v1/payments/create-checkout-session', {
    priceId: 'price_starter_free',
  });
  const project = await must(baseUrl, user.token, 'POST', '/v1/projects', {
    title: `Crash run draft ${id}`,
    type: 'essay',
  });
  return { id, token: user.token, projectId: project.id, postId: project.postId };
}

/**
 * The shared state of a run: the editors' counters and the moments the server went down, so the kills can be
 * timed against traffic and the report can say what each kill interrupted.
 */
function createTraffic() {
  return { inFlight: 0, acks: 0, cut: 0, outcomes: {}, stopping: false, lastAckAt: 0 };
}

/** Answers that refuse a save outright; the editor keeps its content and tries again, as the web app does. */
const REFUSALS = new Set(['503 server/busy', '503 server/workers-unavailable']);

/**
 * What the stored draft of `editor` may be: its last acknowledged save, or a later save it sent without getting
 * an answer, whole and its own. Returns the problem as `[kind, message]`, or null.
 */
function judgeDraft(editor, post, found) {
  const last = editor.acks.at(-1);
  if (post.version === 0 && !last) return null;
  if (last && post.version < last.version)
    return ['lost', `it is version ${post.version}, older than the acknowledged version ${last.version}`];
  if (found.torn) return ['torn', `version ${post.version} is torn (${found.torn})`];
  if (found.editor !== editor.id)
    return ['foreign', `version ${post.version} holds editor ${found.editor}'s save ${found.seq}`];
  if (last && found.seq < last.seq)
    return [
      'lost',
      `version ${post.version} holds save ${found.seq}, older than the acknowledged save ${last.seq} ` +
        `(version ${last.version})`,
    ];
  if (last && found.seq === last.seq && post.version !== last.version)
    return ['version', `save ${found.seq} is version ${post.version}, acknowledged as ${last.version}`];
  if ((!last || found.seq > last.seq) && !editor.unanswered.has(found.seq))
    return [
      'unsent',
      `version ${post.version} holds save ${found.seq}, which got an answer or was never sent`,
    ];
  return null;
}

/**
 * One editor: saves its own draft again and again, each save based on the version it last saw. A save the
 * server acknowledged (200 with the new version) is recorded; one that got no answer may or may not have been
 * stored, so the editor reloads the draft once the server answers again and checks what it finds.
 */
async function edit(editor, { baseUrl, seed, bytes, pauseMs, traffic, problems }) {
  const random = derived(seed, editor.id, 0xed);
  const path = `/v1/projects/${editor.projectId}/posts/${editor.postId}`;
  const problem = ([kind, message]) => problems.push({ kind, message: `editor ${editor.id}: ${message}` });
  editor.version = 0;
  editor.seq = 0;
  editor.acks = [];
  editor.unanswered = new Set();
  let reload = false;

  while (!traffic.stopping) {
    if (reload) {
      const answer = await call(baseUrl, editor.token, 'GET', path);
      if (answer.status !== 200) {
        // While the server is down, a few tries a second each, as a browser's autosave would; more would only
        // take the cores from the server starting up.
        await sleep(250 + random() * 500);
        continue;
      }
      const post = answer.body.data;
      const found = judgeDraft(editor, post, readContent(seed, post.content, bytes));
      if (found) problem([found[0], `on reloading: ${found[1]}`]);
      editor.version = post.version;
      reload = false;
    }
    editor.seq += 1;
    const seq = editor.seq;
    const content = saveContent(seed, editor.id, seq, bytes);
    traffic.inFlight += 1;
    const answer = await call(baseUrl, editor.token, 'PUT', path, {
      content,
      version: editor.version,
      reason: 'autosave',
    });
    traffic.inFlight -= 1;
    const outcome = answer.status === 0 ? 'no answer' : `${answer.status} ${answer.body?.code ?? ''}`.trim();
    traffic.outcomes[outcome] = (traffic.outcomes[outcome] ?? 0) + 1;
    if (answer.status === 200) {
      const post = answer.body.data;
      if (post.content !== content) problem(['changed', `save ${seq} came back changed`]);
      if (post.version !== editor.version + 1)
        problem(['version', `save ${seq} on version ${editor.version} came back as version ${post.version}`]);
      editor.acks.push({ seq, version: post.version });
      editor.version = post.version;
      traffic.acks += 1;
      traffic.lastAckAt = performance.now();
      if (pauseMs > 0) await sleep(random() * pauseMs);
      continue;
    }
    // Without an answer the save may have been stored all the same (a 409 next would say an earlier one was);
    // the reload shows what is there. A refusal stored nothing, but the reload costs nothing either.
    if (answer.status === 0) {
      editor.unanswered.add(seq);
      traffic.cut += 1;
    } else if (!REFUSALS.has(outcome) && answer.status !== 409) {
      problem(['status', `save ${seq} answered ${outcome}`]);
    }
    reload = true;
    await sleep(50 + random() * 150);
  }
}

async function listRevisions(baseUrl, editor) {
  const path = `/v1/projects/${editor.projectId}/posts/${editor.postId}/revisions`;
  const all = [];
  for (let page = 1; ; page += 1) {
    const list = await must(baseUrl, editor.token, 'GET', `${path}?page=${page}`);
    all.push(...list.data);
    if (list.data.length === 0 || all.length >= list.totalCount) return all;
  }
}

/**
 * After the run, for every editor: the draft holds its last acknowledged save (or a later unanswered one),
 * whole; the revisions are versions 1..current without a gap, each one whole and the editor's own, in the order
 * they were sent, and every acknowledged save is the revision of the version it was acknowledged as.
 */
async function verify(baseUrl, editors, { seed, bytes }) {
  const problems = [];
  let revisionsChecked = 0;
  let storedUnanswered = 0;
  await pool(editors, 8, async (editor) => {
    const problem = (kind, message) => problems.push({ kind, message: `editor ${editor.id}: ${message}` });
    const base = `/v1/projects/${editor.projectId}/posts/${editor.postId}`;
    const post = await must(baseUrl, editor.token, 'GET', base);
    const judged = judgeDraft(editor, post, readContent(seed, post.content, bytes));
    if (judged) problem(judged[0], `the draft: ${judged[1]}`);

    const summaries = await listRevisions(baseUrl, editor);
    const versions = summaries.map((r) => r.version).sort((a, b) => a - b);
    if (versions.length !== post.version || versions.some((v, i) => v !== i + 1))
      problem('gap', `${versions.length} revisions for versions 1..${post.version}`);
    const byVersion = new Map();
    await pool(summaries, 4, async (summary) => {
      const revision = await must(baseUrl, editor.token, 'GET', `${base}/revisions/${summary.id}`);
      byVersion.set(revision.version, readContent(seed, revision.content, bytes));
    });
    revisionsChecked += byVersion.size;
    const acknowledged = new Map(editor.acks.map((ack) => [ack.version, ack.seq]));
    let previous = 0;
    for (const version of versions) {
      const found = byVersion.get(version);
      if (found.torn) problem('torn', `revision ${version} is torn (${found.torn})`);
      else if (found.editor !== editor.id)
        problem('foreign', `revision ${version} holds editor ${found.editor}'s save ${found.seq}`);
      else if (found.seq <= previous)
        problem('order', `revision ${version} holds save ${found.seq} after ${previous}`);
      else {
        previous = found.seq;
        if (acknowledged.has(version)) continue;
        if (editor.unanswered.has(found.seq)) storedUnanswered += 1;
        else problem('unsent', `revision ${version} holds save ${found.seq}, which got another answer`);
      }
    }
    for (const ack of editor.acks) {
      const found = byVersion.get(ack.version);
      if (!found) problem('lost', `acknowledged save ${ack.seq} (version ${ack.version}) is not there`);
      else if (found.seq !== ack.seq)
        problem(
          'lost',
          `version ${ack.version} holds save ${found.seq ?? '(torn)'}, acknowledged as ${ack.seq}`,
        );
    }
  });
  return { problems, revisionsChecked, storedUnanswered };
}

/**
 * Runs editors against the server for `durationMs`, killing it `kills` times. Resolves to the figures and the
 * list of problems found (empty when every acknowledged save survived whole).
 */
export async function crashRun({
  databaseUrl = null,
  editors: editorCount,
  durationMs,
  kills,
  seed,
  bytes = 16_000,
  pauseMs = 20,
  log = () => {},
}) {
  const random = derived(seed, 0xc4a5);
  const dataDir = mkdtempSync(join(tmpdir(), 'penwright-crash-'));
  const database = databaseUrl ? await throwawayDatabase(databaseUrl, seed) : null;
  const port = await freePort();
  const start = () =>
    startProdServer({
      web: false,
      waitForGrammar: false,
      dataDir,
      port,
      env: {
        RATE_LIMIT_PER_MINUTE: '1000000000',
        ID_TOKEN_TTL_SECONDS: '86400',
        LOG_LEVEL: 'error',
        ...(database && { DATABASE_URL: database.url }),
      },
    });

  let server = await start();
  try {
    const { baseUrl } = server;
    log(`signing up ${editorCount} writers, one project each`);
    const ids = Array.from({ length: editorCount }, (_, i) => i + 1);
    const editors = await pool(ids, 8, (id) => setUpEditor(baseUrl, id));

    log(`${editorCount} editors saving for ${durationMs / 1000} s; ${kills} SIGKILLs`);
    const traffic = createTraffic();
    const problems = [];
    const running = editors.map((editor) =>
      edit(editor, { baseUrl, seed, bytes, pauseMs, traffic, problems }),
    );
    const startedAt = performance.now();
    const since = () => Math.round(performance.now() - startedAt);
    const downs = [];
    // Traffic must have resumed (some acknowledged saves, a second of it) before the next kill and the end.
    const minUpMs = Math.min(2_000, durationMs / (2 * (kills + 1)));
    let upAt = startedAt;
    let acksAtUp = 0;
    // Every editor's save acknowledged once more, on average, and a moment of traffic; a server that stops
    // acknowledging leaves the run short of its figures rather than waiting for ever.
    const settle = async () => {
      const deadline = performance.now() + Math.max(60_000, durationMs);
      while (performance.now() - upAt < minUpMs || traffic.acks - acksAtUp < editorCount) {
        if (performance.now() > deadline) return;
        await sleep(10);
      }
    };
    const firstAckAfter = async (down, acks) => {
      while (traffic.acks === acks && !traffic.stopping) await sleep(5);
      down.firstAckMs = Math.round(traffic.lastAckAt - down.killedAt);
    };
    const waits = [];
    for (let k = 0; k < kills; k += 1) {
      const planned = startedAt + (durationMs * (k + 0.7 + random() * 0.6)) / (kills + 1);
      while (performance.now() < planned) await sleep(5);
      await settle();
      // The moment is a random one in the traffic: wait only until some save is on the wire.
      while (traffic.inFlight === 0) await sleep(1);
      const down = { at: since(), inFlight: traffic.inFlight, acksBefore: traffic.acks };
      await server.kill();
      down.killedAt = performance.now();
      server = await start();
      upAt = performance.now();
      down.restartMs = Math.round(upAt - down.killedAt);
      acksAtUp = traffic.acks;
      down.acksAtRestart = traffic.acks;
      down.cut = traffic.cut - downs.reduce((sum, d) => sum + d.cut, 0);
      downs.push(down);
      waits.push(firstAckAfter(down, traffic.acks));
      log(
        `kill ${k + 1} at ${(down.at / 1000).toFixed(1)} s with ${down.inFlight} saves in flight; ` +
          `healthy again in ${down.restartMs} ms`,
      );
    }
    while (performance.now() - startedAt < durationMs) await sleep(10);
    await settle();
    traffic.stopping = true;
    await Promise.all([...running, ...waits]);
    const elapsedMs = since();
    for (let i = 0; i < downs.length; i += 1) {
      downs[i].acksAfter = (downs[i + 1]?.acksBefore ?? traffic.acks) - downs[i].acksAtRestart;
      delete downs[i].killedAt;
    }

    log(`checking ${editorCount} drafts and their revisions`);
    const verified = await verify(baseUrl, editors, { seed, bytes });
    problems.push(...verified.problems);
    return {
      database: database ? 'postgresql' : 'pglite',
      seed,
      editors: editorCount,
      bytes,
      elapsedMs,
      acknowledged: traffic.acks,
      savesPerSecond: Math.round(traffic.acks / (elapsedMs / 1000)),
      cut: traffic.cut,
      outcomes: traffic.outcomes,
      storedUnanswered: verified.storedUnanswered,
      revisionsChecked: verified.revisionsChecked,
      kills: downs,
      problems,
    };
  } finally {
    await server.stop();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
