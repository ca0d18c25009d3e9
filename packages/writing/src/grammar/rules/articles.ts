import { findingOver, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { endsCountedPhrase, endsNounPhrase, joinedAt, type Rule } from './context.ts';
import {
  isCountableNoun,
  isNounOnly,
  isPluralisable,
  isPluralNoun,
  pluralOf,
  singularOf,
} from './word-classes.ts';

const INFO: RuleInfo = { rule: 'determiner-number', category: 'grammar', errorType: 'R:NOUN:NUM' };

/** Determiners that need a plural noun. */
const PLURAL_QUANTIFIERS = wordSet(
  'many several various numerous few both two three four five six seven eight nine ten',
);
/** Words after a quantifier that are not singular countable nouns. */
const NOT_COUNT_NOUNS = wordSet(
  'other others more most such different same new good great old young few hundred thousand million billion dozen ' +
    'times people children men women of the a an these those their our my your his her its them us',
);

function singularAfterPlural(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const quantifier = rc.tokens[i];
  const noun = joinedAt(rc.tokens, i, 1);
  if (!quantifier || !noun || noun.text !== noun.lower) return null;
  const counted =
    PLURAL_QUANTIFIERS.has(quantifier.lower) ||
    // Numbers up to 999; four digits are usually a year ("the 2015 agreement").
    /^([2-9]|[1-9]\d{1,2})$/.test(quantifier.text) ||
    // "these person": only a noun and nothing else, as "these" and "those" also stand alone ("those who").
    (/^(these|those)$/.test(quantifier.lower) && isNounOnly(noun.lower, rc.lexicon));
  // "Many live in…": at the start of a clause "many" can be a pronoun with a verb after it.
  if (!counted || !quantifier.joined || quantifier.sentenceStart) return null;
  if (NOT_COUNT_NOUNS.has(noun.lower) || /(s|ing)$/.test(noun.lower) || !endsCountedPhrase(rc, i + 1))
    return null;
  // After "many", "several" or a number a singular with a plural and no verb forms is a countable noun too.
  const countable =
    isCountableNoun(noun.lower, rc.lexicon) ||
    (!/^(these|those|both)$/.test(quantifier.lower) && isPluralisable(noun.lower, rc.lexicon));
  if (!countable) return null;
  const plural = pluralOf(noun.lower, rc.lexicon);
  if (!plural) return null;
  return findingOver(INFO, quantifier, noun, `"${quantifier.text}" needs a plural noun: "${plural}".`, [
    `${quantifier.text} ${plural}`,
  ]);
}

function pluralAfterSingular(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const determiner = rc.tokens[i];
  const noun = joinedAt(rc.tokens, i, 1);
  if (!determiner || !noun || noun.text !== noun.lower) return null;
  const d = determiner.lower;
  if (!/^(a|an|each|every|this|another)$/.test(d) || !isPluralNoun(noun.lower, rc.lexicon)) return null;
  // "This results in…": after "this" a word in -s may be a verb. A word that is only a noun ("companies") is
  // settled; for the rest only a plural verb after it is.
  const next = joinedAt(rc.tokens, i + 1, 1);
  const verbAfter = /^(are|were|have|do|can|will|would|could|should|must|may|might)$/.test(next?.lower ?? '');
  if (d === 'this' && !verbAfter && !isNounOnly(singularOf(noun.lower), rc.lexicon)) return null;
  // "every" is never a pronoun, so no verb can follow it directly; the others need the phrase to end.
  if (d !== 'this' && d !== 'every' && !endsNounPhrase(rc.tokens, i + 1)) return null;
  const singular = singularOf(noun.lower);
  const replacements =
    d === 'this' ? [`these ${noun.text}`, `this ${singular}`] : [`${determiner.text} ${singular}`, noun.text];
  const message =
    d === 'this'
      ? `"${noun.text}" is plural: use "these", or the singular "${singular}".`
      : `"${determiner.text}" goes with a singular noun: "${singular}".`;
  return findingOver(INFO, determiner, noun, message, replacements);
}

/** A determiner and its noun disagree in number: "a reasons", "this results", "many person", "every days". */
export const determinerNumber: Rule = (rc) =>
  rc.tokens.flatMap((_, i) => singularAfterPlural(rc, i) ?? pluralAfterSingular(rc, i) ?? []);
