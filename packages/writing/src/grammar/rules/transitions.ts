import { findingOver, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';

const INFO: RuleInfo = { rule: 'comma-after-transition', category: 'punctuation', errorType: 'M:PUNCT' };

/*
 * A transitional expression that opens a sentence is set off by a comma: "However, the data…", "For
 * example, …". Only expressions where the comma is called for, not merely allowed, are listed; "thus",
 * "therefore", "also" or "in addition" often go without one and are left alone. "However" without a comma
 * can also mean "in whatever way" ("However we look at it, …"), and "second" or "third" may qualify a noun
 * ("Second language learners"), so these are only checked before a subject and when no comma follows later in
 * the sentence.
 */
const TRANSITIONS: readonly string[][] = [
  ['however'],
  ['moreover'],
  ['furthermore'],
  ['nevertheless'],
  ['nonetheless'],
  ['on', 'the', 'other', 'hand'],
  ['on', 'the', 'contrary'],
  ['for', 'example'],
  ['for', 'instance'],
  ['in', 'other', 'words'],
  ['in', 'conclusion'],
  ['in', 'contrast'],
  ['as', 'a', 'result'],
  ['first', 'of', 'all'],
  ['firstly'],
  ['secondly'],
  ['thirdly'],
  ['second'],
  ['third'],
  ['lastly'],
  ['in', 'my', 'opinion'],
  ['in', 'my', 'view'],
  ['to', 'sum', 'up'],
  ['in', 'summary'],
  ['to', 'conclude'],
  ['finally'],
  ['additionally'],
  ['consequently'],
  ['unfortunately'],
  ['fortunately'],
  ['in', 'fact'],
];
/** Openers that are transitions only before a subject: "Second, the sample…" but "Second language learners…". */
const BEFORE_SUBJECT_ONLY = wordSet('however second third');
const SUBJECTS = wordSet(
  'i we they he she it this these there the people many most some our my their his her',
);

function missingComma(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const first = rc.tokens[i];
  if (!first?.sentenceStart) return null;
  for (const words of TRANSITIONS) {
    if (!words.every((w, k) => (k === 0 ? first.lower === w : joinedAt(rc.tokens, i, k)?.lower === w)))
      continue;
    const last = rc.tokens[i + words.length - 1];
    const next = joinedAt(rc.tokens, i, words.length);
    if (!last || !next) return null;
    if (BEFORE_SUBJECT_ONLY.has(words[0] ?? '')) {
      const rest = rc.text.slice(next.start);
      const end = rest.search(/[.!?\n]/);
      if (!SUBJECTS.has(next.lower) || rest.slice(0, end < 0 ? undefined : end).includes(',')) return null;
    }
    const phrase = rc.text.slice(first.start, last.end);
    // The finding sits on the word the comma follows, where the fix goes.
    return findingOver(INFO, last, last, `An opening "${phrase}" is followed by a comma.`, [`${last.text},`]);
  }
  return null;
}

export const commaAfterTransition: Rule = (rc) => rc.tokens.flatMap((_, i) => missingComma(rc, i) ?? []);
