import type { GrammarEdit } from '@penwright/shared';
import { clampScore, findingIn, plural, verdictOf, type DraftSection } from './finding.ts';

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
  const perThousand = words > 0 ? (findings.length * 1000) / words : 0;
  return {
    verdict: verdictOf(findings),
    ...(words > 0 ? { score: clampScore(100 - perThousand * 10) } : {}),
    summary:
      findings.length === 0
        ? 'No grammar, spelling or punctuation problems found.'
        : `${plural(errors, 'error')} and ${plural(findings.length - errors, 'punctuation note')}.`,
    findings,
    figures: { errors, notes: findings.length - errors },
  };
}
