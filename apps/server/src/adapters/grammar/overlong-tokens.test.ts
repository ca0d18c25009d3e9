import { describe, expect, it } from 'vitest';
import { blankOverlongTokens, LONGEST_CHECKED_TOKEN } from './overlong-tokens.ts';

describe('blankOverlongTokens', () => {
  it('blanks runs without spaces longer than a word can be, keeping every offset', () => {
    const long = 'y'.repeat(LONGEST_CHECKED_TOKEN + 1);
    const text = `Keep ${'x'.repeat(LONGEST_CHECKED_TOKEN)} and ${long}, then more.`;
    const { text: checked, blanked } = blankOverlongTokens(text);
    expect(checked).toHaveLength(text.length);
    expect(checked).toContain('x'.repeat(LONGEST_CHECKED_TOKEN));
    expect(checked).not.toContain('y');
    expect(blanked).toEqual([{ start: text.indexOf('y'), end: text.indexOf('y') + long.length + 1 }]);
  });
});
