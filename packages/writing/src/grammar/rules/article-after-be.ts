import { findingOver, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { endsNounPhrase, joinedAt, type Rule } from './context.ts';
import { FUNCTION_WORDS, isCountableNoun, isNounOnly } from './word-classes.ts';

const INFO: RuleInfo = { rule: 'missing-article', category: 'grammar', errorType: 'M:DET' };

/*
 * "It is good idea", "He was very kind person", "This is best way": after a form of "be", an adjective and
 * a singular countable noun need "a" (or "the" with a superlative). The noun must be a noun and nothing
 * else by the dictionary and have a plural, and the adjectives are a written-out list of common ones, so
 * mass uses ("it is hard work", "this is good practice") stay quiet.
 */
const BE = wordSet('is was be been become became');
const DEGREE = wordSet('very really quite so too such');
const ADJECTIVES = wordSet(
  'good bad great big small new old nice important interesting difficult easy hard long short large real true ' +
    'common different excellent useful necessary wonderful beautiful serious huge terrible simple perfect ' +
    'strong weak kind smart clever successful famous popular dangerous valuable',
);
const SUPERLATIVES = wordSet('best worst biggest largest greatest smallest easiest hardest');

function articleAfterBe(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const be = rc.tokens[i];
  if (!be || !BE.has(be.lower)) return null;
  const k = DEGREE.has(joinedAt(rc.tokens, i, 1)?.lower ?? '') ? 2 : 1;
  const adjective = joinedAt(rc.tokens, i, k);
  const noun = joinedAt(rc.tokens, i, k + 1);
  if (!adjective || !noun || noun.text !== noun.lower || FUNCTION_WORDS.has(noun.lower)) return null;
  const superlative = k === 1 && SUPERLATIVES.has(adjective.lower);
  if (!superlative && !ADJECTIVES.has(adjective.lower)) return null;
  if (!isNounOnly(noun.lower, rc.lexicon) || !isCountableNoun(noun.lower, rc.lexicon)) return null;
  if (!endsNounPhrase(rc.tokens, i + k + 1)) return null;
  const degree = k === 2 ? `${rc.tokens[i + 1]?.text ?? ''} ` : '';
  const article = superlative ? 'the' : /^[aeiou]/.test(degree || adjective.lower) ? 'an' : 'a';
  // "so good idea" → "such a good idea" would be a rewrite; the article goes before the degree word.
  const fixed = `${article} ${degree}${adjective.text} ${noun.text}`;
  const from = rc.tokens[i + 1];
  if (!from) return null;
  return findingOver(INFO, from, noun, `A singular countable noun needs an article: "${fixed}".`, [fixed]);
}

export const articleAfterBeRule: Rule = (rc) => rc.tokens.flatMap((_, i) => articleAfterBe(rc, i) ?? []);
