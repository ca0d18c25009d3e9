/*
 * Word counting as a marker would do it, close to what word processors report:
 * - hyphenated compounds ("well-known"), contractions ("don't") and initialisms ("e.g.", "U.S.") are one word;
 * - numbers are words, with their separators ("2,500", "3.14", "COVID-19");
 * - dashes with or without spaces ("word—word") separate words; lone punctuation and symbols are not words;
 * - a web address or an e-mail address is one word, as in word processors;
 * - Chinese and Japanese are written without spaces, so each Han, Hiragana or Katakana character counts as one
 *   word, the convention Word and most journals use for CJK text;
 * - Thai, Lao, Khmer and Myanmar also lack spaces but have real words, so they go through Intl.Segmenter.
 */

// A web or e-mail address up to the next space; else letters, digits and combining marks, joined by
// apostrophes, hyphens, dots, or commas between digits.
const TOKEN =
  /(?:https?:\/\/|www\.)\S+|[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+|[\p{L}\p{N}\p{M}]+(?:(?:['’\-‐.][\p{L}\p{N}\p{M}]+)|(?:(?<=\p{N}),(?=\p{N}{3}(?!\p{N}))\p{N}+))*/gu;
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const CJK_SPLIT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const UNSPACED_SCRIPT = /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;

let wordSegmenter: Intl.Segmenter | null | undefined;

function segmenter(): Intl.Segmenter | null {
  // Created lazily and once: construction is the expensive part, and some runtimes lack Intl.Segmenter.
  if (wordSegmenter === undefined) {
    wordSegmenter =
      typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'word' }) : null;
  }
  return wordSegmenter;
}

function countUnspaced(token: string): number {
  const seg = segmenter();
  if (!seg) return 1;
  let n = 0;
  for (const part of seg.segment(token)) if (part.isWordLike) n += 1;
  return Math.max(n, 1);
}

function countToken(token: string): number {
  if (CJK_CHAR.test(token)) {
    const ideographs = token.match(CJK_SPLIT)?.length ?? 0;
    // Latin runs mixed into CJK text ("iPhone手机") still count as words of their own.
    const rest = token
      .replace(CJK_SPLIT, ' ')
      .split(' ')
      .filter((s) => /[\p{L}\p{N}]/u.test(s)).length;
    return ideographs + rest;
  }
  return UNSPACED_SCRIPT.test(token) ? countUnspaced(token) : 1;
}

/** Number of words in plain text (see the rules above). Empty or whitespace-only text has 0 words. */
export function countWords(text: string): number {
  let total = 0;
  for (const match of text.matchAll(TOKEN)) total += countToken(match[0]);
  return total;
}

/** The words themselves, for engines that need them (key terms, question coverage). */
export function words(text: string): string[] {
  return Array.from(text.matchAll(TOKEN), (m) => m[0]);
}
