import { describe, expect, it } from 'vitest';
import { CITATION_STYLES } from '@penwright/shared';
import { checkCitations } from './check.ts';
import { MINI_PAPERS } from './fixtures/mini-papers.ts';

describe.each(CITATION_STYLES)('checkCitations in %s', (style) => {
  const { text, edits } = MINI_PAPERS[style];

  it('finds nothing in a correctly formatted paper and matches every citation', () => {
    const result = checkCitations(text, style);
    expect(result.findings).toEqual([]);
    expect(result.style).toBe(style);
    expect(result.summary.matched).toBe(result.summary.citations);
    expect(result.references.every((r) => r.cited)).toBe(true);
  });

  it.each(edits)('reports %s after replacing “%s” with “%s”', (type, find, by, excerpt) => {
    expect(text).toContain(find);
    const seeded = text.replace(find, by);
    const result = checkCitations(seeded, style);
    const found = result.findings.filter((f) => f.type === type);
    const shown = JSON.stringify(result.findings.map((f) => [f.type, f.excerpt]));
    expect(
      found.some((f) => f.excerpt.includes(excerpt)),
      shown,
    ).toBe(true);
    for (const f of result.findings) expect(seeded.slice(f.start, f.end)).toBe(f.excerpt);
  });
});
