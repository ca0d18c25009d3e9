import { findingOver, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { endsNounPhrase, joinedAt, type Rule } from './context.ts';
import { isPluralNoun, singularOf } from './word-classes.ts';

const INFO: RuleInfo = { rule: 'determiner-number', category: 'grammar', errorType: 'R:NOUN:NUM' };

/*
 * "a good reasons", "every single days": a singular determiner, an adjective, then a plural noun. The
 * adjective is recognised by the dictionary's comparison or -ly flags and no noun or verb flag; quantity words that
 * do go with plurals after "a" ("a few", "a great many") are left out.
 */
const SINGULAR_DETERMINERS = wordSet('a an every each another');
const PLURAL_FRIENDLY = wordSet(
  'few little good great many much more less lot couple number very further other',
);

function isAdjective(word: string, rc: Parameters<Rule>[0]): boolean {
  const flags = rc.lexicon.flags(word);
  return /[YRTP]/.test(flags) && !flags.includes('M') && !/[DGS]/.test(flags);
}

function pluralAfterAdjective(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const determiner = rc.tokens[i];
  const adjective = joinedAt(rc.tokens, i, 1);
  const noun = joinedAt(rc.tokens, i, 2);
  if (!determiner || !adjective || !noun || !SINGULAR_DETERMINERS.has(determiner.lower)) return null;
  if (
    adjective.text !== adjective.lower ||
    PLURAL_FRIENDLY.has(adjective.lower) ||
    !isAdjective(adjective.lower, rc)
  )
    return null;
  if (noun.text !== noun.lower || !isPluralNoun(noun.lower, rc.lexicon)) return null;
  const singular = singularOf(noun.lower);
  // After a determiner and an adjective a word in -s can only be a plural noun, not a verb.
  if (!endsNounPhrase(rc.tokens, i + 2)) return null;
  const message = `"${determiner.text}" goes with a singular noun: "${singular}".`;
  return findingOver(INFO, determiner, noun, message, [`${determiner.text} ${adjective.text} ${singular}`]);
}

export const determinerAdjectiveNumber: Rule = (rc) =>
  rc.tokens.flatMap((_, i) => pluralAfterAdjective(rc, i) ?? []);
