import { CitationStyleSchema, ProjectTypeSchema } from '@penwright/shared';
import { z } from 'zod';

/*
 * The analysis is stored with the project and sent over the API, so its shape is a zod schema: the server can
 * validate what it persists and the web app can trust what it renders. Types are inferred, never hand-written.
 */

/** How the brief phrased the length; decides the acceptable window when the draft is checked. */
export const WordTargetKindSchema = z.enum(['exact', 'approximate', 'range', 'maximum', 'minimum']);
export type WordTargetKind = z.infer<typeof WordTargetKindSchema>;

export const WordTargetSchema = z.object({
  kind: WordTargetKindSchema,
  min: z.number().int().nullable(),
  max: z.number().int().nullable(),
  target: z.number().int().positive(),
  /** True when the brief gave pages only and the words were estimated from them. */
  fromPages: z.boolean(),
  /** The sentence the figure came from, so the writer can check the reading. */
  source: z.string(),
});
export type WordTarget = z.infer<typeof WordTargetSchema>;

export const CitationStyleFindingSchema = z.object({
  style: CitationStyleSchema,
  edition: z.string().nullable(),
  /** Chicago only: the brief said author-date or notes and bibliography. */
  variant: z.enum(['author-date', 'notes-bibliography']).nullable(),
  source: z.string(),
});
export type CitationStyleFinding = z.infer<typeof CitationStyleFindingSchema>;

export const DueDateSchema = z.object({
  /** Calendar date, YYYY-MM-DD: a deadline is a day in the writer's calendar, not an instant. */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** 24-hour HH:MM when the brief gave a time. */
  time: z
    .string()
    .regex(/^\d{2}:\d{2}$/)
    .nullable(),
  /** True when the brief gave no year and the next occurrence was assumed. */
  yearInferred: z.boolean(),
  source: z.string(),
});
export type DueDate = z.infer<typeof DueDateSchema>;

export const RequiredSectionSchema = z.object({
  title: z.string(),
  /** Words the brief allots to this section, when it says so. */
  words: z.number().int().positive().nullable(),
  source: z.string(),
});
export type RequiredSection = z.infer<typeof RequiredSectionSchema>;

export const BriefQuestionSchema = z.object({
  text: z.string(),
  kind: z.enum(['question', 'task']),
  /** The task verb, normalised ("analyse", "to what extent"), or null for a plain question. */
  verb: z.string().nullable(),
  /** Content words a draft should touch to count as answering it. */
  keywords: z.array(z.string()),
});
export type BriefQuestion = z.infer<typeof BriefQuestionSchema>;

export const KeyTermSchema = z.object({ term: z.string(), count: z.number().int().positive() });
export type KeyTerm = z.infer<typeof KeyTermSchema>;

export const OutlineItemSchema = z.object({
  title: z.string(),
  /** Share of the word target, 0–1; reference lists and appendices get 0 as they are not counted. */
  share: z.number().min(0).max(1),
  words: z.number().int().nonnegative().nullable(),
  /** Where the item came from: the project type's template, the brief's required sections, or its questions. */
  origin: z.enum(['template', 'brief', 'question']),
  guidance: z.string().nullable(),
});
export type OutlineItem = z.infer<typeof OutlineItemSchema>;

export const BriefAnalysisSchema = z.object({
  projectType: ProjectTypeSchema,
  wordTarget: WordTargetSchema.nullable(),
  citationStyle: CitationStyleFindingSchema.nullable(),
  dueDate: DueDateSchema.nullable(),
  requiredSections: z.array(RequiredSectionSchema),
  questions: z.array(BriefQuestionSchema),
  keyTerms: z.array(KeyTermSchema),
  outline: z.array(OutlineItemSchema),
  /** Readings the writer should confirm: conflicting figures, several styles, a weekday that does not fit. */
  warnings: z.array(z.string()),
});
export type BriefAnalysis = z.infer<typeof BriefAnalysisSchema>;
