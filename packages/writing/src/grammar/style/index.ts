import type { GrammarCheckOptions, GrammarFinding } from '../types.ts';

export function styleFindings(_text: string, _options: GrammarCheckOptions): GrammarFinding[] {
  return [];
}
