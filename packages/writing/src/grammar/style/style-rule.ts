import type { RuleInfo } from '../finding.ts';
import type { Token } from '../tokens.ts';
import type { GrammarCheckOptions, GrammarFinding } from '../types.ts';

/** A style rule sees the paragraph's words and the check's options (first person may be allowed or not). */
export type StyleRule = (tokens: readonly Token[], options: GrammarCheckOptions) => GrammarFinding[];

export const style = (kind: string, rule: string): RuleInfo => ({
  rule: `style-${rule}`,
  category: 'style',
  errorType: `STYLE:${kind}`,
});

export interface PhraseMatch<T> {
  from: Token;
  to: Token;
  /** Index of `from` in the tokens. */
  index: number;
  phrase: string;
  value: T;
}

/**
 * Finds each phrase (lower-case words) in the tokens, only where its words follow each other in one clause.
 * Where phrases start at the same word the longest wins ("a lot of" over "a lot"), since it carries the
 * better suggestion.
 */
/** Every word-prefix of every phrase ("in", "in order", "in order to"), kept per phrase list. */
const prefixCache = new WeakMap<ReadonlyMap<string, unknown>, ReadonlySet<string>>();

function prefixesOf(phrases: ReadonlyMap<string, unknown>): ReadonlySet<string> {
  let prefixes = prefixCache.get(phrases);
  if (!prefixes) {
    const set = new Set<string>();
    for (const phrase of phrases.keys()) {
      const words = phrase.split(' ');
      for (let n = 1; n <= words.length; n += 1) set.add(words.slice(0, n).join(' '));
    }
    prefixes = set;
    prefixCache.set(phrases, prefixes);
  }
  return prefixes;
}

export function findPhrases<T>(
  tokens: readonly Token[],
  phrases: ReadonlyMap<string, T>,
  longest: number,
): PhraseMatch<T>[] {
  const found: PhraseMatch<T>[] = [];
  // Stop extending as soon as the words so far start no phrase, so most words cost one set lookup.
  const prefixes = prefixesOf(phrases);
  for (let i = 0; i < tokens.length; i += 1) {
    const first = tokens[i];
    if (!first) continue;
    let words = first.lower;
    let match: PhraseMatch<T> | undefined;
    for (let n = 1; n <= longest; n += 1) {
      const last = tokens[i + n - 1];
      if (!last || (n > 1 && !last.joined)) break;
      if (n > 1) words += ` ${last.lower}`;
      if (!prefixes.has(words)) break;
      const value = phrases.get(words);
      if (value !== undefined) match = { from: first, to: last, index: i, phrase: words, value };
    }
    if (match) {
      found.push(match);
      i = match.index + match.phrase.split(' ').length - 1;
    }
  }
  return found;
}

/** Part of a token (characters `from`..`to` of its text), so two findings can share a word without overlapping. */
export function tokenPart(token: Token, from: number, to: number): Token {
  return { ...token, text: token.text.slice(from, to), start: token.start + from, end: token.start + to };
}

/** A word written with a capital inside a sentence: usually a name ("Super Tuesday", "Phase I"). */
export const isCapitalisedMidSentence = (token: Token): boolean =>
  !token.sentenceStart && token.text !== token.lower && /^\p{Lu}/u.test(token.text);
