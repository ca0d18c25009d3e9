import { flesch } from 'flesch';
import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';

/*
 * Readability figures for a draft. Pure and synchronous so the editor can show them as the writer types; the
 * formulas come from the `flesch` and `flesch-kincaid` packages and syllables from `syllable`.
 */

/** Sentences longer than this are listed as long. */
export const LONG_SENTENCE_WORDS = 30;

export interface SentenceLength {
  /** Offsets into the text (UTF-16 code units). */
  start: number;
  end: number;
  words: number;
  /** Over LONG_SENTENCE_WORDS words. */
  long: boolean;
}

export interface ReadabilityStats {
  /** Flesch reading ease: about 0 (very hard) to 100 (very easy); academic prose usually sits at 30–50. */
  fleschReadingEase: number;
  /** Flesch–Kincaid grade: the US school grade that can read the text. */
  fleschKincaidGrade: number;
  sentences: number;
  words: number;
  averageSentenceLength: number;
  /** The longest sentences, longest first (at most five). */
  longestSentences: SentenceLength[];
  /** Share (0–1) of sentences with at least one passive construction (a form of "be" + past participle). */
  passiveShare: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
// A sentence ends at . ! ? followed by a space or the end of the text (so "3.5" does not end one), or at a line break.
const SENTENCE_END = /[.!?]+(?=\s|$)|\n/g;
const PASSIVE =
  /\b(?:am|is|are|was|were|be|been|being)\s+(?:\w+ly\s+|not\s+)?(?!(?:indeed|interested|tired|married|supposed|used)\b)(?:\w{3,}ed|done|made|taken|given|seen|known|shown|written|found|held|kept|built|sent|paid|told|sold|thought|brought|bought|taught|caught|chosen|born)\b/i;

function round(value: number, places = 1): number {
  const factor = 10 ** places;
  return Number.isFinite(value) ? Math.round(value * factor) / factor : 0;
}

/** The sentences of a text with their offsets and word counts, in order. */
export function sentencesOf(text: string): SentenceLength[] {
  const sentences: SentenceLength[] = [];
  const ends = [...text.matchAll(SENTENCE_END)].map((m) => m.index + m[0].length);
  let from = 0;
  for (const to of [...ends, text.length]) {
    const part = text.slice(from, to);
    const words = part.match(WORD)?.length ?? 0;
    if (words > 0) {
      const start = from + part.length - part.trimStart().length;
      const end = from + part.trimEnd().length;
      sentences.push({ start, end, words, long: words > LONG_SENTENCE_WORDS });
    }
    from = to;
  }
  return sentences;
}

export function readabilityStats(text: string): ReadabilityStats {
  const sentences = sentencesOf(text);
  const words = text.match(WORD) ?? [];
  // Words repeat a lot in prose; counting each distinct word once keeps long drafts fast.
  const memo = new Map<string, number>();
  const syllables = words.reduce((sum, word) => {
    const key = word.toLowerCase();
    let count = memo.get(key);
    if (count === undefined) {
      count = Math.max(1, syllable(key));
      memo.set(key, count);
    }
    return sum + count;
  }, 0);
  const counts = { sentence: sentences.length, word: words.length, syllable: syllables };
  const empty = words.length === 0;
  const passive = sentences.filter((s) => PASSIVE.test(text.slice(s.start, s.end))).length;
  return {
    fleschReadingEase: empty ? 0 : round(flesch(counts)),
    fleschKincaidGrade: empty ? 0 : round(fleschKincaid(counts)),
    sentences: sentences.length,
    words: words.length,
    averageSentenceLength: empty ? 0 : round(words.length / Math.max(1, sentences.length)),
    longestSentences: [...sentences].sort((a, b) => b.words - a.words || a.start - b.start).slice(0, 5),
    passiveShare: sentences.length ? round(passive / sentences.length, 3) : 0,
  };
}
