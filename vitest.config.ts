import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
// Backups of the embedded database are PGlite's own data folder; on PostgreSQL pg_dump and pg_restore apply.
// The rest never open a database (engines, workers, settings), so a second run on PostgreSQL would repeat them.
const pgliteOnly = [
  'apps/server/src/backup/**',
  'apps/server/src/adapters/grammar/**',
  'apps/server/src/config/**',
  'apps/server/src/workers/**',
  'apps/server/src/cluster.test.ts',
  'apps/server/src/identity/auth.test.ts',
  'apps/server/src/identity/verified-tokens.test.ts',
];

// The server suite runs on PGlite always, and once more on PostgreSQL when TEST_DATABASE_URL is set.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', include: ['packages/*/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'server-pglite',
          include: serverTests,
          env: { PENWRIGHT_TEST_ENGINE: 'pglite' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server-postgres',
                include: serverTests,
                exclude: pgliteOnly,
                env: { PENWRIGHT_TEST_ENGINE: 'postgres' },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
