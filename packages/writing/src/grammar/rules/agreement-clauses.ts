import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';
import { isPluralNoun } from './word-classes.ts';

const INFO: RuleInfo = { rule: 'subject-verb-agreement', category: 'grammar', errorType: 'R:VERB:SVA' };

const SINGULAR_BE = new Map(
  Object.entries({
    is: 'are',
    was: 'were',
    "'s": 'are',
    has: 'have',
    "isn't": "aren't",
    "wasn't": "weren't",
  }),
);
const PLURAL_QUANTIFIERS = wordSet(
  'many several few various numerous two three four five six seven eight nine ten',
);
const STILL_ADVERBS = wordSet('also still always only now often usually');

/** "There is many reasons": after "there is" the verb agrees with what follows. */
function thereIsPlural(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const there = rc.tokens[i];
  const verb = joinedAt(rc.tokens, i, 1);
  const plural = verb ? SINGULAR_BE.get(verb.lower) : undefined;
  if (!there || there.lower !== 'there' || !verb || !plural || plural === 'have') return null;
  const skip = STILL_ADVERBS.has(joinedAt(rc.tokens, i, 2)?.lower ?? '') ? 3 : 2;
  const head = joinedAt(rc.tokens, i, skip);
  if (!head) return null;
  const isPlural =
    PLURAL_QUANTIFIERS.has(head.lower) ||
    /^([2-9]|[1-9]\d{1,2})$/.test(head.text) ||
    (head.text === head.lower &&
      isPluralNoun(head.lower, rc.lexicon) &&
      !joinedAt(rc.tokens, i, skip + 1)?.lower.match(/^(of|'s)$/));
  if (!isPlural) return null;
  const fixed = matchCase(verb.text, plural);
  return findingOver(INFO, there, verb, `What follows is plural, so "there ${plural}".`, [
    `${there.text} ${fixed}`,
  ]);
}

/** "people who is": in a relative clause the verb agrees with the noun the clause describes. */
function relativeClause(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const noun = rc.tokens[i];
  const pronoun = joinedAt(rc.tokens, i, 1);
  const verb = joinedAt(rc.tokens, i, 2);
  if (!noun || !pronoun || !verb || !/^(who|that|which)$/.test(pronoun.lower)) return null;
  const plural = SINGULAR_BE.get(verb.lower);
  if (!plural || noun.text !== noun.lower || !isPluralNoun(noun.lower, rc.lexicon)) return null;
  // "one of the things that is": the clause may describe "one"; leave those alone.
  if (rc.tokens.slice(Math.max(0, i - 4), i).some((t) => /^(one|each|every|any|none)$/.test(t.lower)))
    return null;
  return findingOver(INFO, verb, verb, `The verb agrees with "${noun.text}", which is plural: "${plural}".`, [
    matchCase(verb.text, plural),
  ]);
}

export const clauseAgreement: Rule = (rc) =>
  rc.tokens.flatMap((_, i) => thereIsPlural(rc, i) ?? relativeClause(rc, i) ?? []);
