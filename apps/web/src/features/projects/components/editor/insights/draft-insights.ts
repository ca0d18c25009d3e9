import type { Requirement } from '@penwright/shared';
import {
  draftStats,
  evaluateRequirements,
  type DraftStats,
  type RequirementResult,
} from '@penwright/writing';

export type DraftInsights = { stats: DraftStats; results: RequirementResult[] };

/** What the counts and the checklist are computed from: the draft as plain text, its headings, the checklist. */
export interface InsightsInput {
  text: string;
  headings: string[];
  requirements: Requirement[];
  citationStyle: string;
}

/** Word count, reading time and each checklist line's state. Pure, so it runs the same in a worker. */
export function computeInsights({
  text,
  headings,
  requirements,
  citationStyle,
}: InsightsInput): DraftInsights {
  return {
    stats: draftStats(text),
    results: evaluateRequirements(requirements, { text, headings, citationStyle }),
  };
}
