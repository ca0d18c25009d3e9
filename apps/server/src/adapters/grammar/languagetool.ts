import { z } from 'zod';
import type { EnglishDialect, GrammarCategory } from '@penwright/shared';
import { findingsToEdits, type GrammarFinding } from '@penwright/writing/grammar';
import {
  codePointIndex,
  codePointSpanToUtf16,
  hasAstral,
  isValidSpan,
  mostPlausibleSpan,
  sliceCodePoints,
  type Span,
} from './offsets.ts';
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
 * LanguageTool's server counts UTF-16 code units, but some versions and rules count code points after an
 * emoji. When the words quoted in the match's context settle it, they decide; otherwise the reading that
 * lands on whole words and whole characters does, UTF-16 on a tie.
 */
function span(text: string, match: Match, index: () => number[]): Span | null {
  const utf16 = { start: match.offset, end: match.offset + match.length };
  if (!hasAstral(text)) return utf16;
  const byCodePoint = codePointSpanToUtf16(index(), utf16.start, utf16.end);
  const { context } = match;
  if (context) {
    const quotedUtf16 = context.text.slice(context.offset, context.offset + context.length);
    const quotedCodePoints = sliceCodePoints(context.text, context.offset, context.offset + context.length);
    const fitsUtf16 = text.slice(utf16.start, utf16.end) === quotedUtf16;
    const fitsCodePoints =
      byCodePoint !== null && text.slice(byCodePoint.start, byCodePoint.end) === quotedCodePoints;
    if (fitsUtf16 !== fitsCodePoints) return fitsUtf16 ? utf16 : byCodePoint;
  }
  return mostPlausibleSpan(text, [utf16, byCodePoint]);
}

function toFinding(text: string, match: Match, index: () => number[]): GrammarFinding | null {
  const found = span(text, match, index);
  if (!found || !isValidSpan(text, found.start, found.end)) return null;
  const { start, end } = found;
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
