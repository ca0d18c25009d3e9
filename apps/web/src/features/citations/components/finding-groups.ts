import { CITATION_FINDING_TYPES, type CitationFinding, type CitationFindingType } from '@penwright/shared';

/** A finding with its place in the text order: `number` is what the page shows beside its highlight. */
export type NumberedFinding = CitationFinding & { index: number; number: number };

export type FindingGroup = { type: CitationFindingType; findings: NumberedFinding[] };

/**
 * Numbers findings in reading order (so the numbers in the text run 1, 2, 3 down the page) and groups them by
 * type in the order the checker documents its types; `index` keeps each finding's place in the API's answer.
 */
export function groupFindings(findings: readonly CitationFinding[]): FindingGroup[] {
  const numbered = findings
    .map((finding, index) => ({ ...finding, index, number: 0 }))
    .sort((a, b) => a.start - b.start || a.end - b.end || a.index - b.index)
    .map((finding, i) => ({ ...finding, number: i + 1 }));
  return CITATION_FINDING_TYPES.map((type) => ({
    type,
    findings: numbered.filter((f) => f.type === type),
  })).filter((group) => group.findings.length > 0);
}

/** The check found no reference list (or an empty one): the API says so with a single finding. */
export function lacksReferenceList(references: number, findings: readonly CitationFinding[]): boolean {
  return references === 0 && findings.length === 1 && findings[0]?.type === 'missing_reference';
}
