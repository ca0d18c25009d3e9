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

/** Finds each phrase (lower-case words) in the tokens, only where its words follow each other in one clause. */
export function findPhrases<T>(
  tokens: readonly Token[],
  phrases: ReadonlyMap<string, T>,
  longest: number,
): { from: Token; to: Token; phrase: string; value: T }[] {
  const found: { from: Token; to: Token; phrase: string; value: T }[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const first = tokens[i];
    if (!first) continue;
    let words = first.lower;
    for (let n = 1; n <= longest; n += 1) {
      const last = tokens[i + n - 1];
      if (!last || (n > 1 && !last.joined)) break;
      if (n > 1) words += ` ${last.lower}`;
      const value = phrases.get(words);
      if (value !== undefined) {
        found.push({ from: first, to: last, phrase: words, value });
        i += n - 1;
        break;
      }
    }
  }
  return found;
}
