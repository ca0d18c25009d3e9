import { z } from 'zod';
import { PageQuerySchema, pageOf } from './envelope.ts';

export const PROJECT_TYPES = [
  'essay',
  'research_paper',
  'case_study',
  'literature_review',
  'thesis',
  'dissertation',
  'report',
  'proposal',
  'other',
] as const;
export const ProjectTypeSchema = z.enum(PROJECT_TYPES);
export type ProjectType = z.infer<typeof ProjectTypeSchema>;
export const PROJECT_TYPE_LABELS: Record<ProjectType, string> = {
  essay: 'Essay',
  research_paper: 'Research paper',
  case_study: 'Case study',
  literature_review: 'Literature review',
  thesis: 'Thesis',
  dissertation: 'Dissertation',
  report: 'Report',
  proposal: 'Proposal',
  other: 'Other',
};

export const CITATION_STYLES = ['apa', 'mla', 'chicago', 'harvard', 'ieee', 'vancouver'] as const;
export const CitationStyleSchema = z.enum(CITATION_STYLES);
export type CitationStyle = z.infer<typeof CitationStyleSchema>;
export const CITATION_STYLE_LABELS: Record<CitationStyle, string> = {
  apa: 'APA',
  mla: 'MLA',
  chicago: 'Chicago',
  harvard: 'Harvard',
  ieee: 'IEEE',
  vancouver: 'Vancouver',
};

/** pending covers steps 1–2 (new, analyse), then draft (3), review (4), completed (5). */
export const PROJECT_STATUSES = ['pending', 'draft', 'review', 'completed'] as const;
export const ProjectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof ProjectStatusSchema>;
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  pending: 'Pending',
  draft: 'Draft',
  review: 'Review',
  completed: 'Completed',
};
/** The statuses the project list's filter offers (specification section 4). */
export const PROJECT_STATUS_FILTERS = ['draft', 'completed'] as const satisfies readonly ProjectStatus[];

export const ACADEMIC_LEVELS = [
  'high_school',
  'undergraduate',
  'masters',
  'doctoral',
  'professional',
] as const;
export const AcademicLevelSchema = z.enum(ACADEMIC_LEVELS);
export type AcademicLevel = z.infer<typeof AcademicLevelSchema>;
export const ACADEMIC_LEVEL_LABELS: Record<AcademicLevel, string> = {
  high_school: 'High school',
  undergraduate: 'Undergraduate',
  masters: "Master's",
  doctoral: 'Doctoral',
  professional: 'Professional',
};

/** Moves between statuses a writer may make; anything else is refused. completed → draft reopens. */
export const ALLOWED_TRANSITIONS: Readonly<Record<ProjectStatus, readonly ProjectStatus[]>> = {
  pending: ['draft'],
  draft: ['review'],
  review: ['draft', 'completed'],
  completed: ['draft'],
};

export function canTransition(from: ProjectStatus, to: ProjectStatus): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

export const PROJECT_TITLE_MAX = 200;
export const PROJECT_BRIEF_MAX = 20_000;
export const PROJECT_TARGET_WORDS_MAX = 200_000;

/** Text PostgreSQL can store: a NUL character is refused by the database, so it is refused here. */
const text = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'must not contain NUL characters');

/** A calendar date, YYYY-MM-DD, that exists and lies in a sensible range. */
export const IsoDateSchema = z.iso
  .date('must be a date written YYYY-MM-DD')
  .refine((d) => d >= '1900-01-01' && d <= '9999-12-31', 'must lie between 1900 and 9999');

export const REQUIREMENT_KINDS = [
  'word_count',
  'citation_style',
  'due_date',
  'section',
  'question',
  'key_term',
  'source',
  'formatting',
  'other',
  'task',
  'page_length',
  'prohibition',
  'marking_criterion',
] as const;

/** One line of the requirements checklist the brief analysis proposes and the writer ticks off. */
export const RequirementSchema = z.object({
  id: text(64).min(1),
  label: text(500).trim().min(1, 'Requirement label is required'),
  kind: z.enum(REQUIREMENT_KINDS),
  target: z.union([text(200), z.number()]).optional(),
  done: z.boolean().optional(),
});
export type Requirement = z.infer<typeof RequirementSchema>;

/** One section of the proposed outline. */
export const OutlineSectionSchema = z.object({
  id: text(64).min(1),
  title: text(200).trim().min(1, 'Section title is required'),
  level: z.number().int().min(1).max(4).optional(),
  targetWords: z.number().int().min(0).max(PROJECT_TARGET_WORDS_MAX).optional(),
  notes: text(2_000).optional(),
});
export type OutlineSection = z.infer<typeof OutlineSectionSchema>;

export const CreateProjectRequestSchema = z
  .object({
    title: text(PROJECT_TITLE_MAX).trim().min(1, 'Title is required'),
    type: ProjectTypeSchema,
    brief: text(PROJECT_BRIEF_MAX).optional(),
    academicLevel: AcademicLevelSchema.default('undergraduate'),
    targetWords: z.number().int().min(1).max(PROJECT_TARGET_WORDS_MAX).nullable().optional(),
    citationStyle: CitationStyleSchema.default('apa'),
    dueDate: IsoDateSchema.nullable().optional(),
  })
  .strict();
export type CreateProjectRequest = z.infer<typeof CreateProjectRequestSchema>;

export const UpdateProjectRequestSchema = z
  .object({
    title: text(PROJECT_TITLE_MAX).trim().min(1, 'Title is required'),
    type: ProjectTypeSchema,
    brief: text(PROJECT_BRIEF_MAX),
    academicLevel: AcademicLevelSchema,
    targetWords: z.number().int().min(1).max(PROJECT_TARGET_WORDS_MAX).nullable(),
    citationStyle: CitationStyleSchema,
    dueDate: IsoDateSchema.nullable(),
    requirements: z.array(RequirementSchema).max(200),
    outline: z.array(OutlineSectionSchema).max(100),
  })
  .partial()
  .strict();
export type UpdateProjectRequest = z.infer<typeof UpdateProjectRequestSchema>;

export const ProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: ProjectTypeSchema,
  status: ProjectStatusSchema,
  brief: z.string(),
  academicLevel: AcademicLevelSchema,
  targetWords: z.number().int().nullable(),
  citationStyle: CitationStyleSchema,
  dueDate: z.string().nullable(),
  requirements: z.array(RequirementSchema),
  outline: z.array(OutlineSectionSchema),
  /** The project's draft document, created with the project. */
  postId: z.string().nullable(),
  wordCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const PROJECT_SORT_FIELDS = ['createdAt', 'updatedAt', 'dueDate'] as const;

export const ListProjectsQuerySchema = PageQuerySchema.extend({
  status: ProjectStatusSchema.optional(),
  sort: z.enum(PROJECT_SORT_FIELDS).default('updatedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  search: text(200).trim().optional(),
});
export type ListProjectsQuery = z.infer<typeof ListProjectsQuerySchema>;

export const ProjectListSchema = pageOf(ProjectSchema);
export type ProjectList = z.infer<typeof ProjectListSchema>;

export const TransitionRequestSchema = z.object({ to: ProjectStatusSchema }).strict();
export type TransitionRequest = z.infer<typeof TransitionRequestSchema>;
