import type { CitationFindingType } from '@penwright/shared';

/** How each kind of citation finding is named wherever findings are listed. */
export const FINDING_TYPE_LABELS: Record<CitationFindingType, string> = {
  missing_reference: 'Cited but not in the list',
  uncited_reference: 'Listed but never cited',
  year_mismatch: 'Year mismatch',
  author_mismatch: 'Author mismatch',
  ambiguous_citation: 'Ambiguous citation',
  et_al_usage: '“et al.” usage',
  ampersand_usage: 'Ampersand usage',
  reference_order: 'Reference order',
  missing_element: 'Missing element',
  doi_format: 'DOI format',
  duplicate_reference: 'Duplicate entry',
  numbering: 'Numbering',
};
