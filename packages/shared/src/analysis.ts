import { z } from 'zod';
import { OutlineSectionSchema, PROJECT_BRIEF_MAX, RequirementSchema } from './projects.ts';

/** An uploaded brief: at most this many bytes, of these kinds (checked by name and by content). */
export const BRIEF_FILE_MAX_BYTES = 5 * 1024 * 1024;
export const BRIEF_FILE_TYPES = ['txt', 'docx', 'pdf'] as const;
export type BriefFileType = (typeof BRIEF_FILE_TYPES)[number];

/** Where the analysed text came from: pasted, or read from an uploaded file of this kind. */
export const BRIEF_SOURCES = ['text', ...BRIEF_FILE_TYPES] as const;
export const BriefSourceSchema = z.enum(BRIEF_SOURCES);
export type BriefSource = z.infer<typeof BriefSourceSchema>;

const briefLimit = PROJECT_BRIEF_MAX.toLocaleString('en-US');

/** The JSON form of `POST /v1/projects/:id/analyse`; the other form is multipart with one field `file`. */
export const AnalyseBriefRequestSchema = z
  .object({
    brief: z
      .string()
      .trim()
      .min(1, 'is required: paste the assignment brief or upload it as a file')
      .max(PROJECT_BRIEF_MAX, `must be at most ${briefLimit} characters`)
      .refine((s) => !s.includes('\u0000'), 'must not contain NUL characters'),
  })
  .strict();
export type AnalyseBriefRequest = z.infer<typeof AnalyseBriefRequestSchema>;

/**
 * The answer to an analysis: the brief as read, the analysis itself, and the checklist and outline proposed
 * from it in the shapes a project stores, so the client can let the writer edit them and PATCH the project.
 * The analysis's own schema lives in packages/writing (which depends on this package), so it is passed in:
 * `analyseBriefResultOf(BriefAnalysisSchema)`, as `pageOf` does for list items.
 */
export function analyseBriefResultOf<T extends z.ZodType>(analysis: T) {
  return z.object({
    brief: z.string(),
    source: BriefSourceSchema,
    analysis,
    requirements: z.array(RequirementSchema),
    outline: z.array(OutlineSectionSchema),
  });
}

export const EXPORT_FORMATS = ['docx', 'pdf', 'md'] as const;
export const ExportFormatSchema = z.enum(EXPORT_FORMATS, {
  error: `must be one of ${EXPORT_FORMATS.join(', ')}`,
});
export type ExportFormat = z.infer<typeof ExportFormatSchema>;
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  docx: 'Word (.docx)',
  pdf: 'PDF',
  md: 'Markdown',
};

/** `GET /v1/projects/:id/export?format=…` downloads the project's current draft as a file. */
export const ExportQuerySchema = z.object({ format: ExportFormatSchema });
export type ExportQuery = z.infer<typeof ExportQuerySchema>;
