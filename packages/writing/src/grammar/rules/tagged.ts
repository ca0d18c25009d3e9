import { wordSet, type Token } from '../tokens.ts';
import type { Tag } from '../pos/tagger.ts';
import { IRREGULAR_PAST } from './word-classes.ts';

/*
 * Shared tests for the rules that read part-of-speech tags. A tagger guesses, so each test also asks the word's
 * own shape (its ending, its lemma) to agree before a rule acts on the tag.
 */

/** Nouns that take a plural verb in British usage or name a group ("the staff are"), so their number is open. */
export const COLLECTIVE_NOUNS = wordSet(
  'government team family majority minority staff public committee audience crowd couple police class group ' +
    'crew board jury company management youth elderly rest number percent cent variety lot kind sort type range ' +
    'series army people media data',
);

/*
 * Words after which a new clause starts, so a noun phrase after them can be its subject. Not "and" or "or":
 * after them the noun may be the second half of a subject ("the student and the teacher work").
 */
const CLAUSE_OPENERS = wordSet('but so because when if although though while since then where whereas that');

/** Token `i` starts a clause: at a sentence start, after punctuation, or after a conjunction. */
export function startsClause(tokens: readonly Token[], i: number): boolean {
  const token = tokens[i];
  if (!token) return false;
  if (token.sentenceStart || !token.joined) return true;
  return CLAUSE_OPENERS.has(tokens[i - 1]?.lower ?? '');
}

/** A verb in its base form: tagged VERB, its own lemma, and not an irregular past the lemmatiser kept. */
export function isBaseVerb(token: Token | undefined, tag: Tag | undefined): boolean {
  if (!token || tag?.pos !== 'VERB' || tag.lemma !== token.lower) return false;
  return !/[^s]s$/.test(token.lower) && !IRREGULAR_PAST.has(token.lower);
}

/** A verb in the third person singular: tagged VERB, ending in -s, with a lemma without it. */
export function isThirdPersonVerb(token: Token | undefined, tag: Tag | undefined): boolean {
  if (!token || tag?.pos !== 'VERB' || tag.lemma === token.lower) return false;
  return (
    /[^s]s$/.test(token.lower) &&
    token.lower.startsWith(tag.lemma.slice(0, Math.max(1, tag.lemma.length - 1)))
  );
}

/** A singular common noun: tagged NOUN, its own lemma, no -s, and not a group noun. */
export function isSingularNoun(token: Token | undefined, tag: Tag | undefined): boolean {
  if (!token || tag?.pos !== 'NOUN' || tag.lemma !== token.lower) return false;
  return !token.lower.endsWith('s') && !COLLECTIVE_NOUNS.has(token.lower);
}

/** Index after any adjectives that follow `i` inside the clause ("the young generation" → "generation"). */
export function skipAdjectives(
  tokens: readonly Token[],
  tags: readonly (Tag | undefined)[],
  i: number,
): number {
  let k = i;
  while (tags[k]?.pos === 'ADJ' && tokens[k]?.joined) k += 1;
  return k;
}
