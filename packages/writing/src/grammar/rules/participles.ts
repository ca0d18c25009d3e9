import { findingOver, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';
import { isVerbOnly } from './word-classes.ts';

const INFO: RuleInfo = { rule: 'participle-after-have', category: 'grammar', errorType: 'R:VERB:FORM' };

/*
 * "has develop", "have know": the perfect takes the past participle, not the base form. Only verbs from the
 * verb-only list count, so "have" as a main verb before a noun ("have work to do") stays quiet; verbs whose
 * participle is the base form ("have come", "have become", "have let") and those that are nouns too are left out.
 */
const SAME_AS_BASE = wordSet('come become let own lead mean pay spend');
const IRREGULAR = new Map(
  Object.entries({
    know: 'known',
    give: 'given',
    take: 'taken',
    choose: 'chosen',
    grow: 'grown',
    begin: 'begun',
    write: 'written',
    go: 'gone',
    see: 'seen',
    forget: 'forgotten',
    get: 'got',
    lose: 'lost',
    leave: 'left',
    bring: 'brought',
    buy: 'bought',
    teach: 'taught',
    think: 'thought',
    understand: 'understood',
    sell: 'sold',
    tell: 'told',
    send: 'sent',
    make: 'made',
    say: 'said',
  }),
);

function participleOf(verb: string, isWord: (w: string) => boolean): string | null {
  const irregular = IRREGULAR.get(verb);
  if (irregular) return irregular;
  const candidates = verb.endsWith('e')
    ? [`${verb}d`]
    : /[^aeiou]y$/.test(verb)
      ? [`${verb.slice(0, -1)}ied`]
      : [`${verb}ed`, `${verb}${verb.at(-1) ?? ''}ed`];
  return candidates.find(isWord) ?? null;
}

function afterHave(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const have = rc.tokens[i];
  if (!have || !/^(has|have|had|having)$/.test(have.lower)) return null;
  const skip = /^(not|never|already|just|always|also|ever)$/.test(joinedAt(rc.tokens, i, 1)?.lower ?? '')
    ? 2
    : 1;
  const verb = joinedAt(rc.tokens, i, skip);
  if (!verb || verb.text !== verb.lower || !isVerbOnly(verb.lower) || SAME_AS_BASE.has(verb.lower))
    return null;
  const participle = participleOf(verb.lower, (w) => rc.lexicon.isWord(w));
  if (!participle) return null;
  return findingOver(INFO, verb, verb, `After "${have.text}" use the past participle "${participle}".`, [
    participle,
  ]);
}

export const participleAfterHave: Rule = (rc) => rc.tokens.flatMap((_, i) => afterHave(rc, i) ?? []);
