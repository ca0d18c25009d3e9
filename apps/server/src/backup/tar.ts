import { createReadStream, createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupError } from './errors.ts';

/**
 * Just enough of the ustar format for one backup archive: regular files only, read and written as a stream, so
 * `tar tzf` and `tar xzf` open the archive too and no archive library is needed.
 */
export interface TarEntry {
  name: string;
  data: Buffer;
  mode?: number;
}

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, '0') + '\0';
}

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const base = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new BackupError(`A file name is too long for the archive: ${name}`);
}

function header(entry: TarEntry, mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(entry.name);
  block.write(base, 0, 100, 'utf8');
  block.write(octal(entry.mode ?? 0o644, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii');
  block.write(octal(0, 8), 116, 'ascii');
  block.write(octal(entry.data.length, 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write(' '.repeat(8), 148, 'ascii');
  block.write('0', 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(octal(sum, 7) + ' ', 148, 'ascii');
  return block;
}

const padding = (length: number) => Buffer.alloc((BLOCK - (length % BLOCK)) % BLOCK);

/** Writes `entries` to a gzipped tar at `path`, one entry in memory at a time. */
export async function writeTarGz(path: string, entries: AsyncIterable<TarEntry>): Promise<void> {
  const gzip = createGzip();
  const done = finished(gzip.pipe(createWriteStream(path, { mode: 0o600 })));
  const write = (chunk: Buffer) =>
    gzip.write(chunk) ? Promise.resolve() : new Promise<void>((ok) => gzip.once('drain', () => ok()));
  const mtime = Math.floor(Date.now() / 1000);
  try {
    for await (const entry of entries) {
      await write(header(entry, mtime));
      await write(entry.data);
      await write(padding(entry.data.length));
    }
    gzip.end(Buffer.alloc(BLOCK * 2));
  } catch (err) {
    gzip.destroy();
    await done.catch(() => undefined);
    throw err;
  }
  await done;
}

function field(block: Buffer, start: number, length: number): string {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function parseHeader(block: Buffer): { name: string; size: number; type: string } {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
  const stored = parseInt(field(block, 148, 8).trim(), 8);
  const size = parseInt(field(block, 124, 12).trim(), 8);
  if (stored !== sum || !Number.isSafeInteger(size) || size < 0)
    throw new BackupError('a damaged tar header');
  const prefix = field(block, 345, 155);
  const base = field(block, 0, 100);
  return { name: prefix ? `${prefix}/${base}` : base, size, type: field(block, 156, 1) || '0' };
}

/** Collects stream chunks and hands out exact-length pieces without copying on every chunk. */
class ChunkQueue {
  private chunks: Buffer[] = [];
  length = 0;
  push(chunk: Buffer) {
    this.chunks.push(chunk);
    this.length += chunk.length;
  }
  take(size: number): Buffer {
    const all = this.chunks.length === 1 ? this.chunks[0]! : Buffer.concat(this.chunks, this.length);
    const rest = all.subarray(size);
    this.chunks = rest.length ? [rest] : [];
    this.length = rest.length;
    return all.subarray(0, size);
  }
}

/** Reads the regular files of a gzipped tar in order; a truncated or damaged archive throws a BackupError. */
export async function* readTarGz(path: string): AsyncGenerator<TarEntry> {
  const source = createReadStream(path).pipe(createGunzip());
  const queue = new ChunkQueue();
  let pending: { name: string; size: number; type: string } | null = null;
  let ended = false;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      queue.push(chunk);
      for (;;) {
        if (!pending) {
          if (queue.length < BLOCK) break;
          const block = queue.take(BLOCK);
          if (block.every((byte) => byte === 0)) {
            ended = true;
            continue;
          }
          if (ended) throw new BackupError('data after the end of the archive');
          pending = parseHeader(block);
        }
        const total = pending.size + padding(pending.size).length;
        if (queue.length < total) break;
        const data = Buffer.from(queue.take(total).subarray(0, pending.size));
        if (pending.type !== '0') throw new BackupError(`an unexpected entry ${pending.name}`);
        const name = pending.name;
        pending = null;
        yield { name, data };
      }
    }
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(`it is not a readable .tar.gz (${(err as Error).message})`);
  } finally {
    source.destroy();
  }
  if (!ended || pending) throw new BackupError('the archive ends early (truncated)');
}
