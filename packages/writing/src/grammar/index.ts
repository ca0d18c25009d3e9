export { createGrammarChecker } from './check.ts';
export { findingsToEdits } from './edits.ts';
export type { GrammarChecker, GrammarCheckOptions, GrammarFinding } from './types.ts';
export type { GrammarCheckerOptions } from './check.ts';
export { checkParagraphs } from './paragraph-check.ts';
export type { ParagraphChecker } from './paragraph-check.ts';
export { warmUpGrammar } from './warm-up.ts';
export { loadTagger, type Tagger } from './pos/tagger.ts';
