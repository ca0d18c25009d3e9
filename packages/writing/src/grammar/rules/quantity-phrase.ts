import { findingOver, type RuleInfo } from '../finding.ts';
import { wordSet, type Token } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { endsCountedPhrase, joinedAt, type Rule } from './context.ts';
import { isCountableNoun, isNounOnly, isPluralisable, pluralOf } from './word-classes.ts';

const QUANTITY: RuleInfo = { rule: 'quantity-phrase-number', category: 'grammar', errorType: 'R:NOUN:NUM' };

/*
 * Quantity phrases that count things take a plural noun: "a lot of student", "lots of problem", "a number of
 * reason", "many of the student", "many new subject". Only countable nouns count ("a lot of work" is right),
 * and only where the noun visibly ends its phrase ("a lot of school work" is a compound).
 */
const PHRASES: readonly (readonly string[])[] = [
  ['a', 'lot', 'of'],
  ['lots', 'of'],
  ['plenty', 'of'],
  ['a', 'number', 'of'],
  ['a', 'variety', 'of'],
  ['a', 'couple', 'of'],
  ['a', 'few'],
  ['many', 'of', 'the'],
  ['several', 'of', 'the'],
  ['few', 'of', 'the'],
  ['both', 'of', 'the'],
];
/** Phrases that also measure amounts ("a lot of water"): only nouns mostly used in the plural count there. */
const AMOUNT_PHRASES = wordSet('lot lots plenty');
/** Nouns often used as amounts though they have a plural: "a lot of noise", "a lot of effort". */
const MASS_USES = wordSet(
  'noise effort crime trouble stuff pain damage fun space light food water wood paper glass hair hardship ' +
    'experience business land stone metal cloth fruit fish chicken cake coffee tea beer wine cheese bread ' +
    'evidence progress support change',
);

/**
 * After "a lot of", "lots of" or "plenty of", a noun whose plural is at least a fifth as frequent as its singular
 * in subtitles ("students", "problems") is counted; one whose plural is rare ("water", "traffic") is an amount.
 */
function countedInPlural(word: string, rc: Parameters<Rule>[0], share = 0.2): boolean {
  const plural = pluralOf(word, rc.lexicon);
  if (!plural || MASS_USES.has(word)) return false;
  return rc.lexicon.frequency(plural) >= share * rc.lexicon.frequency(word);
}

const PLURAL_QUANTIFIERS = wordSet('many several various numerous');
const NOT_COUNT = wordSet(
  'other more most such same time money work fun information knowledge advice research homework equipment ' +
    'people children men women of the a an these those their our my your his her its them us it this that what ' +
    'which who whom whose one',
);

function isCountable(word: string, rc: Parameters<Rule>[0]): boolean {
  return (
    isCountableNoun(word, rc.lexicon) || (isNounOnly(word, rc.lexicon) && isPluralisable(word, rc.lexicon))
  );
}

/** The singular countable noun at `k`, or null: lower case, not in -s or -ing, ending its phrase. */
function singularCountAt(rc: Parameters<Rule>[0], k: number): Token | null {
  const noun = rc.tokens[k];
  if (!noun?.joined || noun.text !== noun.lower || NOT_COUNT.has(noun.lower)) return null;
  if (/(s|ing|ed|ly)$/.test(noun.lower) || !endsCountedPhrase(rc, k)) return null;
  return isCountable(noun.lower, rc) && pluralOf(noun.lower, rc.lexicon) ? noun : null;
}

function phraseAt(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const first = rc.tokens[i];
  if (!first) return null;
  for (const phrase of PHRASES) {
    if (phrase.some((w, k) => rc.tokens[i + k]?.lower !== w || (k > 0 && !rc.tokens[i + k]?.joined)))
      continue;
    const noun = singularCountAt(rc, i + phrase.length);
    const measures = phrase.some((w) => AMOUNT_PHRASES.has(w));
    if (!noun || (measures && !countedInPlural(noun.lower, rc))) return null;
    const plural = pluralOf(noun.lower, rc.lexicon) ?? '';
    return findingOver(
      QUANTITY,
      noun,
      noun,
      `"${phrase.join(' ')}" counts things: use the plural "${plural}".`,
      [plural],
    );
  }
  // "many new subject": a plural quantifier, an adjective, then a singular countable noun.
  const adjective = joinedAt(rc.tokens, i, 1);
  if (!PLURAL_QUANTIFIERS.has(first.lower) || first.sentenceStart || !adjective) return null;
  const flags = rc.lexicon.flags(adjective.lower);
  const isAdjective = /[YRTP]/.test(flags) && !/[DG]/.test(flags);
  if (!isAdjective || NOT_COUNT.has(adjective.lower)) return null;
  const noun = singularCountAt(rc, i + 2);
  // "many great music": a plural that is hardly ever used marks a noun of amount.
  if (!noun || !countedInPlural(noun.lower, rc, 0.05)) return null;
  const plural = pluralOf(noun.lower, rc.lexicon) ?? '';
  return findingOver(QUANTITY, noun, noun, `"${first.text}" needs a plural noun: "${plural}".`, [plural]);
}

/** "a lot of student", "lots of problem", "many new subject" → the plural. */
export const quantityPhraseNumber: Rule = (rc) => rc.tokens.flatMap((_, i) => phraseAt(rc, i) ?? []);
