import type { GrammarCategory, GrammarEdit } from '@penwright/shared';

/** One underlined problem: the checker's edit (offsets relative to its paragraph) and the words it flags. */
export interface Finding {
  id: string;
  edit: GrammarEdit;
  /** The flagged words as they stand in the text. */
  text: string;
}

/** A finding with its current place in the document. */
export interface PlacedFinding extends Finding {
  from: number;
  to: number;
}

export const CATEGORY_LABELS: Record<GrammarCategory, string> = {
  grammar: 'Grammar',
  spelling: 'Spelling',
  punctuation: 'Punctuation',
  style: 'Style',
};

/** The panel's filter: correctness (grammar, spelling, punctuation) or academic style. */
export type FindingFilter = 'all' | 'correctness' | 'style';

export function matchesFilter(category: GrammarCategory, filter: FindingFilter): boolean {
  if (filter === 'all') return true;
  return filter === 'style' ? category === 'style' : category !== 'style';
}

export function countByCategory(findings: readonly Finding[]): Record<GrammarCategory, number> {
  const counts: Record<GrammarCategory, number> = { grammar: 0, spelling: 0, punctuation: 0, style: 0 };
  for (const f of findings) counts[f.edit.category] += 1;
  return counts;
}
