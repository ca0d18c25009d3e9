import { findingOver, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule, type RuleContext } from './context.ts';
import { isBaseVerb, isSingularNoun } from './tagged.ts';
import { pluralOf } from './word-classes.ts';

const VERB_MODIFIER: RuleInfo = { rule: 'verb-as-modifier', category: 'grammar', errorType: 'R:ADJ:FORM' };
const MISSING_BE: RuleInfo = { rule: 'missing-be', category: 'grammar', errorType: 'M:VERB' };
const ONE_OF: RuleInfo = { rule: 'one-of-plural', category: 'grammar', errorType: 'R:NOUN:NUM' };

/**
 * "A succeed person", "the interest story": between an article and its noun stands a verb's base form where
 * an adjective or participle belongs ("successful", "interesting").
 */
function verbBeforeNoun(rc: RuleContext, i: number): GrammarFinding | null {
  const { tokens, tags } = rc;
  if (!/^(a|an|the)$/.test(tokens[i]?.lower ?? '')) return null;
  const verb = joinedAt(tokens, i, 1);
  const noun = joinedAt(tokens, i, 2);
  if (!verb || !noun || !isBaseVerb(verb, tags[i + 1]) || tags[i + 2]?.pos !== 'NOUN') return null;
  if (!rc.lexicon.isWord(verb.text)) return null;
  return findingOver(
    VERB_MODIFIER,
    verb,
    verb,
    `"${verb.text}" is a verb; before "${noun.text}" an adjective or participle is needed.`,
  );
}

const SUBJECT_VERB = new Map(Object.entries({ i: 'am', we: 'are', they: 'are', he: 'is', she: 'is' }));
const INTENSIFIERS = wordSet('very so really too quite');

/** "They happy", "I very tired": a subject pronoun straight before an adjective lacks its verb "be". */
function adjectiveWithoutBe(rc: RuleContext, i: number): GrammarFinding | null {
  const { tokens, tags } = rc;
  const subject = tokens[i];
  const be = SUBJECT_VERB.get(subject?.lower ?? '');
  if (!subject || !be || tags[i]?.pos !== 'PRON') return null;
  let k = i + 1;
  if (INTENSIFIERS.has(tokens[k]?.lower ?? '') && tokens[k]?.joined) k += 1;
  const adjective = tokens[k];
  // "they own", "we alone": only an adjective that is not followed by a noun it modifies.
  if (!adjective?.joined || tags[k]?.pos !== 'ADJ' || /^(NOUN|PROPN)$/.test(tags[k + 1]?.pos ?? ''))
    return null;
  const words = rc.text.slice(subject.start, adjective.end);
  return findingOver(MISSING_BE, subject, adjective, `The verb is missing: "${subject.text} ${be} …".`, [
    words.replace(subject.text, `${subject.text} ${be}`),
  ]);
}

/** "One of the best thing": after "one of the" the noun is plural. */
function oneOfSingular(rc: RuleContext, i: number): GrammarFinding | null {
  const { tokens, tags } = rc;
  if (tokens[i]?.lower !== 'one' || joinedAt(tokens, i, 1)?.lower !== 'of') return null;
  const determiner = joinedAt(tokens, i, 2);
  if (!determiner || !/^(the|my|his|her|our|their|your|these|those)$/.test(determiner.lower)) return null;
  let k = i + 3;
  while ((tags[k]?.pos === 'ADJ' || tags[k]?.pos === 'ADV') && tokens[k]?.joined) k += 1;
  const noun = tokens[k];
  // "one of the school buses": a noun followed by another noun is a modifier, not the head.
  if (!noun?.joined || !isSingularNoun(noun, tags[k]) || /^(NOUN|PROPN)$/.test(tags[k + 1]?.pos ?? ''))
    return null;
  const plural = pluralOf(noun.lower, rc.lexicon);
  if (!plural) return null;
  return findingOver(ONE_OF, noun, noun, `After "one of" the noun is plural: "${plural}".`, [plural]);
}

const BE = wordSet('am is are was were be been being');
/** Verbs whose past participle is their base form. */
const SAME_PARTICIPLE = wordSet(
  'put cut set let hit hurt cost spread upset read shut quit bet burst cast broadcast forecast split thrust bid rid shed',
);
const BE_VERB: RuleInfo = { rule: 'base-verb-after-be', category: 'grammar', errorType: 'R:VERB:FORM' };

/** "The number would be decrease", "it was happen": after "be" a verb is a participle, not its base form. */
function baseAfterBe(rc: RuleContext, i: number): GrammarFinding | null {
  const { tokens, tags } = rc;
  if (!BE.has(tokens[i]?.lower ?? '')) return null;
  const skip = joinedAt(tokens, i, 1)?.lower === 'not' ? 2 : 1;
  const verb = joinedAt(tokens, i, skip);
  // "what matters is help", "the aim is learn": a verb after "is" may be a bare infinitive, so only a verb
  // with something after it in the clause, and not "help" or "make", which take one.
  if (!verb || !isBaseVerb(verb, tags[i + skip]) || /^(help|make|let|do)$/.test(verb.lower)) return null;
  // "it is time", "there is evidence": a word that is also a noun may be the complement of "be"; "be put",
  // "was upset": some participles look like the base form.
  if (rc.lexicon.flags(verb.lower).includes('M') || SAME_PARTICIPLE.has(verb.lower)) return null;
  // A misspelt word is the spelling check's to report, with its suggestions.
  if (!rc.lexicon.isWord(verb.text)) return null;
  const after = joinedAt(tokens, i, skip + 1);
  if (!after) return null;
  // "is part of the care", "was cause of concern": a word followed by "of" heads a noun phrase.
  if (after.lower === 'of') return null;
  return findingOver(
    BE_VERB,
    verb,
    verb,
    `After "${tokens[i]?.text ?? 'be'}" the verb takes -ing or -ed, not its base form.`,
  );
}

export const baseVerbAfterBe: Rule = (rc) => rc.tokens.flatMap((_, i) => baseAfterBe(rc, i) ?? []);
export const verbAsModifier: Rule = (rc) => rc.tokens.flatMap((_, i) => verbBeforeNoun(rc, i) ?? []);
export const missingBe: Rule = (rc) => rc.tokens.flatMap((_, i) => adjectiveWithoutBe(rc, i) ?? []);
export const oneOfPlural: Rule = (rc) => rc.tokens.flatMap((_, i) => oneOfSingular(rc, i) ?? []);
