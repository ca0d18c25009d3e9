import { findingOver, matchCase, type RuleInfo } from '../finding.ts';
import type { GrammarFinding } from '../types.ts';
import { joinedAt, type Rule } from './context.ts';
import { gerundOf } from './morphology.ts';
import { DETERMINERS, isVerbAfterTo } from './word-classes.ts';

const INFO: RuleInfo = { rule: 'preposition-choice', category: 'grammar', errorType: 'R:PREP' };

/*
 * Verbs and adjectives that take one preposition and that learners pair with another (often the one their
 * first language uses) or with none. Each entry is wrong wherever its words follow each other in one clause;
 * pairs that are right in some senses ("married with children", "consist in", "reach to") are left out.
 * The last element of an entry is the fix for the words matched.
 */
const ENTRIES: readonly (readonly [string, string])[] = [
  ['depend of', 'depend on'],
  ['depends of', 'depends on'],
  ['depended of', 'depended on'],
  ['depending of', 'depending on'],
  ['dependent of', 'dependent on'],
  ['depend from', 'depend on'],
  ['depends from', 'depends on'],
  ['responsible of', 'responsible for'],
  ['afraid from', 'afraid of'],
  ['consist from', 'consist of'],
  ['consists from', 'consists of'],
  ['consisted from', 'consisted of'],
  ['according with', 'according to'],
  ['according my', 'according to my'],
  ['according the', 'according to the'],
  ['aware about', 'aware of'],
  ['explain me', 'explain to me'],
  ['explains me', 'explains to me'],
  ['explained me', 'explained to me'],
  ['listen music', 'listen to music'],
  ['listens music', 'listens to music'],
  ['listening music', 'listening to music'],
  ['listened music', 'listened to music'],
  ['attention on', 'attention to'],
  ['in my point of view', 'from my point of view'],
  ['according to my point of view', 'from my point of view'],
  ['since many years', 'for many years'],
  ['since a long time', 'for a long time'],
  ['since long time', 'for a long time'],
  ['to abroad', 'abroad'],
  ['each others', 'each other'],
  ['discusses about', 'discusses'],
  ['discussing about', 'discussing'],
  ['mentions about', 'mentions'],
  ['emphasizes on', 'emphasizes'],
  ['emphasized on', 'emphasized'],
  ['emphasises on', 'emphasises'],
  ['emphasised on', 'emphasised'],
  ['lacked of', 'lacked'],
  ['we lack of', 'we lack'],
  ['they lack of', 'they lack'],
  ['i lack of', 'I lack'],
  ['you lack of', 'you lack'],
];
/** Only "pay attention" takes "to"; "focus attention on" is right. */
const ATTENTION_VERBS = /^(pay|pays|paid|paying)$/;

interface Entry {
  words: string[];
  fix: string;
}
/** Entries by first word: each token is compared with the few entries that start with it. */
const BY_FIRST = new Map<string, Entry[]>();
for (const [phrase, fix] of ENTRIES) {
  const words = phrase.split(' ');
  const list = BY_FIRST.get(words[0] ?? '') ?? [];
  list.push({ words, fix });
  BY_FIRST.set(words[0] ?? '', list);
}

function matchEntry(rc: Parameters<Rule>[0], i: number, entry: Entry): GrammarFinding | null {
  const first = rc.tokens[i];
  if (!first || !entry.words.every((w, k) => k === 0 || joinedAt(rc.tokens, i, k)?.lower === w)) return null;
  const last = rc.tokens[i + entry.words.length - 1];
  if (!last) return null;
  // "each others' views": a possessive, which is another error (each other's) with another fix.
  if (/^['’]/.test(rc.text.slice(last.end))) return null;
  if (
    entry.words[0] === 'attention' &&
    !(first.joined && ATTENTION_VERBS.test(rc.tokens[i - 1]?.lower ?? ''))
  )
    return null;
  const fix = matchCase(first.text, entry.fix);
  return findingOver(INFO, first, last, `The usual wording is "${fix}".`, [fix]);
}

/** "capable to do" → "capable of doing", "succeeded to finish" → "succeeded in finishing". */
function withGerund(rc: Parameters<Rule>[0], i: number): GrammarFinding | null {
  const word = rc.tokens[i];
  const to = joinedAt(rc.tokens, i, 1);
  const verb = joinedAt(rc.tokens, i, 2);
  if (!word || to?.lower !== 'to' || !verb || !/^[a-z]+$/.test(verb.text) || DETERMINERS.has(verb.lower))
    return null;
  // "capable to" is wrong before any word; "succeeded to the throne" is right, so there only a verb counts.
  const preposition =
    word.lower === 'capable'
      ? 'of'
      : /^succee(d|ds|ded)$/.test(word.lower) && isVerbAfterTo(verb.lower)
        ? 'in'
        : null;
  const gerund = gerundOf(verb.lower, rc.lexicon);
  if (!preposition || !gerund) return null;
  const fix = `${word.text} ${preposition} ${gerund}`;
  return findingOver(
    INFO,
    word,
    verb,
    `"${word.text}" is followed by "${preposition}" and an -ing form: "${fix}".`,
    [fix],
  );
}

export const prepositionChoice: Rule = (rc) =>
  rc.tokens.flatMap((token, i) => {
    const found = withGerund(rc, i);
    if (found) return [found];
    const entries = BY_FIRST.get(token.lower) ?? [];
    for (const entry of entries) {
      const match = matchEntry(rc, i, entry);
      if (match) return [match];
    }
    return [];
  });
