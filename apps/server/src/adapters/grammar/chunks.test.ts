import { describe, expect, it } from 'vitest';
import { CHUNK_CHARS, chunkParagraphs, inTurns, shareOut } from './chunks.ts';

const lengths = (paragraphs: string[], groups: number[][]) =>
  groups.map((g) => g.reduce((sum, i) => sum + (paragraphs[i]?.length ?? 0), 0));

describe('shareOut', () => {
  it('keeps a short text in one group', () => {
    expect(shareOut(['One short paragraph.', 'Another.'], 2)).toEqual([[0, 1]]);
  });

  it('splits a long text into consecutive groups of about equal length', () => {
    const paragraphs = Array.from({ length: 40 }, (_, i) => 'word '.repeat(100 + (i % 7) * 40));
    const groups = shareOut(paragraphs, 2);
    expect(groups.flat()).toEqual(paragraphs.map((_, i) => i));
    const [a = 0, b = 0] = lengths(paragraphs, groups);
    expect(groups).toHaveLength(2);
    expect(Math.abs(a - b) / (a + b)).toBeLessThan(0.05);
  });

  it('never makes more groups than paragraphs', () => {
    expect(shareOut(['x'.repeat(30_000)], 2)).toEqual([[0]]);
  });
});

describe('chunkParagraphs', () => {
  // About 120,000 characters, as a 20,000-word draft has.
  const draft = Array.from({ length: 300 }, (_, i) => 'word '.repeat(60 + (i % 9) * 5));

  it('cuts a long draft into a multiple of the thread count, none much over the chunk size', () => {
    const chunks = chunkParagraphs(draft, 2);
    expect(chunks.flat()).toEqual(draft.map((_, i) => i));
    expect(chunks.length % 2).toBe(0);
    expect(chunks.length).toBeGreaterThanOrEqual(10);
    for (const size of lengths(draft, chunks)) expect(size).toBeLessThan(CHUNK_CHARS * 1.05);
  });

  it('gives each thread one chunk when the text fits in one round', () => {
    const text = draft.slice(0, 40);
    expect(chunkParagraphs(text, 2)).toHaveLength(2);
    expect(chunkParagraphs(['A short paragraph.'], 2)).toEqual([[0]]);
  });
});

describe('inTurns', () => {
  it('answers in order with no more than `width` items under way at once', async () => {
    let running = 0;
    let most = 0;
    const results = await inTurns([5, 1, 4, 2, 3, 0], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30, 0]);
    expect(most).toBe(2);
  });

  it('starts nothing more after a failure and rejects with it', async () => {
    const started: number[] = [];
    const failing = inTurns([0, 1, 2, 3, 4, 5], 2, async (n) => {
      started.push(n);
      await Promise.resolve();
      if (n === 1) throw new Error('chunk failed');
      return n;
    });
    await expect(failing).rejects.toThrow('chunk failed');
    expect(started.length).toBeLessThan(6);
  });

  it('answers an empty list at once', async () => {
    expect(await inTurns([], 2, async (n: number) => n)).toEqual([]);
  });
});
