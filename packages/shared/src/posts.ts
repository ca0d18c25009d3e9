import { z } from 'zod';
import { ApiErrorSchema, PageQuerySchema, pageOf } from './envelope.ts';
import { CitationStyleSchema } from './projects.ts';

/** A draft's version as the client names it: a whole number the database's integer column can hold. */
const PostVersionSchema = z.number().int().min(0).max(2_147_483_647);

/** The most HTML one draft may hold; a larger save is refused with 413. */
export const POST_CONTENT_MAX_BYTES = 2 * 1024 * 1024;
export const REVISION_PAGE_SIZE = 20;

/** A project's draft document. `version` rises by one with every save. */
export const PostSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  /** Sanitized HTML from the editor. */
  content: z.string(),
  wordCount: z.number().int(),
  version: z.number().int(),
  citationFormat: CitationStyleSchema,
  updatedAt: z.string(),
});
export type Post = z.infer<typeof PostSchema>;

export const SAVE_REASONS = ['autosave', 'manual', 'leave'] as const;
export const RevisionReasonSchema = z.enum([...SAVE_REASONS, 'restore']);
export type RevisionReason = z.infer<typeof RevisionReasonSchema>;

export const SavePostRequestSchema = z
  .object({
    content: z.string(),
    /** The version this content was based on; a save based on an older one is refused with 409. */
    version: PostVersionSchema,
    citationFormat: CitationStyleSchema.optional(),
    reason: z.enum(SAVE_REASONS).default('manual'),
  })
  .strict();
export type SavePostRequest = z.infer<typeof SavePostRequestSchema>;

/** 409 answer to a stale save: the copy on the server, so the client can offer both. */
export const PostVersionConflictSchema = ApiErrorSchema.extend({
  code: z.literal('posts/version-conflict'),
  server: PostSchema,
});
export type PostVersionConflict = z.infer<typeof PostVersionConflictSchema>;

export const RevisionSummarySchema = z.object({
  id: z.string(),
  postId: z.string(),
  version: z.number().int(),
  wordCount: z.number().int(),
  reason: RevisionReasonSchema,
  createdAt: z.string(),
});
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>;

export const RevisionSchema = RevisionSummarySchema.extend({ content: z.string() });
export type Revision = z.infer<typeof RevisionSchema>;

export const RevisionListSchema = pageOf(RevisionSummarySchema);
export type RevisionList = z.infer<typeof RevisionListSchema>;

export const ListRevisionsQuerySchema = PageQuerySchema;

export const RestoreRevisionRequestSchema = z
  .object({
    /** When given, the restore is refused with 409 if the draft has moved on since this version. */
    version: PostVersionSchema.optional(),
  })
  .strict();

const ENTITIES: Record<string, string> = {
  nbsp: ' ',
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};
/** Formatting that sits inside a word ("<strong>Wo</strong>rd" is one word); every other tag separates. */
const INLINE_TAGS = /^(a|b|strong|i|em|u|s|code|span|mark)$/i;

/** The visible text of editor HTML: tags become spaces (inline formatting joins), entities are decoded. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/?([a-zA-Z][a-zA-Z0-9]*)\b[^>]*>/g, (_, tag: string) => (INLINE_TAGS.test(tag) ? '' : ' '))
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? '';
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
