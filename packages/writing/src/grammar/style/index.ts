import { tokenize } from '../tokens.ts';
import type { GrammarCheckOptions, GrammarFinding } from '../types.ts';
import { hedging, wordiness } from './hedging.ts';
import { longSentences, passiveVoice } from './passive.ts';
import { contractions, firstPerson, informalWords } from './register.ts';
import type { StyleRule } from './style-rule.ts';

/** Academic register: reported only when the writer asks for style findings. */
export const STYLE_RULES: readonly StyleRule[] = [
  contractions,
  informalWords,
  firstPerson,
  hedging,
  wordiness,
  passiveVoice,
  longSentences,
];

export function styleFindings(text: string, options: GrammarCheckOptions): GrammarFinding[] {
  const tokens = tokenize(text);
  return STYLE_RULES.flatMap((rule) => rule(tokens, options));
}
