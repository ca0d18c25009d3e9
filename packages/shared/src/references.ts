import { z } from 'zod';
import { CitationFormatSchema } from './citations.ts';
import { pageOf, PageQuerySchema } from './envelope.ts';
import { CitationStyleSchema } from './projects.ts';

/*
 * The reference library: a writer's references, stored as CSL-JSON, under `/v1/references`. Imports read
 * BibTeX, RIS and CSL-JSON; exports write the same three; the format call renders a reference list and its
 * in-text citations in one of the six styles.
 */

/** The largest request the library accepts (an import's text or file, any JSON body); more answers 413. */
export const REFERENCES_MAX_BYTES = 1024 * 1024;
/** One import holds at most this many entries; more is refused with 413 before anything is saved. */
export const REFERENCE_IMPORT_MAX_ENTRIES = 5000;
/** A library holds at most this many references. */
export const REFERENCE_LIBRARY_MAX = 10_000;
/** One format call renders at most this many references. */
export const REFERENCE_FORMAT_MAX = 1000;
export const REFERENCE_PAGE_SIZE = 25;
export const REFERENCE_MAX_TAGS = 20;

/** The kinds of reference the add form offers; imports may bring any other CSL type, kept as it came. */
export const REFERENCE_TYPES = [
  'article-journal',
  'book',
  'chapter',
  'webpage',
  'report',
  'thesis',
  'paper-conference',
  'dataset',
] as const;
export const ReferenceTypeSchema = z.enum(REFERENCE_TYPES);
export type ReferenceType = z.infer<typeof ReferenceTypeSchema>;

export const REFERENCE_TYPE_LABELS: Record<ReferenceType, string> = {
  'article-journal': 'Journal article',
  book: 'Book',
  chapter: 'Book chapter',
  webpage: 'Website',
  report: 'Report',
  thesis: 'Thesis',
  'paper-conference': 'Conference paper',
  dataset: 'Dataset',
};

/** The CSL variables the form edits; anything else an import brought along is kept untouched. */
export type ReferenceFieldKind = 'names' | 'date' | 'text' | 'url';
export type ReferenceFieldKey =
  | 'author'
  | 'editor'
  | 'title'
  | 'container-title'
  | 'issued'
  | 'accessed'
  | 'volume'
  | 'issue'
  | 'page'
  | 'edition'
  | 'publisher'
  | 'publisher-place'
  | 'number'
  | 'genre'
  | 'event-title'
  | 'event-place'
  | 'version'
  | 'ISBN'
  | 'DOI'
  | 'URL';

export interface ReferenceField {
  key: ReferenceFieldKey;
  label: string;
  kind: ReferenceFieldKind;
  placeholder?: string;
  required?: boolean;
  /** Shown in the wide column of the form. */
  wide?: boolean;
}

const f = (
  key: ReferenceFieldKey,
  label: string,
  kind: ReferenceFieldKind = 'text',
  extra: Partial<ReferenceField> = {},
): ReferenceField => ({ key, label, kind, ...extra });

const authors = f('author', 'Authors', 'names');
const editors = f('editor', 'Editors', 'names');
const title = f('title', 'Title', 'text', { required: true, wide: true });
const year = f('issued', 'Date published', 'date', { placeholder: '2024 or 2024-03-15' });
const doi = f('DOI', 'DOI', 'text', { placeholder: '10.1000/xyz123' });
const url = f('URL', 'URL', 'url', { placeholder: 'https://', wide: true });
const publisher = (label = 'Publisher') => f('publisher', label);
const place = f('publisher-place', 'Place of publication');

/** The fields each type asks for, in the order a writer fills them in. */
export const REFERENCE_FIELDS: Record<ReferenceType, readonly ReferenceField[]> = {
  'article-journal': [
    authors,
    title,
    f('container-title', 'Journal', 'text', { wide: true }),
    year,
    f('volume', 'Volume'),
    f('issue', 'Issue'),
    f('page', 'Pages', 'text', { placeholder: '45–67' }),
    doi,
    url,
  ],
  book: [
    authors,
    editors,
    title,
    f('edition', 'Edition', 'text', { placeholder: '2' }),
    publisher(),
    place,
    year,
    f('ISBN', 'ISBN'),
    doi,
    url,
  ],
  chapter: [
    authors,
    title,
    f('container-title', 'Book title', 'text', { wide: true }),
    editors,
    f('edition', 'Edition'),
    f('page', 'Pages'),
    publisher(),
    place,
    year,
    f('ISBN', 'ISBN'),
    doi,
  ],
  webpage: [
    authors,
    title,
    f('container-title', 'Website name', 'text', { wide: true }),
    year,
    f('accessed', 'Date accessed', 'date', { placeholder: '2024-03-15' }),
    f('URL', 'URL', 'url', { placeholder: 'https://', wide: true, required: true }),
  ],
  report: [authors, title, publisher('Institution'), f('number', 'Report number'), place, year, doi, url],
  thesis: [
    authors,
    title,
    f('genre', 'Thesis type', 'text', { placeholder: 'PhD thesis' }),
    publisher('University'),
    place,
    year,
    url,
  ],
  'paper-conference': [
    authors,
    title,
    f('container-title', 'Proceedings title', 'text', { wide: true }),
    f('event-title', 'Conference name', 'text', { wide: true }),
    f('event-place', 'Conference location'),
    editors,
    publisher(),
    f('page', 'Pages'),
    year,
    doi,
  ],
  dataset: [authors, title, publisher('Repository'), f('version', 'Version'), year, doi, url],
};

