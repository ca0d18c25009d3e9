import type { EnglishDialect, GrammarCategory } from '@penwright/shared';

/** One problem the engine found, with offsets into the checked text (UTF-16 code units). */
export interface GrammarFinding {
  start: number;
  end: number;
  category: GrammarCategory;
  /** Stable id of the rule that fired: Penwright's own (`subject-verb-agreement`) or harper's (`harper:SpellCheck`). */
  rule: string;
  /** Sapling-style error type, e.g. `R:VERB:SVA`, `R:SPELL`, `M:DET`, `STYLE:CONTRACTION`. */
  errorType: string;
  message: string;
  /** Suggestions, best first; may be empty. An empty string means "delete the span". */
  replacements: string[];
}

export interface GrammarCheckOptions {
  dialect: EnglishDialect;
  /** Words from the writer's personal dictionary: never flagged as misspelt. */
  words?: readonly string[];
  /** Also report academic-style findings (category `style`). */
  style?: boolean;
  /** The brief forbids first person: report "I", "we", "my"… as style findings. */
  forbidFirstPerson?: boolean;
}

export interface GrammarChecker {
  check(text: string, options: GrammarCheckOptions): Promise<GrammarFinding[]>;
}
