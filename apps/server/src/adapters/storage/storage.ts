import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/** Keeps uploaded files. The default writes under DATA_DIR/uploads; an S3-compatible bucket can stand in. */
export interface FileStorage {
  /** Stores `body` under `key` and answers the URL the browser loads it from. */
  put(key: string, body: Buffer, contentType: string): Promise<string>;
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
    async put(key, body) {
      const path = pathFor(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      return `${UPLOADS_PREFIX}${key}`;
    },
    async remove(url) {
      if (!url.startsWith(UPLOADS_PREFIX)) return;
      await rm(pathFor(url.slice(UPLOADS_PREFIX.length)), { force: true });
    },
  };
}
