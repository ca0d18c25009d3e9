import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import { wordSet } from '../tokens.ts';
import type { GrammarFinding } from '../types.ts';
import type { Swap } from './confusables.ts';
import { endsNounPhrase, joinedAt, type Rule } from './context.ts';

const INFO: RuleInfo = { rule: 'sound-alike-words', category: 'grammar', errorType: 'R:WO' };

/*
 * Real words typed for another that sounds or looks alike; a speller accepts both. Each swap fires only
 * where the neighbours leave one reading: "has lead to" (the past participle "led"), "a from of" (a noun
 * slot, so "form").
 */
const SUBJECT_PRONOUNS = wordSet('i we they you he she');
const POSSESSIVES = wordSet('my your his her our their');
const HAVE = wordSet('has have had having');
const ROLE_ADJECTIVES = wordSet(
  'important key major big vital crucial significant essential central leading active',
);
const QUITE_ADJECTIVES = wordSet(
  'good bad different difficult easy important interesting similar sure simple clear true expensive cheap common ' +
    'popular useful',
);

const SWAPS: Swap[] = [
  {
    word: 'lead',
    to: 'led',
    why: 'The past participle of "lead" is "led".',
    test: (t, i) =>
      t[i]?.joined === true && HAVE.has(t[i - 1]?.lower ?? '') && joinedAt(t, i, 1)?.lower === 'to',
  },
  {
    word: 'weather',
    to: 'whether',
    why: '"Whether" introduces alternatives; "weather" is rain and sun.',
    test: (t, i) => joinedAt(t, i, 1)?.lower === 'or' && joinedAt(t, i, 2)?.lower === 'not',
  },
  {
    word: 'thought',
    to: 'though',
    why: '"Even though" means "despite the fact that".',
    test: (t, i) => t[i]?.joined === true && t[i - 1]?.lower === 'even',
  },
  {
    word: 'hole',
    to: 'whole',
    why: '"Whole" means entire; a "hole" is an opening.',
    test: (t, i) =>
      t[i]?.joined === true &&
      /^(the|my|our|their|his|her|your)$/.test(t[i - 1]?.lower ?? '') &&
      /^(world|life|day|family|country|thing|time|week|year|process|society|class|city)$/.test(
        joinedAt(t, i, 1)?.lower ?? '',
      ),
  },
  {
    word: 'roll',
    to: 'role',
    why: 'A "role" is a part or function; a "roll" is something rolled.',
    test: (t, i) =>
      joinedAt(t, i, 1)?.lower === 'model' ||
      (t[i]?.joined === true && ROLE_ADJECTIVES.has(t[i - 1]?.lower ?? '')),
  },
  {
    word: 'quit',
    to: 'quite',
    why: '"Quite" means fairly or completely; "quit" means to stop.',
    test: (t, i) => QUITE_ADJECTIVES.has(joinedAt(t, i, 1)?.lower ?? ''),
  },
  {
    word: 'advise',
    to: 'advice',
    why: '"Advice" is the noun; "advise" is the verb.',
    test: (t, i) =>
      t[i]?.joined === true &&
      /^(the|an|my|your|his|her|our|their|some|any|good|much)$/.test(t[i - 1]?.lower ?? ''),
  },
  {
    word: 'advice',
    to: 'advise',
    why: '"Advise" is the verb; "advice" is the noun.',
    test: (t, i) =>
      t[i]?.joined === true &&
      /^(i|we|they|will|would|can|could|should|must|strongly)$/.test(t[i - 1]?.lower ?? '') &&
      /^(you|him|her|them|us|me|everyone|people|students)$/.test(joinedAt(t, i, 1)?.lower ?? ''),
  },
  {
    word: 'live',
    to: 'life',
    why: '"Life" is the noun; "live" is the verb or the adjective.',
    test: (t, i) => t[i]?.joined === true && POSSESSIVES.has(t[i - 1]?.lower ?? '') && endsNounPhrase(t, i),
  },
  {
    word: 'form',
    to: 'from',
    why: '"From" marks a starting point or source.',
    test: (t, i) =>
      t[i]?.joined === true && /^(away|apart|far|aside|come|comes|came)$/.test(t[i - 1]?.lower ?? ''),
  },
  {
    word: 'from',
    to: 'form',
    why: 'After "a" or "the" a noun is needed: "form".',
    test: (t, i) => t[i]?.joined === true && /^(a|the)$/.test(t[i - 1]?.lower ?? ''),
  },
];

/** "May be he is right": at the start of a statement the adverb is one word, "Maybe". */
function mayBe(tokens: Parameters<Rule>[0]['tokens'], i: number): GrammarFinding | null {
  const may = tokens[i];
  const be = joinedAt(tokens, i, 1);
  const subject = joinedAt(tokens, i, 2);
  if (!may?.sentenceStart || may.lower !== 'may' || be?.lower !== 'be' || !subject) return null;
  if (!SUBJECT_PRONOUNS.has(subject.lower) && !/^(it|there|this|that)$/.test(subject.lower)) return null;
  const to = matchCase(may.text, 'maybe');
  return findingOver(INFO, may, be, `Did you mean "${to}"? As an adverb ("perhaps") it is one word.`, [to]);
}

export const soundAlikeWords: Rule = ({ tokens }) =>
  tokens.flatMap((token, i) => {
    const swap = SWAPS.find((s) => s.word === token.lower && s.test(tokens, i));
    if (!swap) return mayBe(tokens, i) ?? [];
    const to = matchCase(token.text, swap.to);
    return [findingOver(INFO, token, token, `Did you mean "${to}"? ${swap.why}`, [to])];
  });
