import { describe, expect, it } from 'vitest';
import { readingEaseBand } from './readability-band';

describe('readingEaseBand', () => {
  it('names the band a score falls in, edges included', () => {
    expect(readingEaseBand(95).label).toBe('Very easy');
    expect(readingEaseBand(60).label).toBe('Plain English');
    expect(readingEaseBand(59.9).label).toBe('Fairly difficult');
    expect(readingEaseBand(42).label).toBe('Difficult');
    expect(readingEaseBand(-12).label).toBe('Very difficult');
  });
});
