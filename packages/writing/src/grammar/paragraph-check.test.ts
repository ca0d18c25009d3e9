import { describe, expect, it } from 'vitest';
import { batchesOf, checkParagraphs } from './paragraph-check.ts';

describe('batchesOf', () => {
  it('groups consecutive paragraphs up to the limit, keeping their order', () => {
    const paragraphs = ['a'.repeat(40), 'b'.repeat(40), 'c'.repeat(40), 'd'.repeat(10)];
    expect(batchesOf(paragraphs, 100)).toEqual([paragraphs.slice(0, 2), paragraphs.slice(2)]);
  });

  it('puts a paragraph longer than the limit in a batch of its own', () => {
    const paragraphs = ['short', 'x'.repeat(500), 'short again'];
    expect(batchesOf(paragraphs, 100)).toEqual([['short'], ['x'.repeat(500)], ['short again']]);
  });
});

describe('checkParagraphs', () => {
  it('answers the same findings whether harper gets the paragraphs in one batch or in many', async () => {
    const paragraph = 'The results was clear, but teh authors doesnt say so. ';
    const paragraphs = Array.from({ length: 300 }, (_, i) => `${i}. ${paragraph.repeat(2)}`);
    const findings = await checkParagraphs(paragraphs, { dialect: 'american' });
    const first = findings[0]?.map((f) => [f.start, f.end, f.rule]);
    expect(first?.length).toBeGreaterThan(2);
    // 35,000 characters go to harper in three batches; a paragraph's findings do not depend on its batch.
    for (const k of [1, 150, 299])
      expect(findings[k]?.map((f) => f.rule)).toEqual(findings[0]?.map((f) => f.rule));
  }, 60_000);
});
