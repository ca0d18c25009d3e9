import type { GrammarEdit } from '@penwright/shared';
import { clampScore, findingIn, plural, scoredDensity, verdictOf, type DraftSection } from './finding.ts';

/** An error costs five points per thousand words and a punctuation note two. */
const ERROR_WEIGHT = 5;
const NOTE_WEIGHT = 2;

export function grammarScore(errors: number, notes: number, words: number): number {
  return clampScore(100 - scoredDensity(errors * ERROR_WEIGHT + notes * NOTE_WEIGHT, words));
}

/** The grammar engine's grammar, spelling and punctuation findings. Spelling and grammar errors block. */
export function grammarSection(text: string, edits: readonly GrammarEdit[], words: number): DraftSection {
  const findings = edits.map((edit) =>
    findingIn(text, {
      type: edit.category,
      severity: edit.category === 'punctuation' ? 'warning' : 'error',
      message: edit.message,
      start: edit.start,
      end: edit.end,
      suggestion: edit.replacement || null,
    }),
  );
  const errors = findings.filter((f) => f.severity === 'error').length;
  return {
    verdict: verdictOf(findings),
    ...(words > 0 ? { score: grammarScore(errors, findings.length - errors, words) } : {}),
    summary:
      findings.length === 0
        ? 'No grammar, spelling or punctuation problems found.'
        : `${[
            errors > 0 ? plural(errors, 'error') : '',
            findings.length > errors ? plural(findings.length - errors, 'punctuation note') : '',
          ]
            .filter(Boolean)
            .join(' and ')}.`,
    findings,
    figures: { errors, notes: findings.length - errors },
  };
}
