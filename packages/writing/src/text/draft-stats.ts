import { countWords } from './count-words.ts';
import { splitParagraphs, splitSentences } from './sentences.ts';

/** Adult silent reading speed for non-fiction (Brysbaert 2019 meta-analysis): 238 words a minute. */
export const READING_WORDS_PER_MINUTE = 238;

export interface DraftStats {
  words: number;
  /** User-perceived characters including spaces, excluding line breaks (as word processors report them). */
  characters: number;
  sentences: number;
  paragraphs: number;
  /** Whole minutes, rounded up so a short text still reads as "1 min"; 0 only for an empty text. */
  readingMinutes: number;
  /** Words per sentence, one decimal. */
  averageSentenceLength: number;
}

// Alternation rather than one character class: a class mixing marks and modifiers is misread by linters.
const GRAPHEME_HINT = /\p{M}|\u200d|\ufe0f|\p{Emoji_Modifier}|\p{Regional_Indicator}/u;

let graphemeSegmenter: Intl.Segmenter | null | undefined;

function countCharacters(text: string): number {
  const flat = text.replace(/[\r\n\u2029]/g, '');
  // Code points are cheap and right for almost all text; only combining marks, joiners, variation selectors
  // and skin-tone modifiers make graphemes differ, so the segmenter runs only when one is present.
  if (!GRAPHEME_HINT.test(flat)) return Array.from(flat).length;
  if (graphemeSegmenter === undefined) {
    graphemeSegmenter =
      typeof Intl.Segmenter === 'function'
        ? new Intl.Segmenter(undefined, { granularity: 'grapheme' })
        : null;
  }
  if (!graphemeSegmenter) return Array.from(flat).length;
  let n = 0;
  for (const _ of graphemeSegmenter.segment(flat)) n += 1;
  return n;
}

/** Counts for the editor's status bar and the review report. Pure and synchronous; 200 KB takes milliseconds. */
export function draftStats(text: string): DraftStats {
  const paragraphs = splitParagraphs(text).filter((p) => countWords(p) > 0);
  let sentences = 0;
  let words = 0;
  for (const paragraph of paragraphs) {
    words += countWords(paragraph);
    // A heading or list item without a full stop is still one sentence-like unit for averages.
    sentences += splitSentences(paragraph).filter((s) => countWords(s) > 0).length;
  }
  return {
    words,
    characters: countCharacters(text),
    sentences,
    paragraphs: paragraphs.length,
    readingMinutes: words === 0 ? 0 : Math.ceil(words / READING_WORDS_PER_MINUTE),
    averageSentenceLength: sentences === 0 ? 0 : Math.round((words / sentences) * 10) / 10,
  };
}
