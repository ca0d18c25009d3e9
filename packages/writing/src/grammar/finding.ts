import type { GrammarCategory } from '@penwright/shared';
import type { Token } from './tokens.ts';
import type { GrammarFinding } from './types.ts';

export interface RuleInfo {
  rule: string;
  category: GrammarCategory;
  errorType: string;
}

/** A finding over the words `from`..`to` (inclusive). */
export function findingOver(
  info: RuleInfo,
  from: Token,
  to: Token,
  message: string,
  replacements: string[] = [],
): GrammarFinding {
  return { ...info, start: from.start, end: to.end, message, replacements };
}

/** Keeps the writer's capitalisation: "Their" → "There", "THEIR" → "THERE". */
export function matchCase(original: string, replacement: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return replacement.toUpperCase();
  const first = original[0];
  if (first !== undefined && first !== first.toLowerCase()) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return replacement;
}
