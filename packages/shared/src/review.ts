import { z } from 'zod';

/*
 * The review report of step 4 (`GET /v1/projects/:id/review`): one answer that tells the writer what to fix
 * before handing in. Offsets are UTF-16 offsets into the draft's review text: its headings, paragraphs and
 * bibliography a blank line apart, exactly as the editor reads the draft (so a finding leads back to its words).
 */

export const REVIEW_SECTIONS = [
  'grammar',
  'style',
  'readability',
  'structure',
  'requirements',
  'citations',
] as const;
export const ReviewSectionNameSchema = z.enum(REVIEW_SECTIONS);
export type ReviewSectionName = z.infer<typeof ReviewSectionNameSchema>;

export const REVIEW_SECTION_LABELS: Record<ReviewSectionName, string> = {
  grammar: 'Grammar and spelling',
  style: 'Academic style',
  readability: 'Readability',
  structure: 'Structure',
  requirements: 'Requirements',
  citations: 'Citations',
};

/** An error blocks handing in; a warning is worth a look; info is a figure or a note. */
export const ReviewSeveritySchema = z.enum(['error', 'warning', 'info']);
export type ReviewSeverity = z.infer<typeof ReviewSeveritySchema>;

export const ReviewVerdictSchema = z.enum(['pass', 'warn', 'fail']);
export type ReviewVerdict = z.infer<typeof ReviewVerdictSchema>;

export const ReadinessSchema = z.enum(['ready', 'almost', 'not_ready']);
export type Readiness = z.infer<typeof ReadinessSchema>;

const offset = z.number().int().min(0);

export const ReviewFindingSchema = z.object({
  /** Stable for the same problem on the same words: what a dismissal is keyed by. */
  id: z.string(),
  /** What kind of problem, e.g. `spelling`, `passive_voice`, `missing_section`, `word_count`. */
  type: z.string(),
  severity: ReviewSeveritySchema,
  message: z.string(),
  /** Where the finding's words are; `start === end` when it concerns the draft as a whole. */
  start: offset,
  end: offset,
  /** Exactly `text.slice(start, end)` of the review text. */
  excerpt: z.string(),
  suggestion: z.string().optional(),
});
export type ReviewFinding = z.infer<typeof ReviewFindingSchema>;

export const ReviewSectionSchema = z.object({
  verdict: ReviewVerdictSchema,
  /** 0–100 where a section can be scored. */
  score: z.number().min(0).max(100).optional(),
  /** One line: what the section found. */
  summary: z.string(),
  findings: z.array(ReviewFindingSchema),
  /** Figures the section is based on (readability scores, counts), by name. */
  figures: z.record(z.string(), z.number()).optional(),
});
export type ReviewSection = z.infer<typeof ReviewSectionSchema>;

export const ReviewBlockerSchema = z.object({
  section: ReviewSectionNameSchema,
  message: z.string(),
});
export type ReviewBlocker = z.infer<typeof ReviewBlockerSchema>;

export const ReviewReportSchema = z.object({
  generatedAt: z.string(),
  /** The draft version the report was computed from. */
  version: z.number().int(),
  readiness: ReadinessSchema,
  blockers: z.array(ReviewBlockerSchema),
  wordCount: z.number().int().min(0),
  sections: z.object({
    grammar: ReviewSectionSchema,
    style: ReviewSectionSchema,
    readability: ReviewSectionSchema,
    structure: ReviewSectionSchema,
    requirements: ReviewSectionSchema,
    citations: ReviewSectionSchema,
  }),
});
export type ReviewReport = z.infer<typeof ReviewReportSchema>;

/** A finding id as the report builds it: section, kind, digest of the words, occurrence. */
export const ReviewFindingIdSchema = z
  .string()
  .max(200)
  .regex(/^[a-z]+\.[a-z0-9_]+\.[a-z0-9]+\.\d+$/, 'is not a review finding id');

export const REVIEW_DISMISSAL_REASON_MAX = 500;

export const DismissFindingRequestSchema = z
  .object({
    findingId: ReviewFindingIdSchema,
    reason: z
      .string()
      .trim()
      .min(1, 'Say why this finding does not apply')
      .max(REVIEW_DISMISSAL_REASON_MAX)
      .refine((s) => !s.includes('\u0000'), 'must not contain NUL characters'),
  })
  .strict();
export type DismissFindingRequest = z.infer<typeof DismissFindingRequestSchema>;

export const ReviewDismissalSchema = z.object({
  findingId: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type ReviewDismissal = z.infer<typeof ReviewDismissalSchema>;