const text = (max: number) => z.string().max(max);

/** A CSL name: a person (`family`, `given`, particles, suffix) or an organisation (`literal`). */
export const CslNameSchema = z.looseObject({
  family: text(500).optional(),
  given: text(500).optional(),
  literal: text(1000).optional(),
  suffix: text(100).optional(),
  'non-dropping-particle': text(100).optional(),
  'dropping-particle': text(100).optional(),
});
export type CslName = z.infer<typeof CslNameSchema>;

const datePart = z.union([z.number().int(), z.string().max(20)]);
/** A CSL date: `date-parts` ([[2020, 3, 15]], a second part for a range), or a `raw` / `literal` text. */
export const CslDateSchema = z.looseObject({
  'date-parts': z.array(z.array(datePart).max(3)).max(2).optional(),
  raw: text(200).optional(),
  literal: text(200).optional(),
  season: z.union([z.number(), z.string().max(40)]).optional(),
  circa: z.union([z.boolean(), z.number(), z.string().max(20)]).optional(),
});
export type CslDate = z.infer<typeof CslDateSchema>;

const names = z.array(CslNameSchema).max(1000);
const scalar = z.union([z.string().max(20_000), z.number()]);

/**
 * A CSL-JSON item as stored. The variables the product reads are typed; any other CSL variable (an import's
 * `abstract`, `keyword`, `custom`, …) is kept as it came.
 */
export const CslItemSchema = z.looseObject({
  type: z.string().min(1).max(60),
  title: scalar.optional(),
  author: names.optional(),
  editor: names.optional(),
  issued: CslDateSchema.optional(),
  accessed: CslDateSchema.optional(),
  'container-title': scalar.optional(),
  'citation-key': text(200).optional(),
  DOI: text(500).optional(),
  URL: text(4000).optional(),
});
export type CslItem = z.infer<typeof CslItemSchema>;

/** Tags: trimmed, 1–40 characters, at most 20 a reference; duplicates collapse (whatever their case). */
export const ReferenceTagSchema = z
  .string()
  .trim()
  .min(1, 'A tag cannot be empty')
  .max(40, 'A tag is at most 40 characters');
export const ReferenceTagsSchema = z
  .array(ReferenceTagSchema)
  .max(REFERENCE_MAX_TAGS, `At most ${REFERENCE_MAX_TAGS} tags`)
  .transform((tags) => [...new Map(tags.map((t) => [t.toLowerCase(), t])).values()]);

