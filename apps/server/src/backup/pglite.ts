import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { BackupError } from './errors.ts';

export const hasDatabase = (pgliteDir: string) => existsSync(join(pgliteDir, 'PG_VERSION'));

/** PGlite writes this while a process has the folder open and removes it on a clean close. */
export const looksInUse = (pgliteDir: string) => existsSync(join(pgliteDir, 'postmaster.pid'));

const PACKAGE = '@electric-sql/pglite';

/** Recorded in the manifest: a dump loads only into the PostgreSQL major version that wrote it. */
export function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve(PACKAGE);
  const pkg = join(entry.slice(0, entry.lastIndexOf(PACKAGE) + PACKAGE.length), 'package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Rows in every table of every user schema (the app's tables and the migration journal alike). */
export async function countRows(db: PGlite): Promise<Record<string, number>> {
  const { rows } = await db.query<{ schema: string; name: string }>(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1, 2`,
  );
  const counts: Record<string, number> = {};
  for (const { schema, name } of rows) {
    const result = await db.query<{ n: number }>(
      `select count(*)::int as n from ${quote(schema)}.${quote(name)}`,
    );
    counts[`${schema}.${name}`] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

export async function openPglite(options: { dataDir: string; loadDataDir?: Blob }): Promise<PGlite> {
  try {
    return await PGlite.create(options);
  } catch (err) {
    throw new BackupError(`The embedded database could not be opened: ${(err as Error).message}`);
  }
}
