import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';

const MISSING_IT: RuleInfo = { rule: 'missing-subject-it', category: 'grammar', errorType: 'M:PRON' };
const VERY_VERB: RuleInfo = { rule: 'very-with-verb', category: 'grammar', errorType: 'R:ADV' };
const SAME: RuleInfo = { rule: 'same-without-the', category: 'grammar', errorType: 'M:DET' };

/*
 * "Is important to study": speakers of languages that drop the subject leave out the dummy "it". A
 * statement (not a question) that opens with "is" or "was" and an adjective that takes "to", "that" or "for"
 * after it has lost its subject.
 */
const EVALUATIVE = wordSet(
  'important necessary clear possible impossible difficult hard easy true obvious better best essential good ' +
    'bad common interesting useful likely unlikely evident crucial vital natural normal surprising hard ' +
    'known believed said',
);
const DEGREE = wordSet('very so really quite also more most not');

function missingIt(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const be = rc.tokens[i];
  if (!be?.sentenceStart || !/^(is|was)$/.test(be.lower)) return null;
  let k = 1;
  if (DEGREE.has(joinedAt(rc.tokens, i, k)?.lower ?? '')) k += 1;
  const adjective = joinedAt(rc.tokens, i, k);
  const after = joinedAt(rc.tokens, i, k + 1);
  if (!adjective || !EVALUATIVE.has(adjective.lower) || !/^(to|that|for)$/.test(after?.lower ?? ''))
    return null;
  // A question ("Is it clear that…?" has its subject; "Is important that…?" is rare) ends in "?".
  const end = rc.text.slice(be.end).search(/[.!?\n]/);
  if (end >= 0 && rc.text[be.end + end] === '?') return null;
  const fixed = `${matchCase(be.text, 'it')} ${be.lower}`;
  return findingOver(MISSING_IT, be, be, `The sentence needs a subject: "${fixed}".`, [fixed]);
}

/** Verbs that learners intensify with "very": "I very like it" → "I really like it". */
const FEELING_VERBS = wordSet(
  'like likes liked love loves loved enjoy enjoys enjoyed appreciate appreciates appreciated want wants ' +
    'wanted hope hopes hoped agree agrees agreed admire admires admired prefer prefers preferred hate hates ' +
    'hated recommend recommends recommended thank thanks thanked',
);
const SUBJECTS = wordSet('i we they you he she people');

function veryWithVerb(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const subject = rc.tokens[i];
  const very = joinedAt(rc.tokens, i, 1);
  const verb = joinedAt(rc.tokens, i, 2);
  if (!subject || !SUBJECTS.has(subject.lower) || very?.lower !== 'very' || !verb) return null;
  if (!FEELING_VERBS.has(verb.lower)) return null;
  return findingOver(
    VERY_VERB,
    very,
    very,
    `"very" does not modify a verb: "really ${verb.text}" or "${verb.text} … very much".`,
    [matchCase(very.text, 'really')],
  );
}

/** Prepositions before which "same" needs "the": "at same time" → "at the same time". */
const SAME_PREPOSITIONS = wordSet('at in on of for with by from to into about');

function sameWithoutThe(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const preposition = rc.tokens[i];
  const same = joinedAt(rc.tokens, i, 1);
  if (!preposition || !SAME_PREPOSITIONS.has(preposition.lower) || same?.text !== 'same') return null;
  // "the same" is the rule; "at same-day delivery" (hyphenated compound) is a token of its own.
  const fixed = `${preposition.text} the same`;
  return findingOver(SAME, preposition, same, `"same" takes "the": "${fixed}".`, [fixed]);
}

export const missingSubjectIt: Rule = (rc) => rc.tokens.flatMap((_, i) => missingIt(rc, i) ?? []);
export const veryWithVerbRule: Rule = (rc) => rc.tokens.flatMap((_, i) => veryWithVerb(rc, i) ?? []);
export const sameWithoutTheRule: Rule = (rc) => rc.tokens.flatMap((_, i) => sameWithoutThe(rc, i) ?? []);
