/*
 * A light tokenizer for Penwright's own rules: words with their offsets (UTF-16 code units, as JavaScript
 * strings index) and whether they touch the previous word. Rules only match words that follow each other
 * inside one clause, so punctuation between two words breaks a pattern.
 */

export interface Token {
  text: string;
  lower: string;
  start: number;
  end: number;
  /** Only spaces between this word and the previous one (no punctuation, no line break). */
  joined: boolean;
  /** First word of a sentence (after . ! ? or a line break, or at the start of the text). */
  sentenceStart: boolean;
}

// Letters and marks, with inner apostrophes or hyphens ("don't", "well-known"); digits make a word too.
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const gap = text.slice(previousEnd, start);
    tokens.push({
      text: match[0],
      lower: match[0].toLowerCase().replace(/’/g, "'"),
      start,
      end: start + match[0].length,
      joined: tokens.length > 0 && /^[ \t]+$/.test(gap),
      sentenceStart: tokens.length === 0 || /[.!?\n]/.test(gap),
    });
    previousEnd = start + match[0].length;
  }
  return tokens;
}

/** Words in `list` as a set, from a space-separated string (keeps the word lists readable). */
export function wordSet(list: string): ReadonlySet<string> {
  return new Set(list.split(/\s+/).filter(Boolean));
}
