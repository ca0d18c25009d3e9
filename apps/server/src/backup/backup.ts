import { existsSync, mkdirSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { BackupError } from './errors.ts';
import { DATABASE_NAME, MANIFEST_NAME, sha256, type ArchivedFile, type Manifest } from './manifest.ts';
import { countRows, hasDatabase, looksInUse, openPglite, pgliteVersion } from './pglite.ts';
import { writeTarGz, type TarEntry } from './tar.ts';

export interface BackupOptions {
  /** The server's DATA_DIR: `db/` (PGlite), `uploads/` and, when AUTH_SECRET is unset, `auth-secret`. */
  dataDir: string;
  /** The archive to write (a .tar.gz); it must not exist yet. */
  out: string;
  /** Go ahead although the database looks open in another process (left over from a crash). */
  force?: boolean;
}

/** The generated secret encrypts the token signing keys kept in the database, so the two travel together. */
const SECRET_FILE = 'auth-secret';

async function listFiles(root: string): Promise<string[]> {
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

async function archivedFiles(dataDir: string): Promise<ArchivedFile[]> {
  const paths = await listFiles(join(dataDir, 'uploads'));
  if (existsSync(join(dataDir, SECRET_FILE))) paths.push(join(dataDir, SECRET_FILE));
  const files: ArchivedFile[] = [];
  for (const path of paths) {
    const data = await readFile(path);
    files.push({
      path: relative(dataDir, path).split(sep).join('/'),
      bytes: data.length,
      sha256: sha256(data),
    });
  }
  return files;
}

async function dumpDatabase(pgliteDir: string) {
  const db = await openPglite({ dataDir: pgliteDir });
  try {
    const tables = await countRows(db);
    const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    return { tables, dump };
  } finally {
    await db.close();
  }
}

/** Writes one archive holding the PGlite data folder, the uploads and a manifest of counts and checksums. */
export async function createBackup({ dataDir, out, force = false }: BackupOptions): Promise<Manifest> {
  const pgliteDir = join(dataDir, 'db');
  if (!hasDatabase(pgliteDir)) throw new BackupError(`There is no embedded database in ${pgliteDir}.`);
  if (looksInUse(pgliteDir) && !force)
    throw new BackupError(
      `The database in ${pgliteDir} looks open in a running server (db/postmaster.pid exists). Stop the server ` +
        'and run this again; if no server is running (it stopped without a clean shutdown), add --force.',
    );
  if (existsSync(out)) throw new BackupError(`${out} already exists; choose another file name.`);
  const { tables, dump } = await dumpDatabase(pgliteDir);
  const files = await archivedFiles(dataDir);
  const manifest: Manifest = {
    format: 'penwright-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database: {
      engine: 'pglite',
      pgliteVersion: pgliteVersion(),
      file: DATABASE_NAME,
      bytes: dump.length,
      sha256: sha256(dump),
      tables,
    },
    files,
  };
  async function* entries(): AsyncGenerator<TarEntry> {
    yield { name: MANIFEST_NAME, data: Buffer.from(JSON.stringify(manifest, null, 2) + '\n') };
    yield { name: DATABASE_NAME, data: dump };
    for (const file of files) {
      const data = await readFile(join(dataDir, file.path));
      if (sha256(data) !== file.sha256) throw new BackupError(`${file.path} changed while the backup ran.`);
      yield { name: file.path, data, mode: file.path === SECRET_FILE ? 0o600 : 0o644 };
    }
  }
  mkdirSync(dirname(out), { recursive: true });
  try {
    await writeTarGz(out, entries());
  } catch (err) {
    await rm(out, { force: true });
    throw err;
  }
  return manifest;
}
