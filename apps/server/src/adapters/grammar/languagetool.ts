import { z } from 'zod';
import type { EnglishDialect, GrammarCategory } from '@penwright/shared';
import { findingsToEdits, type GrammarFinding } from '@penwright/writing/grammar';
import { codePointIndex, codePointSpanToUtf16, hasAstral, isValidSpan, sliceCodePoints } from './offsets.ts';
import type { GrammarProvider, GrammarRequest } from './provider.ts';
import { postForJson } from './remote.ts';

const MatchSchema = z.object({
  offset: z.number().int(),
  length: z.number().int(),
  message: z.string(),
  shortMessage: z.string().optional(),
  replacements: z.array(z.object({ value: z.string() })).default([]),
  context: z.object({ text: z.string(), offset: z.number().int(), length: z.number().int() }).optional(),
  rule: z.object({
    id: z.string(),
    issueType: z.string().optional(),
    category: z.object({ id: z.string() }).optional(),
  }),
});
type Match = z.infer<typeof MatchSchema>;
const AnswerSchema = z.object({ matches: z.array(MatchSchema) });

const LANGUAGES = {
  american: 'en-US',
  british: 'en-GB',
  canadian: 'en-CA',
  australian: 'en-AU',
} as const satisfies Record<EnglishDialect, string>;

const BY_ISSUE_TYPE: Record<string, GrammarCategory> = {
  misspelling: 'spelling',
  typographical: 'punctuation',
  whitespace: 'punctuation',
  style: 'style',
  register: 'style',
  duplication: 'style',
};
const BY_CATEGORY: Record<string, GrammarCategory> = {
  TYPOS: 'spelling',
  PUNCTUATION: 'punctuation',
  TYPOGRAPHY: 'punctuation',
  CASING: 'punctuation',
  STYLE: 'style',
  REDUNDANCY: 'style',
  PLAIN_ENGLISH: 'style',
};
/** LanguageTool can offer hundreds of replacements for a misspelling; the client needs the best few. */
const MAX_REPLACEMENTS = 5;

/**
 * LanguageTool counts in UTF-16 code units in some versions and code points in others. The flagged words in
 * the match's context tell which reading is right; without a context, UTF-16 is assumed.
 */
function span(text: string, match: Match, index: () => number[]) {
  const utf16 = { start: match.offset, end: match.offset + match.length };
  if (!hasAstral(text)) return utf16;
  const { context } = match;
  const flagged = text.slice(utf16.start, utf16.end);
  if (!context || flagged === context.text.slice(context.offset, context.offset + context.length))
    return utf16;
  const byCodePoint = codePointSpanToUtf16(index(), utf16.start, utf16.end);
  const quoted = sliceCodePoints(context.text, context.offset, context.offset + context.length);
  return byCodePoint && text.slice(byCodePoint.start, byCodePoint.end) === quoted ? byCodePoint : utf16;
}

function toFinding(text: string, match: Match, index: () => number[]): GrammarFinding | null {
  const { start, end } = span(text, match, index);
  if (!isValidSpan(text, start, end)) return null;
  const issueType = match.rule.issueType ?? '';
  const category: GrammarCategory =
    BY_ISSUE_TYPE[issueType] ?? BY_CATEGORY[match.rule.category?.id ?? ''] ?? 'grammar';
  return {
    start,
    end,
    category,
    rule: `languagetool:${match.rule.id}`,
    errorType: category === 'spelling' ? 'R:SPELL' : `LANGUAGETOOL:${(issueType || 'grammar').toUpperCase()}`,
    message: match.message,
    replacements: match.replacements.slice(0, MAX_REPLACEMENTS).map((r) => r.value),
  };
}

/** A LanguageTool server's `POST <LANGUAGETOOL_URL>/v2/check` (form-encoded). */
export function languageToolGrammarProvider(options: { url: string; timeoutMs: number }): GrammarProvider {
  return {
    name: 'languagetool',
    async check({ text, dialect }: GrammarRequest) {
      const answer = await postForJson(
        `${options.url}/v2/check`,
        {
          contentType: 'application/x-www-form-urlencoded',
          body: new URLSearchParams({ text, language: LANGUAGES[dialect] }).toString(),
          timeoutMs: options.timeoutMs,
        },
        AnswerSchema,
      );
      let index: number[] | null = null;
      const lazyIndex = () => (index ??= codePointIndex(text));
      const findings = answer.matches
        .map((match) => toFinding(text, match, lazyIndex))
        .filter((f): f is GrammarFinding => f !== null);
      return findingsToEdits(text, findings);
    },
  };
}
