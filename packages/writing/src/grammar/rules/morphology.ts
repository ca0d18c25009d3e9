import type { Lexicon } from '../lexicon.ts';

/**
 * The -ing form of a verb's base, checked against the dictionary: "make" → "making", "get" → "getting",
 * "agree" → "agreeing". The spelling rules for doubling and dropping "e" have exceptions, so each candidate
 * is tried in turn and the first real word wins.
 */
export function gerundOf(verb: string, lexicon: Lexicon): string | null {
  if (verb === 'be') return 'being';
  if (verb.endsWith('ie')) return `${verb.slice(0, -2)}ying`;
  const last = verb.at(-1) ?? '';
  const candidates = [`${verb}ing`, `${verb}${last}ing`];
  if (verb.endsWith('e')) candidates.unshift(`${verb.slice(0, -1)}ing`);
  return candidates.find((c) => lexicon.isWord(c)) ?? null;
}
