/*
 * The files a brief asks for, each in its format. A brief that wants more than one file says which thing goes in
 * which ("Submit the essay as a PDF and the transcript as a plain-text file (.txt)", "the report as a PDF, plus
 * the code in one .zip archive", "both as a Word document and as a PDF"); each file is a rule a marker checks
 * on its own, so each becomes a line in the brief's words. A thing handed in as a file with no verb of handing
 * in ("(c) the raw data as one .csv file (one row per sample)") is read the same way.
 */

/** Formats a file is handed in as, beyond the PDF and Word files every brief names. */
export const OTHER_FORMATS = String.raw`\.(?:csv|txt|zip|xlsx?|tex|pptx?)\b(?:\s+(?:file|archive))?|\b(?:ZIP|zip)\s+(?:archive|file)\b|\bExcel\s+(?:file|workbook|spreadsheet)\b(?:\s*\(\.xlsx?\))?|\bplain[\s-]text\s+file\b(?:\s*\(\.txt\))?|\bCSV\s+file\b`;

/** A file format as a thing is handed in as or in it: "as a PDF", "in one .zip archive", "as an Excel file (.xlsx)". */
const AS_FILE = new RegExp(
  String.raw`\b(?:as|in)\s+(?:(?:an?|one|a\s+single|single)\s+)?(?:PDF(?:\s+(?:file|document))?\b|(?:(?:MS|Microsoft)\s+)?Word\s+(?:document|file)\b(?:\s*\(\.docx?\))?|${OTHER_FORMATS})`,
  'gi',
);

/** Where a piece of a clause about one file ends: a comma, a semicolon, a stop, or "and" before another thing. */
const PIECE_END = /,\s|;|\.\s|\.$|\s+(?:and|plus)\s+(?=(?:the|your|a|an|one|as|in)\b)|$/i;

function tidy(piece: string): string {
  const t = piece
    .trim()
    .replace(/^(?:(?:,|and|plus)\s*)+/i, '')
    .replace(/[\s.,;|]+$/, '');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** The end of a piece that starts at `start` and names its format at `at`: brackets after the format stay in it. */
function pieceEnd(text: string, at: number): number {
  let from = at;
  for (;;) {
    const rest = text.slice(from, from + 300);
    const m = PIECE_END.exec(rest);
    const end = from + (m?.index ?? rest.length);
    const before = text.slice(at, end);
    if ((before.match(/\(/g) ?? []).length <= (before.match(/\)/g) ?? []).length) return end;
    const close = text.indexOf(')', end);
    if (close < 0) return end;
    from = close + 1;
  }
}

/** The start of the clause a position is in: after a semicolon or a stop; a label before a colon stays. */
function clauseStart(text: string, at: number): number {
  return Math.max(text.lastIndexOf(';', at), text.lastIndexOf('. ', at)) + 1;
}

/** Each file a unit asks for, as the piece of it that names the thing and its format. */
export function filesAskedFor(text: string): { text: string; start: number; end: number }[] {
  const out: { text: string; start: number; end: number }[] = [];
  let start = -1;
  for (const m of text.matchAll(AS_FILE)) {
    const at = m.index;
    const from = Math.max(start, clauseStart(text, at));
    const end = pieceEnd(text, at + m[0].length);
    out.push({ text: tidy(text.slice(from, end)), start: from, end });
    start = end;
  }
  return out;
}

const FORMAT_NAMES: [string, RegExp][] = [
  ['pdf', /\bpdf\b/i],
  ['word', /\bword\b|\.docx?\b/i],
  ['csv', /\bcsv\b/i],
  ['text', /\.txt\b|\bplain[\s-]text\b/i],
  ['zip', /\bzip\b/i],
  ['excel', /\bexcel\b|\.xlsx?\b/i],
  ['slides', /\.pptx?\b|\bpowerpoint\b/i],
];

/** The formats a rule names ("pdf", "word", "zip"), to tell two files apart. */
export function formatsNamed(text: string): Set<string> {
  return new Set(FORMAT_NAMES.filter(([, re]) => re.test(text)).map(([name]) => name));
}
