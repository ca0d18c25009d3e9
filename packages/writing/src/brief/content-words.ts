import { words } from '../text/count-words.ts';
import { stem } from '../text/stem.ts';
import { STOP_WORDS } from './lexicon.ts';

/** The stems of a text's content words: "Number every table" and "tables are numbered" share "number" and "tabl". */
export function contentWords(text: string): Set<string> {
  const out = new Set<string>();
  for (const raw of words(text)) {
    for (const part of raw.toLowerCase().split(/[-'’]/)) {
      if (part.length < 2 || /^\d/.test(part) || STOP_WORDS.has(part)) continue;
      out.add(stem(part));
    }
  }
  return out;
}

/** The share of the wanted words that the other set holds, 0–1; nothing wanted is nothing held. */
export function shareOf(wanted: ReadonlySet<string>, have: ReadonlySet<string>): number {
  if (wanted.size === 0) return 0;
  let n = 0;
  for (const w of wanted) if (have.has(w)) n += 1;
  return n / wanted.size;
}
