/*
 * Outside services count offsets in different units: UTF-16 code units (as JavaScript and Java strings do) or
 * Unicode code points (as Python does, and some LanguageTool versions). They differ only after a character
 * outside the Basic Multilingual Plane (emoji, many CJK extensions), so the answer is checked against the text.
 */

/** `utf16[i]` is the UTF-16 offset of code point `i`; one extra entry maps the end of the text. */
export function codePointIndex(text: string): number[] {
  const utf16: number[] = [];
  let offset = 0;
  for (const char of text) {
    utf16.push(offset);
    offset += char.length;
  }
  utf16.push(offset);
  return utf16;
}

export const hasAstral = (text: string) => /[\uD800-\uDBFF][\uDC00-\uDFFF]/.test(text);

/** `text` sliced by code-point offsets; undefined when they fall outside it. */
export function sliceCodePoints(text: string, start: number, end: number): string | undefined {
  const index = codePointIndex(text);
  const from = index[start];
  const to = index[end];
  return from === undefined || to === undefined || from > to ? undefined : text.slice(from, to);
}

/** A span given in code points, as UTF-16 offsets into `text`; null when outside it. */
export function codePointSpanToUtf16(index: readonly number[], start: number, end: number) {
  const from = index[start];
  const to = index[end];
  return from === undefined || to === undefined || from > to ? null : { start: from, end: to };
}

export function isValidSpan(text: string, start: number, end: number): boolean {
  return Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start <= end && end <= text.length;
}

export interface Span {
  start: number;
  end: number;
}

const isWordChar = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}'’]/u.test(ch);
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** How plausible a span is as a finding: inside the text, not cutting a character in two, on word edges. */
function plausibility(text: string, { start, end }: Span): number {
  if (!isValidSpan(text, start, end)) return -1;
  let score = 0;
  if (!isLowSurrogate(text.charCodeAt(start)) && !isLowSurrogate(text.charCodeAt(end))) score += 2;
  const word = text.slice(start, end);
  if (!(isWordChar(word[0]) && isWordChar(text[start - 1]))) score += 1;
  if (!(isWordChar(word.at(-1)) && isWordChar(text[end]))) score += 1;
  return score;
}

/**
 * The most plausible of several readings of one span (e.g. as UTF-16 offsets, then as code points); the
 * first wins a tie. Null when none lies inside the text.
 */
export function mostPlausibleSpan(text: string, candidates: readonly (Span | null)[]): Span | null {
  let best: Span | null = null;
  let bestScore = -1;
  for (const candidate of candidates) {
    if (!candidate) continue;
    const score = plausibility(text, candidate);
    if (score > bestScore) [best, bestScore] = [candidate, score];
  }
  return best;
}
