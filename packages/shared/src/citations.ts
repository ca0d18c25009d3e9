import { z } from 'zod';
import { CITATION_STYLES, CitationStyleSchema } from './projects.ts';

/*
 * The citation checker: `POST /v1/projects/{projectId}/posts/check-citation?citationFormat=…` (any pasted text)
 * and `POST /v1/projects/{projectId}/posts/{postId}/citations/analyze` (the saved draft) answer the same `data`.
 */

/** The longest body the checker accepts (bytes); a larger one answers 413. */
export const CITATION_CHECK_MAX_BYTES = 1024 * 1024;

/** The style names as writers spell them; the API accepts them in any case. */
export const CITATION_FORMAT_NAMES = ['APA', 'MLA', 'Chicago', 'Harvard', 'IEEE', 'Vancouver'] as const;

const formatMessage = `citationFormat must be one of ${CITATION_FORMAT_NAMES.join(', ')}`;

/** `apa`, `APA` and `Apa` all mean APA; the answer names the style in lower case, as projects store it. */
export const CitationFormatSchema = z
  .string({ error: formatMessage })
  .trim()
  .toLowerCase()
  .pipe(z.enum(CITATION_STYLES, { error: formatMessage }));

export const CheckCitationQuerySchema = z.object({ citationFormat: CitationFormatSchema });
export type CheckCitationQuery = z.infer<typeof CheckCitationQuerySchema>;

/** The text to check: a text/plain body, or JSON `{"content": "…"}` for clients that only send JSON. */
export const CheckCitationBodySchema = z.union([z.string(), z.object({ content: z.string() }).strict()], {
  error: 'Send the text to check as a text/plain body, or as JSON {"content": "…"}',
});
export type CheckCitationBody = z.infer<typeof CheckCitationBodySchema>;

/** Left out, the post's own citation format applies. */
export const AnalyzeCitationsRequestSchema = z
  .object({ citationFormat: CitationFormatSchema.optional() })
  .strict();
export type AnalyzeCitationsRequest = z.infer<typeof AnalyzeCitationsRequestSchema>;

export const CITATION_FINDING_TYPES = [
  'missing_reference',
  'uncited_reference',
  'year_mismatch',
  'author_mismatch',
  'ambiguous_citation',
  'et_al_usage',
  'ampersand_usage',
  'reference_order',
  'missing_element',
  'doi_format',
  'duplicate_reference',
  'numbering',
] as const;
export const CitationFindingTypeSchema = z.enum(CITATION_FINDING_TYPES);
export type CitationFindingType = z.infer<typeof CitationFindingTypeSchema>;

const offset = z.number().int().min(0);

export const CitationFindingSchema = z.object({
  type: CitationFindingTypeSchema,
  severity: z.enum(['error', 'warning']),
  message: z.string(),
  /** UTF-16 offsets into the checked text; `excerpt` is exactly `text.slice(start, end)`. */
  start: offset,
  end: offset,
  excerpt: z.string(),
  /** What to write instead, when the checker can tell; otherwise null. */
  suggestion: z.string().nullable(),
});
export type CitationFinding = z.infer<typeof CitationFindingSchema>;

/** One cited work in the body: "(Smith & Lee, 2019; Brown, 2020)" gives two, "[1–3]" gives three. */
export const InTextCitationSchema = z.object({
  text: z.string(),
  start: offset,
  end: offset,
  /** Family names as written (empty for numeric citations). */
  authors: z.array(z.string()),
  year: z.string().nullable(),
  /** The `index` of the matched reference, or null when nothing in the list matches. */
  reference: z.number().int().min(1).nullable(),
});
export type InTextCitation = z.infer<typeof InTextCitationSchema>;

export const ReferenceEntrySchema = z.object({
  /** Position in the list, from 1. */
  index: z.number().int().min(1),
  text: z.string(),
  start: offset,
  end: offset,
  authors: z.array(z.string()),
  year: z.string().nullable(),
  cited: z.boolean(),
});
export type ReferenceEntry = z.infer<typeof ReferenceEntrySchema>;

export const CitationCheckSchema = z.object({
  style: CitationStyleSchema,
  citations: z.array(InTextCitationSchema),
  references: z.array(ReferenceEntrySchema),
  findings: z.array(CitationFindingSchema),
  summary: z.object({
    citations: z.number().int().min(0),
    references: z.number().int().min(0),
    matched: z.number().int().min(0),
    errors: z.number().int().min(0),
    warnings: z.number().int().min(0),
  }),
});
export type CitationCheck = z.infer<typeof CitationCheckSchema>;
