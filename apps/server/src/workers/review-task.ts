import type { CitationStyle } from '@penwright/shared';
import {
  reviewDraftParts,
  type DraftReviewParts,
  type ReviewProject,
  type ReviewText,
} from '@penwright/writing';

export interface ReviewTaskInput {
  review: ReviewText;
  project: ReviewProject;
  style: CitationStyle;
}

/** Everything in the review report but grammar: citations, readability, structure, checklist, style extras. */
export const reviewTask = ({ review, project, style }: ReviewTaskInput): DraftReviewParts =>
  reviewDraftParts(review, project, style);
