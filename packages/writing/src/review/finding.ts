import type { ReviewFinding, ReviewSection, ReviewSeverity, ReviewVerdict } from '@penwright/shared';

/** A finding before the report gives it its id. */
export type DraftFinding = Omit<ReviewFinding, 'id'>;

export interface FindingInput {
  type: string;
  severity: ReviewSeverity;
  message: string;
  /** Omitted for a finding about the draft as a whole. */
  start?: number;
  end?: number;
  suggestion?: string | null;
}

/** A finding with its excerpt cut from the text; a span outside the text becomes a finding without a place. */
export function findingIn(text: string, input: FindingInput): DraftFinding {
  const start = input.start ?? 0;
  const end = input.end ?? start;
  const placed = Number.isInteger(start) && Number.isInteger(end) && start >= 0 && end >= start;
  const [from, to] = placed && end <= text.length ? [start, end] : [0, 0];
  return {
    type: input.type,
    severity: input.severity,
    message: input.message,
    start: from,
    end: to,
    excerpt: text.slice(from, to),
    ...(input.suggestion ? { suggestion: input.suggestion } : {}),
  };
}

/** fail when anything blocks, warn when something is worth a look, else pass. */
export function verdictOf(findings: readonly { severity: ReviewSeverity }[]): ReviewVerdict {
  if (findings.some((f) => f.severity === 'error')) return 'fail';
  return findings.some((f) => f.severity === 'warning') ? 'warn' : 'pass';
}

export type DraftSection = Omit<ReviewSection, 'findings'> & { findings: DraftFinding[] };

export const clampScore = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/*
 * Scores count problems per thousand words, but a draft shorter than SCORED_FROM_WORDS is scored as if it were
 * that long: one slip in a 60-word abstract is one slip, not seventeen per thousand words.
 */
const SCORED_FROM_WORDS = 300;

/** Problems per thousand words, for a score. */
export const scoredDensity = (problems: number, words: number) =>
  (problems * 1000) / Math.max(words, SCORED_FROM_WORDS);
export const plural = (n: number, unit: string, units = `${unit}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? unit : units}`;
