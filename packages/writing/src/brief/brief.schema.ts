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
  /** What the brief leaves out of the count ("the reference list", "appendices"), in its words. */
  excludes: z.array(z.string()),
  /** What the brief says the count includes ("footnotes", "quotations"). */
  includes: z.array(z.string()),
  /** The sentence the figure came from, so the writer can check the reading. */
  source: z.string(),
});
export type WordTarget = z.infer<typeof WordTargetSchema>;

/** A length in pages, kept apart from words: "6–8 pages" is what the marker will count. */
export const PageLengthSchema = z.object({
  kind: WordTargetKindSchema,
  min: z.number().nullable(),
  max: z.number().nullable(),
  target: z.number().positive(),
  excludes: z.array(z.string()),
  source: z.string(),
});
export type PageLength = z.infer<typeof PageLengthSchema>;

/** The length the brief sets for one part of the work ("Part B: a reflective log of 750 words"). */
export const PartLengthSchema = z.object({
  kind: WordTargetKindSchema,
  min: z.number().nullable(),
  max: z.number().nullable(),
  target: z.number().positive(),
  unit: z.enum(['words', 'pages']),
  /** The sentence that sets it, which names the part. */
  source: z.string(),
});
export type PartLength = z.infer<typeof PartLengthSchema>;

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

/** "At least 8 peer-reviewed sources": how many, and of what kind. */
export const SourceRequirementSchema = z.object({
  min: z.number().int().nonnegative().nullable(),
  max: z.number().int().positive().nullable(),
  /** The kind of source as the brief names it ("peer-reviewed journal articles"), or null for any. */
  kind: z.string().nullable(),
  /** The requirement in the brief's words, for the checklist. */
  text: z.string(),
  source: z.string(),
});
export type SourceRequirement = z.infer<typeof SourceRequirementSchema>;

/** Rules a draft can be checked against by machine; everything else is checked by the writer. */
export const ProhibitionCheckSchema = z.enum(['first_person', 'second_person', 'contractions']);

/** Something the brief forbids: "do not use first person", "no Wikipedia". */
export const ProhibitionSchema = z.object({
  text: z.string(),
  check: ProhibitionCheckSchema.nullable(),
  source: z.string(),
});
export type Prohibition = z.infer<typeof ProhibitionSchema>;

export const FormattingAspectSchema = z.enum([
  'file_format',
  'file_name',
  'file_size',
  'font',
  'spacing',
  'margins',
  'page_numbers',
  'page_size',
  'header',
  'heading_style',
  'template',
  'word_count_statement',
  'reference_order',
  'referencing',
  'typed',
  'figures',
  'equations',
  'binding',
  'alignment',
  'units',
  'printing',
  'copies',
  'notes',
  'title',
  'identification',
  'numbering',
  'indent',
  'quotations',
  'page_breaks',
  'writing_form',
]);
export type FormattingAspect = z.infer<typeof FormattingAspectSchema>;

/** One presentation rule: file format, font, spacing, margins, a style Penwright cannot select… */
export const FormattingRuleSchema = z.object({
  aspect: FormattingAspectSchema,
  /** The rule as shown on the checklist ("Font: 12-point Times New Roman"). */
  text: z.string(),
  source: z.string(),
});
export type FormattingRule = z.infer<typeof FormattingRuleSchema>;

/** Something the brief tells the writer to do that is not a question, a section or a fact above. */
export const BriefTaskSchema = z.object({
  text: z.string(),
  /** How the brief set it: an item of a list, a sentence, or a deliverable with a date of its own. */
  origin: z.enum(['list', 'sentence', 'deliverable']),
  source: z.string(),
});
export type BriefTask = z.infer<typeof BriefTaskSchema>;

/** A row of the marking scheme: what is assessed and its weight (a percentage or a number of marks). */
export const MarkingCriterionSchema = z.object({
  text: z.string(),
  weight: z.number().nonnegative().nullable(),
  unit: z.enum(['%', 'marks', 'points']).nullable(),
  source: z.string(),
});
export type MarkingCriterion = z.infer<typeof MarkingCriterionSchema>;

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
  /** The deadline in the brief's words when it names no calendar date ("Sunday of week 6"). */
  deadlineText: z.string().nullable(),
  pageLength: PageLengthSchema.nullable(),
  /** Lengths set for parts of the work rather than the whole; absent from analyses saved before they were read. */
  partLengths: z.array(PartLengthSchema).default([]),
  sources: z.array(SourceRequirementSchema),
  /** The fewest sources the brief accepts overall, or null when it sets no number. */
  minSources: z.number().int().nonnegative().nullable(),
  prohibitions: z.array(ProhibitionSchema),
  formatting: z.array(FormattingRuleSchema),
  tasks: z.array(BriefTaskSchema),
  markingCriteria: z.array(MarkingCriterionSchema),
  requiredSections: z.array(RequiredSectionSchema),
  questions: z.array(BriefQuestionSchema),
  keyTerms: z.array(KeyTermSchema),
  outline: z.array(OutlineItemSchema),
  /** Readings the writer should confirm: conflicting figures, several styles, a weekday that does not fit. */
  warnings: z.array(z.string()),
});
export type BriefAnalysis = z.infer<typeof BriefAnalysisSchema>;
