import type { GrammarCategory } from '@penwright/shared';

/*
 * Which of harper's rules Penwright uses, and in which category. Decided from per-rule precision on a set of
 * learner sentences with human corrections (see docs/PERFORMANCE.md): a rule that fires mostly on text a
 * careful editor left alone is switched off or moved to the optional style channel.
 */

/** Switched off: they flag correct text more often than errors, or Penwright's own rule does the job better. */
export const DISABLED_HARPER_RULES: readonly string[] = [
  // "things I learned will help" → "learned to": fires on relative clauses, which are correct.
  'MissingTo',
  // Lower-case "may" is nearly always the verb in prose.
  'Months',
  // Hyphenated prefixes ("non-stop") are accepted spellings in every major dictionary.
  'DisjointPrefixes',
  // Two-word compounds ("school teachers", "team work") are standard in most style guides.
  'CompoundNouns',
  // Writers spell place names as they like; a wrong capital is already caught as a spelling slip.
  'NationalCapitals',
  // Penwright's own long-sentence rule (style) has a threshold suited to academic prose.
  'LongSentences',
  // Penwright spells with the dialect's Hunspell list and ranks suggestions by frequency. harper's speller
  // computes suggestions for every unknown word: seconds on a pasted table or a text in another language.
  'SpellCheck',
];

/** Matters of taste, not errors: reported only when the writer asks for style findings. */
const STYLE_RULES = new Set([
  // A comma after "For example" or "Thus" is optional in the major style guides.
  'DiscourseMarkers',
  'OxfordComma',
  'Regionalisms',
  'NumericRangeEnDash',
]);

/** harper calls these style, but they correct real errors ("more better"), so they belong to grammar. */
// "Everyday" is the adjective ("everyday tasks"); as an adverb ("I go there everyday") it is a misspelling of
// "every day" in every dictionary, so it is an error, not a matter of taste.
const GRAMMAR_RULES = new Set(['AdjectiveDoubleDegree', 'Everyday']);

/** The category of one of harper's findings, from its rule first and its lint kind second. */
export function harperCategory(rule: string, kind: string): GrammarCategory {
  if (STYLE_RULES.has(rule)) return 'style';
  if (GRAMMAR_RULES.has(rule)) return 'grammar';
  if (kind === 'Spelling') return 'spelling';
  if (kind === 'Punctuation' || kind === 'Formatting' || kind === 'Capitalization') return 'punctuation';
  if (kind === 'Style' || kind === 'Readability' || kind === 'Enhancement' || kind === 'Redundancy')
    return 'style';
  return 'grammar';
}
