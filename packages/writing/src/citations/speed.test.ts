import { describe, expect, it } from 'vitest';
import { CITATION_STYLES } from '@penwright/shared';
import { checkCitations } from './check.ts';
import { longPaper } from './fixtures/long-paper.ts';

/*
 * The target is 300 ms for a 10,000-word paper with 80 references. The bound asserted here is looser, so a
 * loaded machine does not fail it, but a slip to quadratic work would: the figures are printed for the notes.
 */
describe('checkCitations speed', () => {
  it.each(CITATION_STYLES)('checks a 10,000-word paper with 80 references in %s', (style) => {
    const text = longPaper(style);
    const first = checkCitations(text, style);
    expect(first.summary.references).toBe(80);
    expect(first.summary.errors).toBe(0);
    const times: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const started = performance.now();
      checkCitations(text, style);
      times.push(performance.now() - started);
    }
    const median = times.sort((a, b) => a - b)[2]!;
    console.log(
      `${style}: ${text.split(/\s+/u).length} words, ${first.summary.citations} citations, median ${median.toFixed(1)} ms`,
    );
    expect(median).toBeLessThan(1_500);
  });
});
