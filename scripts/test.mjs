#!/usr/bin/env node
// `npm test`: installs when needed, then lint, format and type checks, unit and API tests (PGlite, plus
// PostgreSQL when TEST_DATABASE_URL is set), a production build, a short crash run against it (same
// databases), and the browser tests in system Chromium (the XSS suite on PostgreSQL too, when it is given).
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, root, run, step } from './lib.mjs';

ensureInstalled();
const reports = join(root, 'test-results');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const failures = [];
const gate = (name, status) => {
  if (status !== 0) failures.push(name);
  return status === 0;
};

step('Lint');
gate('lint', run('npx', ['eslint', '.', '--max-warnings=0']));
step('Formatting');
gate('format', run('npx', ['prettier', '--check', '.', '--log-level', 'warn']));
step('Type checks');
gate('typecheck', run('npm', ['run', 'typecheck', '--silent']));

step(`Unit and API tests (PGlite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''})`);
const vitestJson = join(reports, 'vitest.json');
gate(
  'unit/API tests',
  run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]),
);

step('Production build');
const builtOk = gate('build', run('npm', ['run', 'build']));
if (builtOk) {
  step('Page weight (150 KB of JavaScript per public page, gzip)');
  gate('page weight', run('node', ['apps/web/scripts/report-page-weight.mjs', '--strict']));
}

const crashJson = join(reports, 'crash.json');
if (builtOk) {
  step(
    `Crash safety: saves while the server is killed twice (PGlite${process.env.TEST_DATABASE_URL ? ' and PostgreSQL' : ''})`,
  );
  gate(
    'crash run',
    run('node', ['scripts/crash.mjs', '--quick', `--json=${crashJson}`], {
      env: { ...process.env, CRASH_DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' },
    }),
  );
}

const e2eJson = join(reports, 'e2e.json');
if (builtOk) {
  step('Browser tests (system Chromium)');
  gate(
    'browser tests',
    run('npx', ['playwright', 'test', '--reporter=list,json'], {
      cwd: join(root, 'e2e'),
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
    }),
  );
}

// Hostile text must stay text whichever database stored it: the XSS suite runs again with the server on
// PostgreSQL (a throwaway database; see e2e/support/global-setup.ts).
const xssPostgresJson = join(reports, 'e2e-xss-postgres.json');
if (builtOk && process.env.TEST_DATABASE_URL) {
  step('Browser XSS suite with the server on PostgreSQL');
  gate(
    'browser XSS suite on PostgreSQL',
    run('npx', ['playwright', 'test', 'specs/xss.spec.ts', '--reporter=list,json'], {
      cwd: join(root, 'e2e'),
      env: {
        ...process.env,
        E2E_DATABASE_URL: process.env.TEST_DATABASE_URL,
        PLAYWRIGHT_JSON_OUTPUT_NAME: xssPostgresJson,
      },
    }),
  );
}

function counts(file, read) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  try {
    return read(JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    return { passed: 0, failed: 0, skipped: 0 };
  }
}
const unit = counts(vitestJson, (r) => ({
  passed: r.numPassedTests,
  failed: r.numFailedTests,
  skipped: r.numPendingTests + r.numTodoTests,
}));
// Each database's crash run counts as one test.
const crash = counts(crashJson, (r) => ({
  passed: r.results.filter((result) => result.failures.length === 0).length,
  failed: r.results.filter((result) => result.failures.length > 0).length,
  skipped: 0,
}));
const playwrightCounts = (r) => ({
  // A flaky test failed once and passed on its retry (CI allows one); it counts as passed and is named below.
  passed: r.stats.expected + r.stats.flaky,
  failed: r.stats.unexpected,
  flaky: r.stats.flaky,
  skipped: r.stats.skipped,
});
const e2e = [counts(e2eJson, playwrightCounts), counts(xssPostgresJson, playwrightCounts)].reduce((a, b) => ({
  passed: a.passed + b.passed,
  failed: a.failed + b.failed,
  flaky: (a.flaky ?? 0) + (b.flaky ?? 0),
  skipped: a.skipped + b.skipped,
}));

console.log(
  `\nUnit and API: ${unit.passed} passed, ${unit.failed} failed; crash runs: ${crash.passed} passed, ` +
    `${crash.failed} failed; browser: ${e2e.passed} passed, ${e2e.failed} failed`,
);
if (e2e.flaky > 0) console.log(`Browser tests that passed only on retry: ${e2e.flaky} (see the list above)`);
if (failures.length > 0) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(
  `tests: ${unit.passed + crash.passed + e2e.passed} passed, ` +
    `${unit.failed + crash.failed + e2e.failed + failures.length} failed, ${unit.skipped + e2e.skipped} skipped`,
);
process.exit(failures.length > 0 ? 1 : 0);
