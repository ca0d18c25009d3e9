/**
 * Runs of more than this many characters without a space are not prose (base64, a pasted hash, a key held
 * down), and the spell checker's suggestions for one grow faster than its length: 3,000 characters take
 * seconds and 50,000 exhaust the WebAssembly memory. They are blanked out (offsets unchanged) and not checked.
 */
export const LONGEST_CHECKED_TOKEN = 64;
const OVERLONG = new RegExp(`\\S{${LONGEST_CHECKED_TOKEN + 1},}`, 'gu');

export interface TextRange {
  start: number;
  end: number;
}

export function blankOverlongTokens(text: string): { text: string; blanked: TextRange[] } {
  const blanked: TextRange[] = [];
  const masked = text.replace(OVERLONG, (token, offset: number) => {
    blanked.push({ start: offset, end: offset + token.length });
    return ' '.repeat(token.length);
  });
  return { text: masked, blanked };
}

/** Whether two ranges share a character or touch (a finding next to a blanked run is about it). */
export const touches = (a: TextRange, b: TextRange) => a.start <= b.end && b.start <= a.end;
