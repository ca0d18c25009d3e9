import type { GrammarEdit } from '@penwright/shared';
import { describe, expect, it } from 'vitest';
import { grammarScore, grammarSection } from './grammar-section.ts';

describe('grammarScore', () => {
  it('is 100 for a draft without problems, however short', () => {
    expect(grammarScore(0, 0, 40)).toBe(100);
    expect(grammarScore(0, 0, 20_000)).toBe(100);
  });

  it('treats one slip in a short draft as one slip, not as a rate per thousand words', () => {
    // 60 words with one misspelling would be 17 errors per thousand words; scored as 300 words it stays high.
    expect(grammarScore(1, 0, 60)).toBe(83);
    expect(grammarScore(1, 0, 60)).toBe(grammarScore(1, 0, 300));
  });

  it('weighs errors more than punctuation notes and falls with their density', () => {
    expect(grammarScore(0, 1, 1_000)).toBeGreaterThan(grammarScore(1, 0, 1_000));
    expect(grammarScore(10, 0, 1_000)).toBe(50);
    expect(grammarScore(5, 0, 2_000)).toBeGreaterThan(grammarScore(5, 0, 1_000));
  });

  it('never leaves 0 to 100', () => {
    expect(grammarScore(500, 500, 1_000)).toBe(0);
  });
});

describe('grammarSection', () => {
  const edit = (start: number, end: number, category: 'spelling' | 'punctuation'): GrammarEdit => ({
    id: `${category}-${start}`,
    start,
    end,
    replacement: 'x',
    sentence: '',
    sentence_start: 0,
    error_type: 'R:SPELL',
    general_error_type: 'Spelling',
    category,
    rule: 'test',
    message: 'A message.',
    replacements: ['x'],
  });

  it('names only the kinds of problem it found', () => {
    const text = 'Teh cat sat ,on the mat.';
    expect(grammarSection(text, [edit(0, 3, 'spelling')], 6).summary).toBe('1 error.');
    expect(grammarSection(text, [edit(11, 13, 'punctuation')], 6).summary).toBe('1 punctuation note.');
    expect(grammarSection(text, [edit(0, 3, 'spelling'), edit(11, 13, 'punctuation')], 6).summary).toBe(
      '1 error and 1 punctuation note.',
    );
  });
});
