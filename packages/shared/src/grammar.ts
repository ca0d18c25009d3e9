import { z } from 'zod';

/*
 * The grammar channel: `POST /api/v1/sapling/api/v1/edits` speaks Sapling's edits API, so a Sapling account
 * (or a LanguageTool server) can stand in for the built-in engine without the web app noticing. Penwright adds
 * a few optional fields to the request and to each edit; Sapling's own clients ignore them.
 */

/** Longest text one check accepts (characters); longer requests answer 413. */
export const GRAMMAR_MAX_CHARS = 50_000;
/** Checks one account may run per minute before the endpoint answers 429. */
export const GRAMMAR_CHECKS_PER_MINUTE = 240;
/** Words a personal dictionary may hold, and the longest word it takes. */
export const DICTIONARY_MAX_WORDS = 5_000;
export const DICTIONARY_WORD_MAX_LENGTH = 64;

export const ENGLISH_DIALECTS = ['american', 'british', 'canadian', 'australian'] as const;
export const EnglishDialectSchema = z.enum(ENGLISH_DIALECTS);
export type EnglishDialect = z.infer<typeof EnglishDialectSchema>;
export const DEFAULT_DIALECT: EnglishDialect = 'american';

/** Sapling's names for the varieties of English, and the dialect each one means. */
export const SAPLING_VARIETIES = {
  'us-variety': 'american',
  'gb-variety': 'british',
  'ca-variety': 'canadian',
  'au-variety': 'australian',
} as const satisfies Record<string, EnglishDialect>;
export type SaplingVariety = keyof typeof SAPLING_VARIETIES;
export const SaplingVarietySchema = z.enum(
  Object.keys(SAPLING_VARIETIES) as [SaplingVariety, ...SaplingVariety[]],
);

export function varietyOf(dialect: EnglishDialect): SaplingVariety {
  const entry = Object.entries(SAPLING_VARIETIES).find(([, d]) => d === dialect);
  return (entry?.[0] ?? 'us-variety') as SaplingVariety;
}

/** What kind of problem a finding is. Grammar, spelling and punctuation are the "grammar channel"; style is academic register. */
export const GRAMMAR_CATEGORIES = ['grammar', 'spelling', 'punctuation', 'style'] as const;
export const GrammarCategorySchema = z.enum(GRAMMAR_CATEGORIES);
export type GrammarCategory = z.infer<typeof GrammarCategorySchema>;

/** Sapling's `general_error_type` for each category. */
export const GENERAL_ERROR_TYPES = {
  grammar: 'Grammar',
  spelling: 'Spelling',
  punctuation: 'Punctuation',
  style: 'Style',
} as const satisfies Record<GrammarCategory, string>;

export const GrammarCheckRequestSchema = z.object({
  text: z.string(),
  session_id: z.string().trim().min(1).max(200),
  /** Sapling's language code; only English is checked. */
  lang: z
    .string()
    .trim()
    .max(16)
    .regex(/^en([-_][a-z]{2})?$/i, 'Only English (en) is supported')
    .optional(),
  /** Sapling's variety; when left out the account's dialect setting applies. */
  variety: SaplingVarietySchema.optional(),
  /** Penwright: also return academic-style findings (register, hedging, wordiness, passive voice, length). */
  style: z.boolean().optional(),
  /** Penwright: the project being checked; its ignored findings are left out and its brief's rules apply. */
  document_id: z.string().trim().min(1).max(64).optional(),
});
export type GrammarCheckRequest = z.infer<typeof GrammarCheckRequestSchema>;

export const GrammarEditSchema = z.object({
  id: z.string(),
  /** Offsets into the request's `text` (UTF-16 code units, as JavaScript strings count). */
  start: z.number().int().min(0),
  end: z.number().int().min(0),
  /** The best replacement; empty when the fix is to delete the span or when there is nothing to suggest. */
  replacement: z.string(),
  sentence: z.string(),
  sentence_start: z.number().int().min(0),
  error_type: z.string(),
  general_error_type: z.enum(['Grammar', 'Spelling', 'Punctuation', 'Style']),
  // Penwright's additions.
  category: GrammarCategorySchema,
  /** Stable rule id, e.g. `subject-verb-agreement` or `harper:SpellCheck`. */
  rule: z.string(),
  message: z.string(),
  /** Every suggestion, best first (`replacement` is the first). */
  replacements: z.array(z.string()),
});
export type GrammarEdit = z.infer<typeof GrammarEditSchema>;

export const GrammarCheckResponseSchema = z.object({ edits: z.array(GrammarEditSchema) });
export type GrammarCheckResponse = z.infer<typeof GrammarCheckResponseSchema>;

// Personal dictionary, per-document ignores and the dialect setting (`/v1/grammar/*`, enveloped).

export const DictionaryWordSchema = z
  .string()
  .trim()
  .min(1, 'Enter a word')
  .max(DICTIONARY_WORD_MAX_LENGTH, `Words are at most ${DICTIONARY_WORD_MAX_LENGTH} characters`)
  .regex(
    /^[\p{L}\p{M}][\p{L}\p{M}\p{N}'’.-]*$/u,
    'A dictionary word is letters, digits, apostrophes, dots or hyphens',
  );
export const AddDictionaryWordRequestSchema = z.object({ word: DictionaryWordSchema }).strict();
export const DictionarySchema = z.object({ words: z.array(z.string()) });
export type Dictionary = z.infer<typeof DictionarySchema>;

/** An ignored finding: the same rule on the same words stays quiet in that document. */
export const GrammarIgnoreSchema = z.object({
  id: z.string(),
  documentId: z.string(),
  rule: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type GrammarIgnore = z.infer<typeof GrammarIgnoreSchema>;
export const AddGrammarIgnoreRequestSchema = z
  .object({
    documentId: z.string().trim().min(1).max(64),
    rule: z.string().trim().min(1).max(120),
    text: z.string().min(1).max(500),
  })
  .strict();
export type AddGrammarIgnoreRequest = z.infer<typeof AddGrammarIgnoreRequestSchema>;

export const GrammarPreferencesSchema = z.object({ dialect: EnglishDialectSchema }).strict();
export type GrammarPreferences = z.infer<typeof GrammarPreferencesSchema>;

/** The key an ignore is matched by: the rule and the flagged words, case and spacing aside. */
export function grammarIgnoreKey(rule: string, text: string): string {
  return `${rule}\u0000${text.trim().replace(/\s+/g, ' ').toLowerCase()}`;
}
