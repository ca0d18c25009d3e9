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
