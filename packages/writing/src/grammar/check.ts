import { harperFindings } from './harper.ts';
import { withoutOverlaps } from './merge.ts';
import { ownGrammarFindings } from './rules/index.ts';
import type { GrammarChecker, GrammarCheckOptions, GrammarFinding } from './types.ts';

async function check(text: string, options: GrammarCheckOptions): Promise<GrammarFinding[]> {
  if (!text.trim()) return [];
  const words = new Set((options.words ?? []).map((w) => w.toLowerCase()));
  const [harper, own] = await Promise.all([
    harperFindings(text, options.dialect),
    ownGrammarFindings(text, options.dialect),
  ]);
  const findings = [...harper, ...own].filter(
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
