import type { GrammarFinding } from './types.ts';

/*
 * Where two findings cover the same words, the writer should see one. Penwright's own rules were written for
 * the error classes harper handles loosely and carry a fuller fix ("results were" rather than "were"), so on
 * a clash they win; between findings of one source the longer span wins, as it usually explains more.
 */

function priority(finding: GrammarFinding): number {
  return finding.rule.startsWith('harper:') ? 0 : 1;
}

function overlaps(a: GrammarFinding, b: GrammarFinding): boolean {
  return a.start < Math.max(b.end, b.start + 1) && b.start < Math.max(a.end, a.start + 1);
}

/** Findings sorted by position with no two overlapping. */
export function withoutOverlaps(findings: readonly GrammarFinding[]): GrammarFinding[] {
  const ranked = [...findings].sort(
    (a, b) => priority(b) - priority(a) || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  const kept: GrammarFinding[] = [];
  for (const finding of ranked) if (!kept.some((k) => overlaps(k, finding))) kept.push(finding);
  return kept.sort((a, b) => a.start - b.start || a.end - b.end);
}
