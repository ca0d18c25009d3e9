import { z } from 'zod';
import { varietyOf, type GrammarCategory } from '@penwright/shared';
import { findingsToEdits, type GrammarFinding } from '@penwright/writing/grammar';
import {
  codePointIndex,
  codePointSpanToUtf16,
  hasAstral,
  isValidSpan,
  mostPlausibleSpan,
} from './offsets.ts';
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

type Unit = 'utf16' | 'codepoint' | 'unsure';

/**
 * Sapling counts an edit's `start`/`end` from its sentence's `sentence_start`. Whether it counts UTF-16 code
 * units or code points only shows after an emoji or similar; the sentences it quotes tell which reading puts
 * them where they are in the text. When no sentence tells them apart, each edit takes the reading that lands
 * on whole words and whole characters, UTF-16 on a tie.
 */
function unitOf(text: string, edits: readonly SaplingEdit[]): { unit: Unit; index: number[] } {
  const index = hasAstral(text) ? codePointIndex(text) : [];
  if (index.length === 0) return { unit: 'utf16', index };
  for (const { sentence, sentence_start: base } of edits) {
    const asUtf16 = text.startsWith(sentence, base);
    const cpBase = index[base];
    const asCodePoints = cpBase !== undefined && text.startsWith(sentence, cpBase);
    if (asUtf16 !== asCodePoints) return { unit: asCodePoints ? 'codepoint' : 'utf16', index };
  }
  return { unit: 'unsure', index };
}

function toFinding(
  text: string,
  edit: SaplingEdit,
  unit: Unit,
  index: readonly number[],
): GrammarFinding | null {
  const base = edit.sentence_start;
  const utf16 = { start: base + edit.start, end: base + edit.end };
  const byCodePoint = () => codePointSpanToUtf16(index, utf16.start, utf16.end);
  const span =
    unit === 'utf16'
      ? utf16
      : unit === 'codepoint'
        ? byCodePoint()
        : mostPlausibleSpan(text, [utf16, byCodePoint()]);
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
      const { unit, index } = unitOf(text, answer.edits);
      const findings = answer.edits
        .map((edit) => toFinding(text, edit, unit, index))
        .filter((f): f is GrammarFinding => f !== null);
      return findingsToEdits(text, findings);
    },
  };
}
