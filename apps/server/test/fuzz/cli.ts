/**
 * `npm run fuzz [-- --requests 20000 --seed 42 --verbose --server-log]`: sends generated requests to every operation of the
 * OpenAPI document and prints what came back. PGlite by default; PostgreSQL when TEST_DATABASE_URL is set.
 * Exits 1 if any answer was a 5xx or a 4xx outside the error envelope.
 */
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    verbose: { type: 'boolean', default: false },
    'server-log': { type: 'boolean', default: false },
  },
});
if (process.env.TEST_DATABASE_URL && !process.env.PENWRIGHT_TEST_ENGINE)
  process.env.PENWRIGHT_TEST_ENGINE = 'postgres';

// Imported after the engine is chosen: the test database module reads it once.
const { createTestApp } = await import('../app.ts');
const { testEngine } = await import('../database.ts');
const { createWorld } = await import('../api/world.ts');
const { formatReport, runCampaign } = await import('./campaign.ts');

const requests = Number(values.requests);
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const t = await createTestApp(values['server-log'] ? { logger: { level: 'error' } } : {});
try {
  const world = await createWorld(t.app);
  console.log(
    `Fuzzing ${world.operations.length} operations on ${testEngine} (seed ${seed}, ${requests} requests)`,
  );
  const report = await runCampaign(world, {
    seed,
    requests,
    onProgress: (done) => {
      if (done % 1_000 === 0) process.stderr.write(`  ${done} requests…\n`);
    },
  });
  console.log(formatReport(report, values.verbose));
  process.exitCode = report.failures.size > 0 ? 1 : 0;
} finally {
  await t.close();
}
