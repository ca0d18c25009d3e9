import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';
import { IRREGULAR_PAST, isVerbOnly } from './word-classes.ts';

const INFO: RuleInfo = { rule: 'verb-form-after-to', category: 'grammar', errorType: 'R:VERB:FORM' };

/*
 * The infinitive marker "to" takes the base form: "wants to goes" → "to go", "decided to went" → "to go".
 * "to" is also a preposition, so only forms that can be nothing but an inflected verb count: irregular past
 * tenses that are not also nouns or adjectives ("to the left", "to found a company", "to lost causes"), and
 * -s forms of verbs that are never nouns ("to leads" can be sales leads).
 */
const AMBIGUOUS_PAST = wordSet(
  'left found felt lost sat won saw ran spent sent built had got did met held paid kept',
);
const NOT_S_FORMS = wordSet('means leads lets owns pays spends leaves');

function baseAfterTo(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const to = rc.tokens[i];
  const verb = joinedAt(rc.tokens, i, 1);
  if (to?.lower !== 'to' || !verb || verb.text !== verb.lower) return null;
  let base = AMBIGUOUS_PAST.has(verb.lower) ? undefined : IRREGULAR_PAST.get(verb.lower);
  if (!base && !NOT_S_FORMS.has(verb.lower) && verb.lower.endsWith('s')) {
    const stems = [verb.lower.slice(0, -1), verb.lower.slice(0, -2), `${verb.lower.slice(0, -3)}y`];
    base = stems.find((s) => s.length > 1 && isVerbOnly(s));
  }
  if (!base) return null;
  return findingOver(INFO, verb, verb, `After "to" the verb takes its base form: "${base}".`, [
    matchCase(verb.text, base),
  ]);
}

export const verbFormAfterTo: Rule = (rc) => rc.tokens.flatMap((_, i) => baseAfterTo(rc, i) ?? []);
