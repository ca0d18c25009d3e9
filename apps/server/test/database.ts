import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../src/db/client.ts';

/** Which engine this test run uses: PGlite always, PostgreSQL when the suite's postgres project runs. */
export const testEngine = process.env.PENWRIGHT_TEST_ENGINE === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or a new database on the server named
 * by TEST_DATABASE_URL (dropped again on close), so test files can run in parallel.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testEngine === 'pglite') return openDatabase({ url: null, pgliteDir: 'memory://' });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL must be set for the PostgreSQL test run');
  const name = `penwright_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), pgliteDir: '' });
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
