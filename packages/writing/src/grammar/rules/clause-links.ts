import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';

const INFO: RuleInfo = { rule: 'preposition-before-clause', category: 'grammar', errorType: 'R:CONJ' };

/*
 * "Despite he was tired": "despite", "because of", "due to" and "during" are prepositions and take a noun
 * phrase, while a clause needs a conjunction ("although", "because", "while"). The clause is recognised by a
 * subject pronoun whose form cannot be an object ("he", not "him"), or by "there" with a form of "be".
 */
const SUBJECT_ONLY = wordSet('i he she we they');
const BE = wordSet('is are was were');
const CONJUNCTION_FOR = new Map([
  ['despite', 'although'],
  ['because of', 'because'],
  ['due to', 'because'],
  ['during', 'while'],
  ['in spite of', 'although'],
]);

function clauseAfter(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const first = rc.tokens[i];
  if (!first) return null;
  for (const [phrase, conjunction] of CONJUNCTION_FOR) {
    const words = phrase.split(' ');
    if (!words.every((w, k) => (k === 0 ? first.lower === w : joinedAt(rc.tokens, i, k)?.lower === w)))
      continue;
    const last = rc.tokens[i + words.length - 1];
    const subject = joinedAt(rc.tokens, i, words.length);
    const verb = joinedAt(rc.tokens, i, words.length + 1);
    if (!last || !subject) return null;
    const clause =
      (SUBJECT_ONLY.has(subject.lower) && subject.lower !== 'i') ||
      (subject.text === 'I' && verb !== undefined) ||
      (subject.lower === 'there' && BE.has(verb?.lower ?? ''));
    if (!clause) return null;
    const fix = matchCase(first.text, conjunction);
    const shown = rc.tokens
      .slice(i, i + words.length)
      .map((t) => t.text)
      .join(' ');
    return findingOver(INFO, first, last, `"${shown}" takes a noun, not a clause: use "${fix}".`, [fix]);
  }
  return null;
}

export const prepositionBeforeClause: Rule = (rc) => rc.tokens.flatMap((_, i) => clauseAfter(rc, i) ?? []);
