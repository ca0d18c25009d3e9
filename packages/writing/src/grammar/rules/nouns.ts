import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { endsNounPhrase, joinedAt, type Rule } from './context.ts';
import { isPluralNoun } from './word-classes.ts';

const UNCOUNTABLE: RuleInfo = { rule: 'uncountable-noun', category: 'grammar', errorType: 'R:NOUN:NUM' };
const QUANTIFIER: RuleInfo = { rule: 'quantifier-of', category: 'grammar', errorType: 'M:DET' };

/*
 * Nouns that are uncountable in English although their translations are countable in many languages
 * ("informations", "an advice"). Only nouns with no countable sense in standard usage are listed; "research",
 * "evidence" and "knowledge" ("a knowledge of Latin") are not, as some of their uses are correct.
 */
const MASS_NOUNS = wordSet(
  'information advice equipment furniture homework luggage baggage feedback software housework machinery ' +
    'jewelry jewellery scenery',
);

function uncountablePlural(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const noun = rc.tokens[i];
  if (!noun || noun.text !== noun.lower || !noun.lower.endsWith('s')) return null;
  const singular = noun.lower.endsWith('ies') ? `${noun.lower.slice(0, -3)}y` : noun.lower.slice(0, -1);
  if (!MASS_NOUNS.has(singular)) return null;
  return findingOver(UNCOUNTABLE, noun, noun, `"${singular}" is uncountable and has no plural.`, [singular]);
}

function articleBeforeMass(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const article = rc.tokens[i];
  const noun = joinedAt(rc.tokens, i, 1);
  if (!article || !noun || !/^(a|an)$/.test(article.lower) || !MASS_NOUNS.has(noun.lower)) return null;
  // "a software update", "an information system": the noun modifies another noun, and the article is right.
  if (!endsNounPhrase(rc.tokens, i + 1)) return null;
  const piece = noun.lower === 'advice' || noun.lower === 'information' ? `a piece of ${noun.text}` : null;
  const replacements = [noun.text, ...(piece ? [piece] : [])].map((r) => matchCase(article.text, r));
  return findingOver(
    UNCOUNTABLE,
    article,
    noun,
    `"${noun.text}" is uncountable: leave out "${article.text}"${piece ? ` or write "${piece}"` : ''}.`,
    replacements,
  );
}

/** Quantifiers that take "of" only before a determiner or pronoun: "most of the students", "most students". */
const OF_QUANTIFIERS = wordSet('most many some few several all both none each one any either neither');
/** Quantifiers that also stand before the bare plural ("most students"); the others need "of the". */
const BARE_PLURAL_QUANTIFIERS = wordSet('most many some few several all both');

/** "most of people" → "most people" or "most of the people". */
function quantifierOf(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const quantifier = rc.tokens[i];
  const of = joinedAt(rc.tokens, i, 1);
  const noun = joinedAt(rc.tokens, i, 2);
  if (!quantifier || of?.lower !== 'of' || !noun || !OF_QUANTIFIERS.has(quantifier.lower)) return null;
  // "a few of", "the many of", "one of a kind"-style phrases and names are left alone.
  if (quantifier.joined && /^(a|the|every)$/.test(rc.tokens[i - 1]?.lower ?? '')) return null;
  if (
    noun.text !== noun.lower ||
    !isPluralNoun(noun.lower, rc.lexicon) ||
    /^['’]/.test(rc.text.slice(noun.end))
  )
    return null;
  const withThe = `${quantifier.text} of the ${noun.text}`;
  const bare = `${quantifier.text} ${noun.text}`;
  const replacements = BARE_PLURAL_QUANTIFIERS.has(quantifier.lower) ? [bare, withThe] : [withThe];
  const message = `"${quantifier.text} of" needs a determiner before the noun: ${replacements
    .map((r) => `"${r}"`)
    .join(' or ')}.`;
  return findingOver(QUANTIFIER, quantifier, noun, message, replacements);
}

const OTHER: RuleInfo = { rule: 'other-with-plural', category: 'grammar', errorType: 'R:DET' };

/** "others people" → "other people": before a noun the word is an adjective and takes no -s. */
function othersBeforeNoun(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const others = rc.tokens[i];
  const noun = joinedAt(rc.tokens, i, 1);
  if (
    others?.lower !== 'others' ||
    !noun ||
    noun.text !== noun.lower ||
    !isPluralNoun(noun.lower, rc.lexicon)
  )
    return null;
  const other = matchCase(others.text, 'other');
  return findingOver(OTHER, others, others, `Before a noun, "other" takes no -s: "${other} ${noun.text}".`, [
    other,
  ]);
}

export const otherWithPlural: Rule = (rc) => rc.tokens.flatMap((_, i) => othersBeforeNoun(rc, i) ?? []);

export const uncountableNoun: Rule = (rc) =>
  rc.tokens.flatMap((_, i) => uncountablePlural(rc, i) ?? articleBeforeMass(rc, i) ?? []);

export const quantifierWithOf: Rule = (rc) => rc.tokens.flatMap((_, i) => quantifierOf(rc, i) ?? []);