export const ReferenceSchema = z.object({
  id: z.string(),
  csl: CslItemSchema,
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Reference = z.infer<typeof ReferenceSchema>;

/** What the add and edit forms send: the CSL item (a title is required) and its tags. */
export const ReferenceInputSchema = z.object({
  csl: CslItemSchema.refine((item) => String(item.title ?? '').trim().length > 0, {
    message: 'Give the reference a title',
    path: ['title'],
  }),
  tags: ReferenceTagsSchema.default([]),
});
export type ReferenceInput = z.input<typeof ReferenceInputSchema>;

/** A change: the whole CSL item, the tags, or both (what is left out stays as it is). */
export const UpdateReferenceRequestSchema = z
  .object({ csl: ReferenceInputSchema.shape.csl.optional(), tags: ReferenceTagsSchema.optional() })
  .refine((body) => body.csl !== undefined || body.tags !== undefined, { message: 'Send csl, tags or both' });
export type UpdateReferenceRequest = z.input<typeof UpdateReferenceRequestSchema>;

export const REFERENCE_SORTS = ['createdAt', 'updatedAt', 'title', 'author', 'year'] as const;

export const ListReferencesQuerySchema = PageQuerySchema.extend({
  /** Words looked for in the title, authors and editors, container, publisher, DOI, year and tags. */
  q: z.string().trim().max(200).optional(),
  tag: z.string().trim().max(40).optional(),
  type: z.string().trim().max(60).optional(),
  sort: z.enum(REFERENCE_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ListReferencesQuery = z.infer<typeof ListReferencesQuerySchema>;

export const ReferenceListSchema = pageOf(ReferenceSchema);
export type ReferenceList = z.infer<typeof ReferenceListSchema>;

export const ReferenceTagCountSchema = z.object({ tag: z.string(), count: z.number().int() });
export type ReferenceTagCount = z.infer<typeof ReferenceTagCountSchema>;

export const REFERENCE_FORMATS = ['bibtex', 'ris', 'csl-json'] as const;
export const ReferenceFormatSchema = z.enum(REFERENCE_FORMATS, {
  error: `format must be one of ${REFERENCE_FORMATS.join(', ')}`,
});
export type ReferenceFormat = z.infer<typeof ReferenceFormatSchema>;
export const REFERENCE_FORMAT_LABELS: Record<ReferenceFormat, string> = {
  bibtex: 'BibTeX',
  ris: 'RIS',
  'csl-json': 'CSL-JSON',
};

/** An import as JSON: the text of a BibTeX, RIS or CSL-JSON file; left out, the format is read from the text. */
export const ImportReferencesRequestSchema = z.object({
  format: ReferenceFormatSchema.optional(),
  text: z.string().min(1, 'Paste the references to import'),
  tags: ReferenceTagsSchema.optional(),
});
export type ImportReferencesRequest = z.input<typeof ImportReferencesRequestSchema>;

export const ImportReferencesResultSchema = z.object({
  format: ReferenceFormatSchema,
  imported: z.number().int(),
  /** How many of the imported entries look like references already in the library. */
  duplicates: z.number().int(),
  ids: z.array(z.string()),
});
export type ImportReferencesResult = z.infer<typeof ImportReferencesResultSchema>;

const idList = z
  .string()
  .max(REFERENCE_FORMAT_MAX * 30)
  .transform((s) =>
    s
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );

export const ExportReferencesQuerySchema = z.object({
  format: ReferenceFormatSchema,
  /** Comma-separated ids; left out, the whole library (or the tag's references). */
  ids: idList.optional(),
  tag: z.string().trim().max(40).optional(),
});
export type ExportReferencesQuery = z.input<typeof ExportReferencesQuerySchema>;

const referenceId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'is not a valid id');
const locator = z.string().trim().max(40).nullable();

/**
 * Renders references in a style. `citations` are in-text citations in the order they appear, each a list of
 * ids cited together, with an optional page or other locator in `locators`; with only `ids`, each is cited
 * once, in that order. With neither, the whole library (if it holds at most {@link REFERENCE_FORMAT_MAX}).
 * Numeric styles number by first citation.
 */
export const FormatReferencesRequestSchema = z.object({
  style: CitationFormatSchema,
  ids: z.array(referenceId).min(1).max(REFERENCE_FORMAT_MAX).optional(),
  citations: z.array(z.array(referenceId).min(1).max(50)).min(1).max(REFERENCE_FORMAT_MAX).optional(),
  /**
   * A locator for each citation, by index: "12", "12–14", "p. 12", "chap. 3", "para. 4"; a bare number is a
   * page. One string goes with the citation's last reference; a list gives each reference cited together its
   * own (by position, null for none). Null or left out, none.
   */
  locators: z
    .array(z.union([locator, z.array(locator).max(50)]))
    .max(REFERENCE_FORMAT_MAX)
    .optional(),
});

/** A citation's locators: one for its last reference, or one for each reference by position. */
export type CitationLocators = string | null | ReadonlyArray<string | null>;
export type FormatReferencesRequest = z.input<typeof FormatReferencesRequestSchema>;

export const FormattedCitationSchema = z.object({
  ids: z.array(z.string()),
  html: z.string(),
  text: z.string(),
});
export const FormattedEntrySchema = z.object({
  id: z.string(),
  /** The entry's number in numeric styles (IEEE, Vancouver); null in the others. */
  number: z.number().int().nullable(),
  html: z.string(),
  text: z.string(),
});
export const FormattedReferencesSchema = z.object({
  style: CitationStyleSchema,
  citations: z.array(FormattedCitationSchema),
  bibliography: z.array(FormattedEntrySchema),
  /** How the style lays out its list: a hanging indent (author-date styles) or numbers in a margin. */
  layout: z.object({ hangingIndent: z.boolean(), numbered: z.boolean(), lineSpacing: z.number() }),
});
export type FormattedReferences = z.infer<typeof FormattedReferencesSchema>;

export const DuplicateGroupSchema = z.object({
  /** `doi`: the same DOI; `title`: the same title, year and first author. */
  reason: z.enum(['doi', 'title']),
  references: z.array(ReferenceSchema),
});
export const DuplicateGroupsSchema = z.array(DuplicateGroupSchema);
export type DuplicateGroup = z.infer<typeof DuplicateGroupSchema>;

/** The format of pasted or uploaded text, from its first characters; null when it is none of the three. */
export function detectReferenceFormat(text: string): ReferenceFormat | null {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (/^[[{]/.test(start)) return 'csl-json';
  if (/^(?:%.*\n\s*)*@/.test(start)) return 'bibtex';
  if (/^TY {2}-/m.test(start.slice(0, 2000))) return 'ris';
  return null;
}
