/*
 * Sentence splitting without a model. A full stop ends a sentence only when the next sentence visibly starts
 * (capital letter, digit, quote or bracket), so decimals ("3.5"), initialisms inside sentences and lower-case
 * continuations stay whole; common abbreviations that are almost always followed by more of the same sentence
 * are listed so "approx. 1,500 words" or "Dr. Smith" do not split. "etc." is left out on purpose: it ends
 * sentences as often as not. Chinese and Japanese full stops split without a following space.
 */

const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'cf',
  'al',
  'approx',
  'ca',
  'c',
  'dr',
  'prof',
  'mr',
  'mrs',
  'ms',
  'vs',
  'fig',
  'figs',
  'no',
  'nos',
  'p',
  'pp',
  'ed',
  'eds',
  'vol',
  'ch',
  'sec',
  'st',
  'ref',
  'max',
  'min',
  'incl',
  'excl',
  'est',
  'dept',
  'univ',
]);

// A run of terminal punctuation plus closing quotes/brackets, then space and a visible sentence start.
// Scripts without case (Chinese, Arabic, Thai…) start sentences with any letter, hence \p{Lo}.
const BOUNDARY = /([.!?…]+["'”’)\]]*)\s+(?=["'“‘([]?[\p{Lu}\p{Lo}\p{N}])|([。！？]+)/gu;

function endsWithAbbreviation(before: string): boolean {
  const last = /([\p{L}.]+)\.$/u.exec(before)?.[1];
  return last !== undefined && ABBREVIATIONS.has(last.toLowerCase());
}

/** Splits one paragraph (no line breaks expected) into trimmed, non-empty sentences. */
export function splitSentences(paragraph: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of paragraph.matchAll(BOUNDARY)) {
    const end = m.index + (m[1] ?? m[2] ?? '').length;
    const candidate = paragraph.slice(start, end);
    if (m[1] !== undefined && m[1] === '.' && endsWithAbbreviation(candidate)) continue;
    out.push(candidate.trim());
    start = m.index + m[0].length;
  }
  out.push(paragraph.slice(start).trim());
  return out.filter((s) => s.length > 0);
}

/** Non-blank lines; each is a paragraph as a word processor counts them (one per paragraph mark). */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\r\n|\r|\n|\u2029/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}
