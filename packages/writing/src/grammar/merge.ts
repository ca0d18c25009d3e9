import type { GrammarFinding } from './types.ts';

/*
 * Where two findings cover the same words, the writer should see one. Penwright's own grammar rules were
 * written for the error classes harper handles loosely and carry a fuller fix ("results were" rather than
 * "were"), so they win; then harper's specific rules ("alot" → "a lot" beats a plain spelling guess); then
 * Penwright's spelling, whose suggestions are ranked by frequency, over harper's. Between equals the longer
 * span wins, as it usually explains more.
 */

/** Findings over a whole sentence or stretch: they give way to the precise ones inside them. */
const WIDE_RULES = new Set(['run-on-sentence', 'style-long-sentence']);

function priority(finding: GrammarFinding): number {
  if (WIDE_RULES.has(finding.rule)) return -1;
  const harper = finding.rule.startsWith('harper:');
  if (finding.rule === 'spelling') return 1;
  if (finding.rule === 'harper:SpellCheck') return 0;
  return harper ? 2 : 3;
}

function overlaps(a: GrammarFinding, b: GrammarFinding): boolean {
  return a.start < Math.max(b.end, b.start + 1) && b.start < Math.max(a.end, a.start + 1);
}

/** The longest part of a wide finding that no kept finding covers, so both stay visible. */
function trimmed(wide: GrammarFinding, kept: readonly GrammarFinding[], text: string): GrammarFinding | null {
  const inside = kept.filter((k) => overlaps(k, wide)).sort((a, b) => a.start - b.start);
  let best: [number, number] = [0, 0];
  let from = wide.start;
  for (const k of [...inside, { start: wide.end, end: wide.end }]) {
    if (k.start - from > best[1] - best[0]) best = [from, Math.min(k.start, wide.end)];
    from = Math.max(from, Math.max(k.end, k.start + 1));
  }
  const part = text.slice(best[0], best[1]);
  const lead = part.length - part.trimStart().length;
  const start = best[0] + lead;
  const end = best[0] + part.trimEnd().length;
  return /[\p{L}\p{N}]/u.test(text.slice(start, end)) ? { ...wide, start, end } : null;
}

/** Findings sorted by position with no two overlapping. `text` is what the offsets point into. */
export function withoutOverlaps(findings: readonly GrammarFinding[], text: string): GrammarFinding[] {
  const ranked = [...findings].sort(
    (a, b) => priority(b) - priority(a) || b.end - b.start - (a.end - a.start) || a.start - b.start,
  );
  // Kept findings stay sorted by start, so a clash is found by binary search, not by a scan of all of them.
  const kept: GrammarFinding[] = [];
  const insertAt = (start: number): number => {
    let lo = 0;
    let hi = kept.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((kept[mid]?.start ?? 0) < start) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const clashes = (f: GrammarFinding): boolean => {
    const i = insertAt(f.start);
    return [kept[i - 1], kept[i]].some((k) => k !== undefined && overlaps(k, f));
  };
  const keep = (f: GrammarFinding): void => void kept.splice(insertAt(f.start), 0, f);
  for (const finding of ranked) {
    if (!clashes(finding)) keep(finding);
    else if (WIDE_RULES.has(finding.rule)) {
      const part = trimmed(finding, kept, text);
      if (part && !clashes(part)) keep(part);
    }
  }
  return kept;
}
