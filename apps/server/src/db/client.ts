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

/*
 * A write generation per database lets a cache keep what it read while the generation stands (see
 * users.service.ts). The embedded engine runs inside this one process (cluster.ts refuses several processes on
 * it), so counting the writes that pass through here is enough: each statement that is not a plain read, and
 * each transaction, moves the generation on. PostgreSQL is written by other processes too: there the generation
 * also moves on every change announced on the "penwright_user_changed" channel (migration 0010 sends one for
 * each change to what the current-user document shows), and while this process is not listening it is -1, which
 * no cache entry matches.
 */
const writeGenerations = new WeakMap<Database, () => number>();

/** The database's write generation, or undefined when none is kept; -1 means "do not trust any cache". */
export function writeGenerationOf(db: Database): (() => number) | undefined {
  return writeGenerations.get(db);
}

const USER_CHANGED_CHANNEL = 'penwright_user_changed';
const RELISTEN_MS = 1_000;

/** Counts this process's writes through the pool and the changes other processes announce. */
function countPostgresWrites(pool: pg.Pool, url: string, onError: (err: Error) => void) {
  let generation = 0;
  let listening = false;
  let closed = false;
  let listener: pg.Client | null = null;
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((config: unknown, ...rest: unknown[]) => {
      const text = typeof config === 'string' ? config : (config as { text?: string } | null)?.text;
      if (typeof text !== 'string' || !READ_ONLY.test(text)) generation += 1;
      return query(config, ...rest);
    }) as typeof client.query;
  });
  async function listen(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    const lost = (err?: Error) => {
      if (listener !== client) return;
      listening = false;
      generation += 1;
      listener = null;
      if (err) onError(err);
      void client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen(), RELISTEN_MS).unref();
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', () => {
      generation += 1;
    });
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${USER_CHANGED_CHANNEL}`);
      generation += 1;
      listening = true;
    } catch (err) {
      lost(err as Error);
    }
  }
  void listen();
  return {
    generation: () => (listening ? generation : -1),
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      listening = false;
      await client?.end().catch(() => undefined);
    },
  };
}

const READ_ONLY = /^\s*(?:select|show|explain)\b/i;

function countWrites(client: PGlite): () => number {
  let generation = 0;
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((sql: string, ...rest: unknown[]) => {
    if (!READ_ONLY.test(sql)) generation += 1;
    return (query as (...args: unknown[]) => unknown)(sql, ...rest);
  }) as PGlite['query'];
  client.exec = ((sql: string, ...rest: unknown[]) => {
    if (!READ_ONLY.test(sql)) generation += 1;
    return (exec as (...args: unknown[]) => unknown)(sql, ...rest);
  }) as PGlite['exec'];
  // Writes inside a transaction go through the transaction's own handle: the generation moves before and after.
  client.transaction = (async (run: (tx: unknown) => Promise<unknown>) => {
    generation += 1;
    try {
      return await transaction(run as Parameters<PGlite['transaction']>[0]);
    } finally {
      generation += 1;
    }
  }) as PGlite['transaction'];
  return () => generation;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection can be cut by the server (restart, failover, admin command); the pool replaces it.
    // Without a listener that event would crash the process.
    pool.on('error', (err) => options.onIdleError?.(err));
    const db = drizzlePg(pool, { schema });
    // Before the first connection is made, so that every pooled connection counts its writes.
    const writes = countPostgresWrites(pool, options.url, (err) => options.onIdleError?.(err));
    try {
      await migrateAlone(options.url, () => migratePg(db, { migrationsFolder: migrationsFolder() }));
    } catch (err) {
      await writes.close();
      await pool.end();
      throw err;
    }
    writeGenerations.set(db, writes.generation);
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      close: async () => {
        await writes.close();
        await pool.end();
      },
    };
  }
  if (!options.pgliteDir.startsWith('memory://')) mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir);
  const generation = countWrites(client);
  const db = drizzlePglite(client, { schema });
  writeGenerations.set(db, generation);
  await migratePglite(db, { migrationsFolder: migrationsFolder() });
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() };
}
