import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/**
 * Keeps uploaded files. The default writes under DATA_DIR/uploads; an S3-compatible bucket stands in when S3_*
 * is set. Either way the browser loads them from the app's own `/uploads/` path, under its headers and CSP.
 */
export interface FileStorage {
  /** Where the files are, for the uploads plugin: a local folder it serves itself, or a bucket it reads through. */
  kind: 'local' | 's3';
  /** Stores `body` under `key` and answers the URL the browser loads it from. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
  /** The stored bytes of `key`, or null when there is no such file. */
  read(key: string): Promise<Buffer | null>;
  /** Removes the file a URL from `put` points at; unknown URLs are ignored. */
  remove(url: string): Promise<void>;
}

export const UPLOADS_PREFIX = '/uploads/';

export function localFileStorage(root: string): FileStorage {
  const pathFor = (key: string) => {
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root)))
      throw new Error(`Refusing a storage key outside the uploads folder: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathFor(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      return `${UPLOADS_PREFIX}${key}`;
    },
    async read(key) {
      try {
        return await readFile(pathFor(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      await rm(pathFor(url.slice(UPLOADS_PREFIX.length)), { force: true });
    },
  };
}
