import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite engine is used. */
  url: string | null;
  /** Connections kept open to PostgreSQL by this process. */
  poolSize?: number;
  /** PGlite data folder, or `memory://` for a throw-away database. */
  pgliteDir: string;
  /** Told about errors on idle PostgreSQL connections (logged by the server). */
  onIdleError?: (err: Error) => void;
}

/** The committed migrations sit beside the sources and are copied next to the bundle at build time. */
function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const candidate of [
    join(here, 'migrations'),
    join(here, 'db', 'migrations'),
    join(here, '..', 'src', 'db', 'migrations'),
  ]) {
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
  }
  throw new Error(`Database migrations not found near ${here}`);
}

/** Any fixed number: the key of the advisory lock that server processes take to migrate one at a time. */
const MIGRATION_LOCK = 7_315_902;

/**
 * Several processes starting together on one PostgreSQL database would otherwise race to create the migration
 * table and apply the same migration twice. The lock is held on its own connection for the whole run; the
 * processes that wait then find every migration applied.
 */
async function migrateAlone(url: string, run: () => Promise<void>): Promise<void> {
  // Not from the pool: a pool of one connection would then have none left for the migration itself.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await run();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection can be cut by the server (restart, failover, admin command); the pool replaces it.
    // Without a listener that event would crash the process.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg(pool, { schema });
    await migrateAlone(options.url, () => migratePg(db, { migrationsFolder: migrationsFolder() }));
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() };
  }
  if (!options.pgliteDir.startsWith('memory://')) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
