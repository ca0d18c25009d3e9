import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';

const INFO: RuleInfo = { rule: 'word-form', category: 'grammar', errorType: 'R:NOUN:FORM' };

/*
 * An adjective or a verb where the noun of the same family belongs: "the important of", "the different
 * between", "their develop of". Between a determiner and "of" (or "between") only a noun fits, and none of
 * these words is a noun, so the slot settles it.
 */
const NOUN_OF = new Map(
  Object.entries({
    important: 'importance',
    different: 'difference',
    significant: 'significance',
    necessary: 'necessity',
    popular: 'popularity',
    possible: 'possibility',
    difficult: 'difficulty',
    develop: 'development',
    improve: 'improvement',
    achieve: 'achievement',
    destroy: 'destruction',
    explain: 'explanation',
    describe: 'description',
    create: 'creation',
    reduce: 'reduction',
    decide: 'decision',
    choose: 'choice',
    exist: 'existence',
    grow: 'growth',
    succeed: 'success',
    believe: 'belief',
    know: 'knowledge',
    lose: 'loss',
    agree: 'agreement',
    involve: 'involvement',
    encourage: 'encouragement',
    establish: 'establishment',
    maintain: 'maintenance',
    discuss: 'discussion',
    express: 'expression',
    arrive: 'arrival',
    survive: 'survival',
    perform: 'performance',
    prevent: 'prevention',
    require: 'requirement',
    understand: 'understanding',
    apply: 'application',
    imagine: 'imagination',
  }),
);
const DETERMINERS = /^(the|a|an|this|its|their|his|her|our|my|your)$/;

function wrongForm(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const determiner = rc.tokens[i];
  const word = joinedAt(rc.tokens, i, 1);
  const after = joinedAt(rc.tokens, i, 2);
  if (!determiner || !word || !DETERMINERS.test(determiner.lower) || word.text !== word.lower) return null;
  const noun = NOUN_OF.get(word.lower);
  // "the different between": only "different" is read with "between"; the rest need "of".
  const slot = after?.lower === 'of' || (word.lower === 'different' && after?.lower === 'between');
  if (!noun || !slot) return null;
  // The noun may start with a vowel where the adjective did not ("a explanation" would be a new slip).
  const article = /^an?$/.test(determiner.lower)
    ? matchCase(determiner.text, /^[aeiou]/.test(noun) ? 'an' : 'a')
    : determiner.text;
  const fixed = `${article} ${noun}`;
  return findingOver(INFO, determiner, word, `After "${determiner.text}" a noun is needed: "${fixed}".`, [
    fixed,
  ]);
}

export const wordForm: Rule = (rc) => rc.tokens.flatMap((_, i) => wrongForm(rc, i) ?? []);
