#!/usr/bin/env node
// `npm run crash`: editors save their drafts while the built production server is killed with SIGKILL and
// started again on the same storage; afterwards every save the server acknowledged must be there, whole. Runs
// on PGlite, then on PostgreSQL when CRASH_DATABASE_URL names a server (a throwaway database is made there).
//
//   CRASH_EDITORS (200), CRASH_DURATION seconds (60), CRASH_KILLS (2), CRASH_SEED (random; printed, to replay)
//   --quick       30 editors for 15 s with a fixed seed, the run `npm test` makes
//   --json=FILE   also write the figures there
//   --only=pglite or --only=postgresql
import { writeFileSync } from 'node:fs';
import { assertBuilt } from '../e2e/support/prod-server.mjs';
import { formatTable } from './bench/report.mjs';
import { crashRun } from './crash/run.mjs';

function positiveInteger(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

const quick = process.argv.includes('--quick');
const flag = (name) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const jsonFile = flag('json');
const only = flag('only');
const options = {
  editors: positiveInteger('CRASH_EDITORS', quick ? 30 : 200),
  durationMs: positiveInteger('CRASH_DURATION', quick ? 15 : 60) * 1000,
  kills: positiveInteger('CRASH_KILLS', 2),
  // `npm test` runs with the same seed each time, as the API fuzzing does; a full run draws one.
  seed: positiveInteger('CRASH_SEED', quick ? 20_261_201 : 1 + Math.floor(Math.random() * 1_000_000)),
};
// A run that saved little proves little: before each kill and after the last restart, the editors' saves were
// acknowledged once each on average.
const minimumAcknowledged = options.editors * (options.kills + 1);

/** What makes a run fail besides a lost or torn save: too little traffic, or a kill that interrupted nothing. */
function vacuity(result) {
  const reasons = [];
  if (result.kills.length !== options.kills)
    reasons.push(`${result.kills.length} kills, not ${options.kills}`);
  if (result.acknowledged < minimumAcknowledged)
    reasons.push(`${result.acknowledged} acknowledged saves, fewer than ${minimumAcknowledged}`);
  result.kills.forEach((kill, i) => {
    if (kill.inFlight === 0 || kill.cut === 0) reasons.push(`kill ${i + 1} cut off no save`);
    if (kill.acksBefore === (result.kills[i - 1]?.acksAtRestart ?? 0))
      reasons.push(`no save was acknowledged before kill ${i + 1}`);
    if (kill.acksAfter === 0) reasons.push(`no save was acknowledged after restart ${i + 1}`);
  });
  return reasons;
}

async function main() {
  try {
    assertBuilt({ web: false });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  }
  const targets = [{ name: 'PGlite', databaseUrl: null }];
  if (process.env.CRASH_DATABASE_URL)
    targets.push({ name: 'PostgreSQL', databaseUrl: process.env.CRASH_DATABASE_URL });
  if (only) targets.splice(0, targets.length, ...targets.filter((t) => t.name.toLowerCase() === only));
  if (targets.length === 0) {
    console.error(`--only=${only} matched nothing (postgresql needs CRASH_DATABASE_URL)`);
    return 1;
  }
  console.log(
    `Crash run: ${options.editors} editors, ${options.durationMs / 1000} s, ${options.kills} SIGKILLs, ` +
      `seed ${options.seed} (CRASH_SEED=${options.seed} replays the same contents and moments)`,
  );

  const results = [];
  let ok = true;
  for (const target of targets) {
    console.log(`\n${target.name}`);
    const result = await crashRun({
      ...options,
      databaseUrl: target.databaseUrl,
      log: (message) => console.log(`  · ${message}`),
    });
    const failures = [...result.problems.map((p) => `${p.kind}: ${p.message}`), ...vacuity(result)];
    const count = (kind) => result.problems.filter((p) => p.kind === kind).length;
    const lost = count('lost');
    const torn = count('torn');
    results.push({ ...result, lost, torn, failures });
    ok &&= failures.length === 0;
    console.log(
      `\n${formatTable(
        result.kills.map((kill, i) => ({
          kill: i + 1,
          'at s': Number((kill.at / 1000).toFixed(1)),
          'saves in flight': kill.inFlight,
          'saves cut off': kill.cut,
          'acknowledged before': kill.acksBefore,
          'healthy after ms': kill.restartMs,
          'first save after ms': kill.firstAckMs,
          'acknowledged after': kill.acksAfter,
        })),
      )}`,
    );
    const outcomes = Object.entries(result.outcomes)
      .map(([outcome, n]) => `${outcome}: ${n}`)
      .join(', ');
    console.log(`saves answered: ${outcomes}`);
    console.log(
      `acknowledged: ${result.acknowledged} (${result.savesPerSecond}/s over ${(result.elapsedMs / 1000).toFixed(1)} s); ` +
        `stored without an answer: ${result.storedUnanswered}; revisions checked: ${result.revisionsChecked}`,
    );
    console.log(`lost: ${lost}; torn: ${torn}; other problems: ${result.problems.length - lost - torn}`);
    for (const failure of failures.slice(0, 20)) console.log(`  !! ${failure}`);
    if (failures.length > 20) console.log(`  !! … and ${failures.length - 20} more`);
  }
  if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify({ options, ok, results }, null, 2)}\n`);
  console.log(ok ? '\nEvery acknowledged save survived, whole.' : '\nCRASH RUN FAILED');
  return ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
