import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';
import { gerundOf } from './morphology.ts';
import { isVerbAfterTo, isVerbOnly } from './word-classes.ts';

const INFO: RuleInfo = { rule: 'verb-after-preposition', category: 'grammar', errorType: 'R:VERB:FORM' };

/*
 * A preposition takes a noun or an -ing form, never a bare verb: "without know" → "without knowing",
 * "instead of go" → "instead of going". "to" is left out (it is also the infinitive marker) and so are
 * "than" and "but" ("rather than go", "cannot but agree"), where a bare verb is right.
 */
const PREPOSITIONS = wordSet('of for without before after by about in on at from with into upon');
/** Verbs in the verb-only list that are also nouns after a preposition: "on leave", "for pay", "in the lead". */
const ALSO_NOUNS = wordSet('leave pay lead own mean spend let');

function gerundFinding(
  rc: Parameters<Rule>[0],
  from: number,
  i: number,
  isVerb: (word: string) => boolean,
): GrammarFinding | null {
  const verb = rc.tokens[i];
  const first = rc.tokens[from];
  if (!verb || !first || verb.text !== verb.lower || !isVerb(verb.lower) || ALSO_NOUNS.has(verb.lower))
    return null;
  const gerund = gerundOf(verb.lower, rc.lexicon);
  if (!gerund) return null;
  const lead = rc.tokens
    .slice(from, i)
    .map((t) => t.text)
    .join(' ');
  return findingOver(INFO, first, verb, `After "${lead}" the verb takes its -ing form: "${gerund}".`, [
    `${lead} ${matchCase(verb.text, gerund)}`,
  ]);
}

/** "without say goodbye", "before go", "look forward to hear from you". */
export const verbAfterPreposition: Rule = (rc) =>
  rc.tokens.flatMap((token, i) => {
    if (!joinedAt(rc.tokens, i, 1)) return [];
    if (PREPOSITIONS.has(token.lower)) {
      // "for give", "in come": two halves of one word ("forgive", "income") are a spacing slip, not this.
      if (rc.lexicon.isWord(`${token.lower}${rc.tokens[i + 1]?.lower ?? ''}`)) return [];
      return gerundFinding(rc, i, i + 1, isVerbOnly) ?? [];
    }
    // "look forward to": here "to" is a preposition, so the verb after it takes -ing.
    const forward =
      joinedAt(rc.tokens, i, 1)?.lower === 'forward' && joinedAt(rc.tokens, i, 2)?.lower === 'to';
    if (/^look(s|ed|ing)?$/.test(token.lower) && forward && joinedAt(rc.tokens, i, 3))
      return gerundFinding(rc, i, i + 3, isVerbAfterTo) ?? [];
    return [];
  });
