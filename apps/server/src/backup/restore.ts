import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { BackupError } from './errors.ts';
import { DATABASE_NAME, MANIFEST_NAME, ManifestSchema, sha256, type Manifest } from './manifest.ts';
import { countRows, looksInUse, openPglite, pgliteVersion } from './pglite.ts';
import { readTarGz } from './tar.ts';

export interface RestoreOptions {
  archive: string;
  /** The server's DATA_DIR to fill. */
  dataDir: string;
  /** Replace a data folder that already holds something; the old one is kept beside it, renamed. */
  force?: boolean;
}

export interface RestoreResult {
  manifest: Manifest;
  /** Where the data folder that was replaced now lives, when there was one. */
  previous: string | null;
}

const isEmptyDir = (path: string) => !existsSync(path) || readdirSync(path).length === 0;

function readManifest(data: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    throw new BackupError('its manifest is not valid JSON');
  }
  const parsed = ManifestSchema.safeParse(json);
  if (!parsed.success)
    throw new BackupError(`its manifest is not one this version reads (${parsed.error.issues[0]?.message})`);
  return parsed.data;
}

/**
 * Reads the whole archive into `staging`, checking every entry against the manifest's checksums, and answers
 * the manifest with the database dump, which is loaded last.
 */
async function unpack(archive: string, staging: string): Promise<{ manifest: Manifest; dump: Buffer }> {
  let manifest: Manifest | null = null;
  let dump: Buffer | null = null;
  const expected = new Map<string, { bytes: number; sha256: string }>();
  for await (const entry of readTarGz(archive)) {
    if (!manifest) {
      if (entry.name !== MANIFEST_NAME) throw new BackupError(`it does not start with ${MANIFEST_NAME}`);
      manifest = readManifest(entry.data);
      expected.set(DATABASE_NAME, manifest.database);
      for (const file of manifest.files) expected.set(file.path, file);
      continue;
    }
    const want = expected.get(entry.name);
    if (!want) throw new BackupError(`it holds ${entry.name}, which its manifest does not list`);
    expected.delete(entry.name);
    if (entry.data.length !== want.bytes || sha256(entry.data) !== want.sha256)
      throw new BackupError(`${entry.name} does not match its checksum`);
    if (entry.name === DATABASE_NAME) {
      dump = entry.data;
      continue;
    }
    const target = join(staging, entry.name);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, entry.data, { mode: entry.name === 'auth-secret' ? 0o600 : 0o644 });
  }
  if (!manifest) throw new BackupError('it is empty');
  if (expected.size) throw new BackupError(`it lacks ${[...expected.keys()].join(', ')}`);
  return { manifest, dump: dump! };
}

async function loadDatabase(staging: string, manifest: Manifest, dump: Buffer) {
  const db = await openPglite({ dataDir: join(staging, 'db'), loadDataDir: new Blob([dump]) }).catch(
    (err: unknown) => {
      const versions = `the backup was written by PGlite ${manifest.database.pgliteVersion}, this is ${pgliteVersion()}`;
      throw new BackupError(`${(err as Error).message} (${versions})`);
    },
  );
  try {
    const counts = await countRows(db);
    if (JSON.stringify(counts) !== JSON.stringify(manifest.database.tables))
      throw new BackupError('the restored database does not hold the rows its manifest counts');
  } finally {
    await db.close();
  }
}

/**
 * Restores an archive from `createBackup` into `dataDir`. Nothing in `dataDir` is touched until the archive has
 * been read in full, matched its checksums and its database opened with the row counts it recorded.
 */
export async function restoreBackup({
  archive,
  dataDir,
  force = false,
}: RestoreOptions): Promise<RestoreResult> {
  if (!existsSync(archive) || !statSync(archive).isFile())
    throw new BackupError(`No backup archive at ${archive}.`);
  if (!isEmptyDir(dataDir) && !force)
    throw new BackupError(
      `${dataDir} already holds data. Restore into an empty folder (set DATA_DIR), or add --force to replace ` +
        'it; the current folder is then kept beside it, renamed.',
    );
  if (!force && looksInUse(join(dataDir, 'db')))
    throw new BackupError('The database looks open in a running server; stop it first.');
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, '');
  const staging = join(dirname(dataDir), `.${basename(dataDir)}.restoring-${stamp}`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  try {
    const { manifest, dump } = await unpack(archive, staging).catch((err: unknown) => {
      if (err instanceof BackupError)
        throw new BackupError(`${archive} is not a usable Penwright backup: ${err.message}.`);
      throw err;
    });
    await loadDatabase(staging, manifest, dump);
    let previous: string | null = null;
    if (existsSync(dataDir)) {
      if (isEmptyDir(dataDir)) await rm(dataDir, { recursive: true });
      else {
        previous = `${dataDir}.before-restore-${stamp}`;
        await rename(dataDir, previous);
      }
    }
    await rename(staging, dataDir);
    return { manifest, previous };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}
