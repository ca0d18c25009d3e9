import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet, type Token } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';
import { DETERMINERS, MODALS } from './word-classes.ts';

const INFO: RuleInfo = { rule: 'confusable-words', category: 'grammar', errorType: 'R:WO' };

const BE_FORMS = wordSet('is are was were');
const COMPARATIVES = wordSet(
  'more less better worse rather other fewer greater higher lower larger smaller bigger',
);
const ADJECTIVE_EFFECT = wordSet(
  'positive negative significant great big major minor strong profound lasting direct side',
);
/** Words before "affect"/"effect" that make it a verb. */
const VERB_SLOT = wordSet('to will would can could may might must should not also');
/** Adjectives that "too" intensifies ("too big to"), used to catch "to big". */
const DEGREE_ADJECTIVES = wordSet(
  'much many late early big small long short hard difficult expensive high low busy young old fast slow far little few',
);

export interface Swap {
  /** Does the word at `i` (with its neighbours) call for `to` instead? */
  test(tokens: readonly Token[], i: number): boolean;
  word: string;
  to: string;
  why: string;
}

const SWAPS: Swap[] = [
  {
    word: 'their',
    to: 'there',
    why: '"There is/are" introduces something; "their" means belonging to them.',
    test: (t, i) => BE_FORMS.has(joinedAt(t, i, 1)?.lower ?? ''),
  },
  {
    word: 'there',
    to: 'their',
    why: '"Their own" is possessive.',
    test: (t, i) => joinedAt(t, i, 1)?.lower === 'own',
  },
  {
    word: "they're",
    to: 'their',
    why: '"Their own" is possessive; "they\'re" means "they are".',
    test: (t, i) => joinedAt(t, i, 1)?.lower === 'own',
  },
  {
    word: 'then',
    to: 'than',
    why: 'Comparisons take "than"; "then" is about time.',
    test: (t, i) =>
      t[i]?.joined === true && COMPARATIVES.has(t[i - 1]?.lower ?? '') && joinedAt(t, i, 1) !== undefined,
  },
  {
    word: 'than',
    to: 'then',
    why: '"Then" is about time or sequence; "than" compares.',
    test: (t, i) =>
      t[i]?.sentenceStart === true ||
      (t[i]?.joined === true && t[i - 1]?.lower === 'and' && t[i - 2]?.lower !== 'more'),
  },
  {
    word: "it's",
    to: 'its',
    why: '"Its" is possessive; "it\'s" means "it is".',
    test: (t, i) => joinedAt(t, i, 1)?.lower === 'own',
  },
  {
    word: 'its',
    to: "it's",
    why: '"It\'s" means "it is" or "it has".',
    test: (t, i) =>
      /^(a|an|the|been|not|very|going|important|difficult|easy|possible|necessary|true|clear)$/.test(
        joinedAt(t, i, 1)?.lower ?? '',
      ),
  },
  {
    word: 'affect',
    to: 'effect',
    why: '"Effect" is the noun (a result); "affect" is the verb.',
    test: (t, i) =>
      t[i]?.joined === true &&
      (DETERMINERS.has(t[i - 1]?.lower ?? '') || ADJECTIVE_EFFECT.has(t[i - 1]?.lower ?? '')),
  },
  {
    word: 'effect',
    to: 'affect',
    why: '"Affect" is the verb (to influence); "effect" is the noun.',
    test: (t, i) =>
      t[i]?.joined === true &&
      VERB_SLOT.has(t[i - 1]?.lower ?? '') &&
      !/^changes?$/.test(joinedAt(t, i, 1)?.lower ?? ''),
  },
  {
    word: 'loose',
    to: 'lose',
    why: '"Lose" is to stop having; "loose" means not tight.',
    test: (t, i) =>
      t[i]?.joined === true &&
      (MODALS.has(t[i - 1]?.lower ?? '') || /^(to|not|never)$/.test(t[i - 1]?.lower ?? '')),
  },
  {
    word: 'too',
    to: 'to',
    why: '"To" goes before a noun; "too" means also or excessively.',
    test: (t, i) => /^(the|a|an|my|your|his|her|our|their|school|work)$/.test(joinedAt(t, i, 1)?.lower ?? ''),
  },
  {
    word: 'to',
    to: 'too',
    why: '"Too" means excessively ("too late").',
    test: (t, i) =>
      t[i]?.joined === true &&
      /^(is|are|was|were|be|far|way)$/.test(t[i - 1]?.lower ?? '') &&
      DEGREE_ADJECTIVES.has(joinedAt(t, i, 1)?.lower ?? '') &&
      !joinedAt(t, i, 2),
  },
];

/** Commonly confused words where the neighbours settle which one was meant. */
export const confusableWords: Rule = ({ tokens }) => {
  const findings: GrammarFinding[] = [];
  tokens.forEach((token, i) => {
    const swap = SWAPS.find((s) => s.word === token.lower && s.test(tokens, i));
    if (swap) {
      const to = matchCase(token.text, swap.to);
      findings.push(findingOver(INFO, token, token, `Did you mean "${to}"? ${swap.why}`, [to]));
    }
  });
  return findings;
};
