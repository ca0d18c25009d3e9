export { reviewText, headingsOf, type ReviewBlock, type ReviewText } from './review-text.ts';
export {
  assembleReport,
  countedText,
  ownText,
  proseText,
  reviewDraftParts,
  ALMOST_CITATION_ERRORS,
  ALMOST_GRAMMAR_ERRORS,
  type AssembleOptions,
  type DraftReviewParts,
  type ReviewProject,
} from './report.ts';
export { READABILITY_RANGES } from './readability-section.ts';
export { PASSIVE_SHARE_LIMIT } from './style-section.ts';
export { SHARE_HIGH, SHARE_LOW } from './structure-section.ts';
