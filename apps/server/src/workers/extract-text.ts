import { PROJECT_BRIEF_MAX, type BriefFileType } from '@penwright/shared';
import { checkPdfUnpackedSize, checkZipUnpackedSize, UnpackedTooLarge } from './unpacked-size.ts';

export interface ExtractInput {
  type: BriefFileType;
  bytes: Uint8Array;
}

/**
 * The text of the file, or why it could not be read in words for the writer, or the length of a text too long
 * for a brief (only the length crosses back to the request thread, not megabytes of text).
 */
export type ExtractResult = { text: string } | { error: string } | { tooLong: number };

/** What a brief file may unpack to. A brief is at most 20,000 characters; its .docx or PDF is far below this. */
export const BRIEF_UNPACKED_MAX = 32 * 1024 * 1024;
/** Far more pages than any brief has; a course handbook fits. */
export const BRIEF_PDF_PAGES_MAX = 500;

class TooManyPages extends Error {
  constructor(readonly pages: number) {
    super(`PDF of ${pages} pages`);
  }
}

/** Plain text is UTF-8; a byte-order mark may say UTF-16 instead (Windows Notepad's "Unicode"). */
function decodeText(bytes: Uint8Array): string {
  const [a, b] = bytes;
  const encoding = a === 0xff && b === 0xfe ? 'utf-16le' : a === 0xfe && b === 0xff ? 'utf-16be' : 'utf-8';
  return new TextDecoder(encoding, { fatal: true }).decode(bytes);
}

// The readers load on first use, so a thread that never sees an upload never pays for them.
async function readDocx(bytes: Uint8Array): Promise<string> {
  const buffer = Buffer.from(bytes);
  checkZipUnpackedSize(buffer, BRIEF_UNPACKED_MAX);
  const { default: mammoth } = await import('mammoth');
  return (await mammoth.extractRawText({ buffer })).value;
}

async function readPdf(bytes: Uint8Array): Promise<string> {
  checkPdfUnpackedSize(Buffer.from(bytes), BRIEF_UNPACKED_MAX);
  const { extractText, getDocumentProxy } = await import('unpdf');
  // PDF.js may take over the buffer it is given, so it gets a copy. Only text is read: fonts are never turned
  // into code (the path of PDF.js's known script-execution flaws) and no system font is looked up.
  const pdf = await getDocumentProxy(new Uint8Array(bytes), {
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
  });
  try {
    // Pages can share one content stream, so a few megabytes without any compression can hold thousands of
    // pages of text; the count is known before any page is read.
    if (pdf.numPages > BRIEF_PDF_PAGES_MAX) throw new TooManyPages(pdf.numPages);
    return (await extractText(pdf, { mergePages: true })).text;
  } finally {
    await pdf.destroy();
  }
}

async function read({ type, bytes }: ExtractInput): Promise<string> {
  switch (type) {
    case 'txt':
      return decodeText(bytes);
    case 'docx':
      return readDocx(bytes);
    case 'pdf':
      return readPdf(bytes);
  }
}

const UNREADABLE: Record<BriefFileType, string> = {
  txt: 'This .txt file is not UTF-8 text. Save it as UTF-8, or paste the brief instead.',
  docx: 'This .docx file could not be read; it may be damaged. Save it again from Word, or paste the brief instead.',
  pdf: 'This PDF could not be read; it may be damaged or password-protected. Paste the brief instead.',
};

const TOO_LARGE_UNPACKED = (type: BriefFileType) =>
  `This ${type === 'pdf' ? 'PDF' : `.${type} file`} unpacks to more than ` +
  `${BRIEF_UNPACKED_MAX / 1024 / 1024} MB, far more than any brief. Paste the brief instead.`;

/** Reads the text of an uploaded brief. Runs in a worker thread: a large PDF or .docx takes real CPU time. */
export async function extractBriefText(input: ExtractInput): Promise<ExtractResult> {
  let raw: string;
  try {
    raw = await read(input);
  } catch (err) {
    if (err instanceof TooManyPages) {
      return {
        error:
          `This PDF has ${err.pages.toLocaleString('en-US')} pages, more than the ${BRIEF_PDF_PAGES_MAX} ` +
          'a brief could need. Upload the pages with the brief, or paste it instead.',
      };
    }
    return {
      error: err instanceof UnpackedTooLarge ? TOO_LARGE_UNPACKED(input.type) : UNREADABLE[input.type],
    };
  }
  const text = raw
    .replaceAll('\u0000', '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.length > PROJECT_BRIEF_MAX) return { tooLong: text.length };
  if (text) return { text };
  return {
    error:
      input.type === 'pdf'
        ? 'No text could be read from this PDF; it may be a scanned image. Paste the brief instead.'
        : 'This file has no text in it. Upload the brief itself, or paste its text.',
  };
}
