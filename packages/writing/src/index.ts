export * from './brief/brief.schema.ts';
export { analyseBrief, MAX_BRIEF_LENGTH, type AnalyseBriefOptions } from './brief/analyse-brief.ts';
export { briefForbidsFirstPerson } from './brief/first-person.ts';
export { outlineSections } from './brief/outline-sections.ts';
export { headingsMatch } from './brief/section-names.ts';
export { requirementsFromAnalysis, wordCountLabel } from './requirements/requirements-from-analysis.ts';
export {
  evaluateRequirements,
  QUESTION_COVERAGE,
  RequirementResultSchema,
  RequirementStateSchema,
  type DraftForEvaluation,
  type EvaluateOptions,
  type RequirementResult,
  type RequirementState,
} from './requirements/evaluate-requirements.ts';
export {
  acceptableWordRange,
  parseWordCountTarget,
  wordCountTarget,
  type WordWindow,
} from './requirements/word-count-target.ts';
export { countWords } from './text/count-words.ts';
export { countHtmlWords, htmlDraftText } from './text/draft-text.ts';
export { draftStats, READING_WORDS_PER_MINUTE, type DraftStats } from './text/draft-stats.ts';
export * from './readability/index.ts';
export { checkCitations } from './citations/index.ts';
export * from './review/index.ts';
