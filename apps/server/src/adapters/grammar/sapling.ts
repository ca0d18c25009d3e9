import { z } from 'zod';
import { varietyOf, type GrammarCategory } from '@penwright/shared';
import { findingsToEdits, type GrammarFinding } from '@penwright/writing/grammar';
import { codePointIndex, codePointSpanToUtf16, hasAstral, isValidSpan } from './offsets.ts';
import type { GrammarProvider, GrammarRequest } from './provider.ts';
import { postForJson } from './remote.ts';

const SaplingEditSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  replacement: z.string(),
  sentence: z.string(),
  sentence_start: z.number().int(),
  error_type: z.string().optional(),
  general_error_type: z.string().optional(),
});
type SaplingEdit = z.infer<typeof SaplingEditSchema>;
const SaplingAnswerSchema = z.object({ edits: z.array(SaplingEditSchema) });

const CATEGORIES: Record<string, GrammarCategory> = {
  Spelling: 'spelling',
  Punctuation: 'punctuation',
  Style: 'style',
};
const MESSAGES: Record<GrammarCategory, string> = {
  grammar: 'Possible grammar mistake.',
  spelling: 'Possible spelling mistake.',
  punctuation: 'Possible punctuation mistake.',
  style: 'This could be phrased better.',
};

/**
 * Sapling counts an edit's `start`/`end` from its sentence's `sentence_start`. Its offsets are UTF-16 or code
 * points depending on the client it expects, so the sentence it quotes decides which reading fits the text.
 */
function absoluteSpan(text: string, edit: SaplingEdit, index: () => number[]) {
  const { sentence, sentence_start: base } = edit;
  if (text.startsWith(sentence, base)) return { start: base + edit.start, end: base + edit.end };
  if (!hasAstral(text)) return null;
  return codePointSpanToUtf16(index(), base + edit.start, base + edit.end);
}

function toFinding(text: string, edit: SaplingEdit, index: () => number[]): GrammarFinding | null {
  const span = absoluteSpan(text, edit, index);
  if (!span || !isValidSpan(text, span.start, span.end)) return null;
  const category = CATEGORIES[edit.general_error_type ?? ''] ?? 'grammar';
  const errorType = edit.error_type ?? 'R:OTHER';
  return {
    ...span,
    category,
    rule: `sapling:${errorType}`,
    errorType,
    message: MESSAGES[category],
    replacements: [edit.replacement],
  };
}

/** Sapling's hosted edits API (`POST <SAPLING_URL>/api/v1/edits`). */
export function saplingGrammarProvider(options: {
  apiKey: string;
  url: string;
  timeoutMs: number;
}): GrammarProvider {
  return {
    name: 'sapling',
    async check({ text, dialect, sessionId }: GrammarRequest) {
      const answer = await postForJson(
        `${options.url}/api/v1/edits`,
        {
          contentType: 'application/json',
          body: JSON.stringify({
            key: options.apiKey,
            text,
            session_id: sessionId,
            lang: 'en',
            variety: varietyOf(dialect),
          }),
          timeoutMs: options.timeoutMs,
        },
        SaplingAnswerSchema,
      );
      let index: number[] | null = null;
      const lazyIndex = () => (index ??= codePointIndex(text));
      const findings = answer.edits
        .map((edit) => toFinding(text, edit, lazyIndex))
        .filter((f): f is GrammarFinding => f !== null);
      return findingsToEdits(text, findings);
    },
  };
}
