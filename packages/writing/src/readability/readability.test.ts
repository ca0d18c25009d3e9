import { describe, expect, it } from 'vitest';
import { readabilityStats } from './readability.ts';

describe('readabilityStats', () => {
  it('gives the Flesch figures, counts and lengths of a known text', () => {
    // 3 sentences, 17 words, 24 syllables (counted by hand).
    const text =
      'The cat sat on the mat. The samples were analysed twice. Results vary by region and season.';
    const stats = readabilityStats(text);
    expect(stats.sentences).toBe(3);
    expect(stats.words).toBe(17);
    expect(stats.averageSentenceLength).toBe(5.7);
    // 206.835 − 1.015 × 17/3 − 84.6 × 24/17 = 81.65; 0.39 × 17/3 + 11.8 × 24/17 − 15.59 = 3.28.
    expect(stats.fleschReadingEase).toBe(81.6);
    expect(stats.fleschKincaidGrade).toBe(3.3);
    expect(stats.passiveShare).toBeCloseTo(1 / 3, 3);
    // Two sentences of six words: the earlier comes first.
    expect(stats.longestSentences[0]).toMatchObject({ start: 0, end: 23, words: 6, long: false });
  });

  it('flags sentences over thirty words with their offsets', () => {
    const long = `${'word '.repeat(34).trim()}.`;
    const text = `Short one. ${long} Another short one.`;
    const [first] = readabilityStats(text).longestSentences;
    expect(first).toMatchObject({ start: 11, end: 11 + long.length, words: 34, long: true });
  });

  it('does not split sentences at decimal points and copes with empty or odd input', () => {
    expect(readabilityStats('It rose by 3.5 per cent in 2020.').sentences).toBe(1);
    for (const text of ['', '\u0000', '😀😀', '日本語のテキスト', '\n\n']) {
      const stats = readabilityStats(text);
      expect(Number.isFinite(stats.fleschReadingEase)).toBe(true);
      expect(stats.longestSentences.every((s) => s.end <= text.length)).toBe(true);
    }
  });

  it('handles a 20,000-word draft quickly', () => {
    const text = 'The committee reviewed the budget and approved it. '.repeat(2_500);
    const started = performance.now();
    const stats = readabilityStats(text);
    expect(stats.words).toBe(20_000);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
