#!/usr/bin/env node
// `npm run bench`: measures the already-built production server. Starts it on a free loopback port with a
// fresh database, signs up one user, runs every section in scripts/bench/ in turn, prints the figures and
// writes them to .bench/results.json. See docs/PERFORMANCE.md for how to read them.
//
// A section is a module exporting `id`, `title`, `needsWeb` (needs apps/web/dist) and
// `run({ baseUrl, pid, user, options, log })`, which resolves to `{ ok, rows, summary?, data }`: `rows` is the
// printed table, `summary` a few named figures printed under it, `data` whatever belongs in the JSON.
import { join } from 'node:path';
import { assertBuilt, repoRoot, startProdServer } from '../e2e/support/prod-server.mjs';
import * as api from './bench/api.mjs';
import * as citations from './bench/citations.mjs';
import { signUp } from './bench/identity.mjs';
import { readOptions } from './bench/options.mjs';
import { machine, printSection, writeResults } from './bench/report.mjs';
import * as editor from './bench/editor.mjs';
import * as grammar from './bench/grammar.mjs';
import * as mixed from './bench/mixed.mjs';
import * as review from './bench/review.mjs';
import * as web from './bench/web.mjs';

// The mixed load goes last: it leaves hundreds of accounts and drafts behind.
const SECTIONS = [api, web, grammar, editor, citations, review, mixed];
const resultsFile = join(repoRoot, '.bench', 'results.json');

async function main() {
  const options = readOptions();
  const sections = options.only.length ? SECTIONS.filter((s) => options.only.includes(s.id)) : SECTIONS;
  if (sections.length === 0)
    throw new Error(`BENCH_ONLY matched no section; known: ${SECTIONS.map((s) => s.id).join(', ')}`);
  const web = sections.some((s) => s.needsWeb);
  try {
    assertBuilt({ web });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  }

  const server = await startProdServer({
    web,
    env: {
      // The limiter still runs on every request (its cost is part of the figures) but never answers 429.
      RATE_LIMIT_PER_MINUTE: '1000000000',
      GRAMMAR_CHECKS_PER_MINUTE: '1000000000',
      // Long BENCH_DURATION runs must not outlive the token and measure 401s.
      ID_TOKEN_TTL_SECONDS: '86400',
      // A throwaway PostgreSQL database instead of the default embedded PGlite one, for comparison.
      ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
    },
  });
  const stopOnSignal = () => void server.stop().then(() => process.exit(130));
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);

  const report = { date: new Date().toISOString(), machine: machine(), options, ok: true, sections: {} };
  try {
    const { cpus, node, loadAverage1m } = report.machine;
    console.log(
      `Penwright bench: ${server.baseUrl} on ${options.database}, ${cpus} CPUs, Node ${node}, load ${loadAverage1m}`,
    );
    const user = await signUp(server.baseUrl);
    const log = (message) => console.log(`  · ${message}`);
    for (const section of sections) {
      const result = await section.run({
        baseUrl: server.baseUrl,
        pid: server.pid,
        readyMs: server.readyMs,
        user,
        options,
        log,
      });
      printSection(section, result);
      report.sections[section.id] = {
        title: section.title,
        ok: result.ok,
        summary: result.summary,
        data: result.data,
      };
      report.ok &&= result.ok;
    }
  } finally {
    await server.stop();
  }
  writeResults(resultsFile, report);
  console.log(`\nWrote ${resultsFile}`);
  return report.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
