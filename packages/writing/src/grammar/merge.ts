import type { GrammarFinding } from './types.ts';

/*
 * Where two findings cover the same words, the writer should see one. Penwright's own grammar rules were
 * written for the error classes harper handles loosely and carry a fuller fix ("results were" rather than
 * "were"), so they win; then harper's specific rules ("alot" → "a lot" beats a plain spelling guess); then
 * Penwright's spelling, whose suggestions are ranked by frequency, over harper's. Between equals the longer
 * span wins, as it usually explains more.
 */

function priority(finding: GrammarFinding): number {
  const harper = finding.rule.startsWith('harper:');
  if (finding.rule === 'spelling') return 1;
  if (finding.rule === 'harper:SpellCheck') return 0;
  return harper ? 2 : 3;
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
