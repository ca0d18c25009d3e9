import type { EnglishDialect } from '@penwright/shared';
import type { Lint, LocalLinter } from 'harper.js';
import { DISABLED_HARPER_RULES, harperCategory } from './harper-rules.ts';
import { OUT_OF_SCOPE_HARPER_RULES } from './harper-scope.ts';
import type { GrammarFinding } from './types.ts';

/*
 * harper.js is the base engine: a Rust grammar checker compiled to WebAssembly. One LocalLinter per dialect
 * is created lazily and kept for the life of the thread; setup compiles the WebAssembly once.
 */

const linters = new Map<EnglishDialect, Promise<LocalLinter>>();

async function createLinter(dialect: EnglishDialect): Promise<LocalLinter> {
  const harper = await import('harper.js');
  const { binary } = await import('harper.js/binary');
  const dialects = {
    american: harper.Dialect.American,
    british: harper.Dialect.British,
    canadian: harper.Dialect.Canadian,
    australian: harper.Dialect.Australian,
  } satisfies Record<EnglishDialect, unknown>;
  const linter = new harper.LocalLinter({ binary, dialect: dialects[dialect] });
  await linter.setup();
  const config = await linter.getLintConfig();
  for (const rule of [...DISABLED_HARPER_RULES, ...OUT_OF_SCOPE_HARPER_RULES])
    if (rule in config) config[rule] = false;
  await linter.setLintConfig(config);
  return linter;
}

export function harperLinter(dialect: EnglishDialect): Promise<LocalLinter> {
  let linter = linters.get(dialect);
  if (!linter) {
    linter = createLinter(dialect);
    linters.set(dialect, linter);
  }
  return linter;
}

function toFinding(rule: string, lint: Lint): GrammarFinding {
  const span = lint.span();
  const kind = lint.lint_kind();
  return {
    start: span.start,
    end: span.end,
    category: harperCategory(rule, kind),
    rule: `harper:${rule}`,
    errorType: kind === 'Spelling' ? 'R:SPELL' : `HARPER:${kind.toUpperCase()}`,
    message: lint.message(),
    replacements: lint.suggestions().map((s) => s.get_replacement_text()),
  };
}

/*
 * harper 2.10 panics on a run of tens of thousands of characters without a space ("capacity overflow"), and a
 * panic leaves its WebAssembly instance unusable for every later call in the thread. Runs longer than any
 * word are pasted data, so they are blanked out before harper sees the text: the same number of UTF-16 code
 * units, so every offset harper reports still points into the original text.
 */
const LONGEST_RUN = 64;

function withoutLongRuns(text: string): string {
  return text.replace(new RegExp(`\\S{${LONGEST_RUN + 1},}`, 'g'), (run) => ' '.repeat(run.length));
}

/** harper's findings for `text`, each tagged with the rule that produced it; none if harper fails. */
export async function harperFindings(text: string, dialect: EnglishDialect): Promise<GrammarFinding[]> {
  try {
    const linter = await harperLinter(dialect);
    const byRule = await linter.organizedLints(withoutLongRuns(text), { language: 'plaintext' });
    return Object.entries(byRule).flatMap(([rule, lints]) => lints.map((lint) => toFinding(rule, lint)));
  } catch {
    // Penwright's own rules still answer; a broken linter is not kept for the next check.
    linters.delete(dialect);
    return [];
  }
}
