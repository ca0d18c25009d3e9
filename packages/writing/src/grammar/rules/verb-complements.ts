import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';
import { gerundOf } from './morphology.ts';
import { isVerbAfterTo } from './word-classes.ts';

const INFO: RuleInfo = { rule: 'verb-complement', category: 'grammar', errorType: 'R:VERB:FORM' };
const FOR_SINCE: RuleInfo = { rule: 'since-for', category: 'grammar', errorType: 'R:PREP' };

/*
 * Words that take an -ing form where learners use "to" + verb: "spend time to study" → "spend time
 * studying", "worth to see" → "worth seeing", "have difficulty to read" → "difficulty reading".
 */
const SPEND = wordSet('spend spends spent spending');
const TIME_NOUNS = wordSet('time hours days years weeks months minutes');

function gerundInstead(rc: Parameters<Rule>[0], to: number, lead: string): GrammarFinding | null {
  const toToken = rc.tokens[to];
  const verb = joinedAt(rc.tokens, to, 1);
  if (toToken?.lower !== 'to' || !verb || verb.text !== verb.lower || !isVerbAfterTo(verb.lower)) return null;
  const gerund = gerundOf(verb.lower, rc.lexicon);
  if (!gerund) return null;
  return findingOver(INFO, toToken, verb, `After "${lead}" use the -ing form: "${gerund}".`, [gerund]);
}

function toInsteadOfIng(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const word = rc.tokens[i];
  if (!word || !rc.tokens[i + 1]?.joined) return null;
  if (word.lower === 'worth' || word.lower === 'difficulty') return gerundInstead(rc, i + 1, word.text);
  if (SPEND.has(word.lower) && TIME_NOUNS.has(joinedAt(rc.tokens, i, 1)?.lower ?? ''))
    return gerundInstead(rc, i + 2, `${word.text} ${rc.tokens[i + 1]?.text ?? ''}`);
  // "would like going" → "would like to go": "would like" takes the infinitive.
  const like = joinedAt(rc.tokens, i, 1);
  const ing = joinedAt(rc.tokens, i, 2);
  if (/^(would|i'd|we'd|you'd|they'd|he'd|she'd)$/.test(word.lower) && like?.lower === 'like' && ing) {
    const base = [ing.lower.slice(0, -3), `${ing.lower.slice(0, -3)}e`, ing.lower.slice(0, -4)].find(
      (b) => ing.lower.endsWith('ing') && isVerbAfterTo(b),
    );
    if (!base || ing.text !== ing.lower) return null;
    return findingOver(INFO, ing, ing, `"would like" takes "to" and the base form: "to ${base}".`, [
      `to ${base}`,
    ]);
  }
  return null;
}

const COUNTS = wordSet('two three four five six seven eight nine ten twenty many several few');
const DURATIONS = wordSet('years months weeks days hours decades centuries');

/** "since three years" → "for three years": "since" takes a starting point, "for" a length of time. */
function sinceWithDuration(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const since = rc.tokens[i];
  const count = joinedAt(rc.tokens, i, 1);
  const unit = joinedAt(rc.tokens, i, 2);
  if (since?.lower !== 'since' || !count || !unit || !DURATIONS.has(unit.lower)) return null;
  if (!COUNTS.has(count.lower) && !/^\d{1,2}$/.test(count.text)) return null;
  // "since two years ago" names a starting point.
  if (joinedAt(rc.tokens, i, 3)?.lower === 'ago') return null;
  const fixed = matchCase(since.text, 'for');
  return findingOver(
    FOR_SINCE,
    since,
    since,
    `A length of time takes "for": "${fixed} ${count.text} ${unit.text}".`,
    [fixed],
  );
}

export const verbComplement: Rule = (rc) => rc.tokens.flatMap((_, i) => toInsteadOfIng(rc, i) ?? []);
export const sinceFor: Rule = (rc) => rc.tokens.flatMap((_, i) => sinceWithDuration(rc, i) ?? []);
