import { constants, inflateRawSync, inflateSync } from 'node:zlib';

/**
 * Decompression bombs in uploaded briefs. A .docx is a zip and a PDF holds deflated streams: a few MB can unpack
 * to gigabytes, held as ArrayBuffers that a thread's heap limit does not count. These checks unpack each part
 * with a cap on the output, so memory stays bounded by the cap, and refuse a file whose parts add up past it.
 * Headers are not trusted: the sizes a zip declares can lie.
 */
export class UnpackedTooLarge extends Error {}

/** Bytes that `inflate(data)` produces, counting at most `budget + 1`; corrupt data counts what came out. */
function inflatedSize(inflate: typeof inflateRawSync, data: Buffer, budget: number): number {
  try {
    return inflate(data, { maxOutputLength: budget + 1, finishFlush: constants.Z_SYNC_FLUSH }).length;
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE') return budget + 1;
    return 0; // not deflate after all: the reader will say the file is damaged
  }
}

const MAX_ZIP_ENTRIES = 2_000;

/** Throws `UnpackedTooLarge` when the zip's entries unpack to more than `limit` bytes in total. */
export function checkZipUnpackedSize(zip: Buffer, limit: number) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > zip.length) return; // not a zip the reader can open either
  const count = zip.readUInt16LE(end + 10);
  if (count > MAX_ZIP_ENTRIES) throw new UnpackedTooLarge();
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return;
    const method = zip.readUInt16LE(at + 10);
    const packed = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    // ZIP64 sizes or offsets: nothing a brief needs.
    if (packed === 0xffffffff || local === 0xffffffff) throw new UnpackedTooLarge();
    if (local + 30 > zip.length) return;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + packed);
    total += method === 8 ? inflatedSize(inflateRawSync, data, limit - total) : data.length;
    if (total > limit) throw new UnpackedTooLarge();
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
}

const STREAM = /(?<!end)stream\r?\n/g;

/**
 * Throws `UnpackedTooLarge` when the PDF's deflated streams other than images unpack to more than `limit` bytes
 * in total. Text extraction reads content streams, fonts and object streams, never image pixels, so pictures
 * (often large, and harmless here) do not count.
 */
export function checkPdfUnpackedSize(pdf: Buffer, limit: number) {
  const text = pdf.toString('latin1');
  let total = 0;
  for (const match of text.matchAll(STREAM)) {
    const dictionaryStart = text.lastIndexOf('obj', match.index);
    const dictionary = text.slice(dictionaryStart, match.index);
    if (!dictionary.trimEnd().endsWith('>>') || /\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    if (!/\/FlateDecode\b/.test(dictionary)) continue;
    const start = match.index + match[0].length;
    const stop = text.indexOf('endstream', start);
    const data = pdf.subarray(start, stop < 0 ? pdf.length : stop);
    total += inflatedSize(inflateSync, data, limit - total);
    if (total > limit) throw new UnpackedTooLarge();
  }
}
