import { harperFindings } from './harper.ts';
import type { GrammarChecker, GrammarCheckOptions, GrammarFinding } from './types.ts';

/** Findings sorted by position; where two overlap, the first (earlier, then longer) wins. */
function withoutOverlaps(findings: GrammarFinding[]): GrammarFinding[] {
  const sorted = [...findings].sort((a, b) => a.start - b.start || b.end - a.end);
  const kept: GrammarFinding[] = [];
  for (const finding of sorted) {
    const last = kept.at(-1);
    if (last && finding.start < last.end) continue;
    kept.push(finding);
  }
  return kept;
}

async function check(text: string, options: GrammarCheckOptions): Promise<GrammarFinding[]> {
  if (!text.trim()) return [];
  const words = new Set((options.words ?? []).map((w) => w.toLowerCase()));
  const findings = (await harperFindings(text, options.dialect)).filter(
    (f) =>
      (options.style || f.category !== 'style') &&
      !(f.category === 'spelling' && words.has(text.slice(f.start, f.end).toLowerCase())),
  );
  return withoutOverlaps(findings);
}

/** The grammar engine: harper.js plus Penwright's own rules. Loads its data on first use. */
export function createGrammarChecker(): GrammarChecker {
  return { check };
}
