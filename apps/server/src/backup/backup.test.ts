import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { createBackup } from './backup.ts';
import { schemaTables, seedDataDir, snapshot, tableName } from './backup.fixtures.ts';
import type { Manifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';
import { readTarGz, writeTarGz, type TarEntry } from './tar.ts';

const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
const tsx = createRequire(import.meta.url).resolve('tsx/cli');

/** Runs the command as `npm run backup|restore` does, with DATA_DIR pointing at `dataDir`. */
function run(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _, ...inherited } = process.env;
  const result = spawnSync(process.execPath, [tsx, cli, ...args], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** The files under `names` in a data folder (the database is compared by its rows instead). */
function files(root: string, names: string[]): Map<string, Buffer> {
  const found = new Map<string, Buffer>();
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const path = relative(root, join(entry.parentPath, entry.name));
    if (entry.isFile() && names.includes(path.split(sep)[0]!))
      found.set(path.split(sep).join('/'), readFileSync(join(root, path)));
  }
  return found;
}

async function readSnapshot(dataDir: string) {
  const handle = await openDatabase({ url: null, pgliteDir: join(dataDir, 'db') });
  try {
    return await snapshot(handle.db);
  } finally {
    await handle.close();
  }
}

// The archive holds PGlite's own data folder: this file runs in the PGlite project only (vitest.config.ts).
describe('backup and restore of the embedded database and uploads', () => {
  const root = mkdtempSync(join(tmpdir(), 'penwright-backup-'));
  const source = join(root, 'data');
  const archive = join(root, 'backup.tar.gz');
  let manifest: Manifest;
  let before: Record<string, string[]>;

  beforeAll(async () => {
    await seedDataDir(source);
    before = await readSnapshot(source);
    manifest = await createBackup({ dataDir: source, out: archive });
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('restores every table row for row and every uploaded file byte for byte', async () => {
    const target = join(root, 'restored');
    await restoreBackup({ archive, dataDir: target });

    const after = await readSnapshot(target);
    expect(Object.keys(after)).toEqual(schemaTables.map(tableName));
    for (const table of ['public.users', 'public.projects', 'public.posts', 'public.notifications'])
      expect(before[table]?.length, table).toBeGreaterThanOrEqual(2);
    expect(after).toEqual(before);

    const restored = files(target, ['uploads', 'auth-secret']);
    const original = files(source, ['uploads', 'auth-secret']);
    expect([...restored.keys()].filter((p) => p.startsWith('uploads/'))).toHaveLength(2);
    expect([...restored.keys()].sort()).toEqual([...original.keys()].sort());
    for (const [path, data] of restored) expect(data.equals(original.get(path)!), path).toBe(true);
  });

  it('counts every table the schema declares in the manifest, with checksums for each file', () => {
    const counted = Object.keys(manifest.database.tables).filter((name) => name.startsWith('public.'));
    expect(counted.sort()).toEqual(schemaTables.map(tableName).sort());
    for (const table of schemaTables)
      expect(manifest.database.tables[tableName(table)]).toBe(before[tableName(table)]?.length);
    expect(manifest.files.map((f) => f.path)).toContain('auth-secret');
  });

  it('refuses a folder that holds data unless forced, and then keeps the old folder', async () => {
    const target = join(root, 'occupied');
    mkdirSync(target);
    writeFileSync(join(target, 'keep-me'), 'old');
    await expect(restoreBackup({ archive, dataDir: target })).rejects.toThrow(/already holds data.*--force/);
    expect(readdirSync(target)).toEqual(['keep-me']);

    const { previous } = await restoreBackup({ archive, dataDir: target, force: true });
    expect(readFileSync(join(previous!, 'keep-me'), 'utf8')).toBe('old');
    expect(existsSync(join(target, 'db', 'PG_VERSION'))).toBe(true);
  });

  it('rejects an archive whose file no longer matches its checksum, leaving the folder untouched', async () => {
    const tampered = join(root, 'tampered.tar.gz');
    async function* altered(): AsyncGenerator<TarEntry> {
      for await (const entry of readTarGz(archive))
        yield entry.name.startsWith('uploads/')
          ? { ...entry, data: Buffer.concat([entry.data, Buffer.from('x')]) }
          : entry;
    }
    await writeTarGz(tampered, altered());
    const target = join(root, 'untouched');
    await expect(restoreBackup({ archive: tampered, dataDir: target })).rejects.toThrow(
      /not a usable Penwright backup: uploads\/.+ does not match its checksum/,
    );
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(root).filter((name) => name.includes('restoring'))).toEqual([]);
  });

  it('answers a missing or truncated archive with one clear line and exit code 1', () => {
    const env = { DATA_DIR: join(root, 'cli-target') };
    const truncated = join(root, 'truncated.tar.gz');
    writeFileSync(truncated, readFileSync(archive).subarray(0, 50_000));
    const cases: [string, RegExp][] = [
      [join(root, 'missing.tar.gz'), /No backup archive at/],
      [truncated, /not a usable Penwright backup: it is not a readable \.tar\.gz/],
    ];
    for (const [file, message] of cases) {
      const { code, err } = run(['restore', file], env);
      expect(code, err).toBe(1);
      expect(err).toMatch(message);
      expect(err).not.toMatch(/\n\s+at /);
    }
    expect(existsSync(env.DATA_DIR)).toBe(false);
  });

  it('names what is wrong with a file that is not a backup at all', async () => {
    const foreign = join(root, 'notes.tar.gz');
    async function* notes(): AsyncGenerator<TarEntry> {
      yield { name: 'notes.txt', data: Buffer.from('not a backup') };
    }
    await writeTarGz(foreign, notes());
    await expect(restoreBackup({ archive: foreign, dataDir: join(root, 'x') })).rejects.toThrow(
      /not a usable Penwright backup: it does not start with manifest\.json/,
    );
    writeFileSync(foreign, 'plain text');
    await expect(restoreBackup({ archive: foreign, dataDir: join(root, 'x') })).rejects.toThrow(
      /not a readable \.tar\.gz/,
    );
  });

  it('tells a PostgreSQL installation to use pg_dump and pg_restore instead', () => {
    const env = { DATA_DIR: source, DATABASE_URL: 'postgres://penwright@db.example/penwright' };
    const backup = run(['backup'], env);
    expect(backup.code).toBe(1);
    expect(backup.err).toMatch(/pg_dump -Fc/);
    expect(run(['restore', archive], env).err).toMatch(/pg_restore --clean/);
  });
});
