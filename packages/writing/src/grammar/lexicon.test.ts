import { describe, expect, it } from 'vitest';
import { isLearnedCompound, lexiconFor } from './lexicon.ts';

describe('words built from a combining form', () => {
  const known = (w: string) => ['metric', 'imaging', 'meter', 'spatial'].includes(w);

  it('are words when the rest is a word', () => {
    for (const w of ['biometric', 'neuroimaging', 'multimeter', 'geospatial', 'Bio-metric'])
      expect(isLearnedCompound(w, known), w).toBe(true);
  });

  it('are not when the rest is misspelt, too short or absent', () => {
    for (const w of ['biometrik', 'geoman', 'bio', 'metric'])
      expect(isLearnedCompound(w, known), w).toBe(false);
  });

  it('are accepted by the lexicon, while a slip in one still is not', async () => {
    const lexicon = await lexiconFor('american');
    expect(lexicon.isWord('biometric')).toBe(true);
    expect(lexicon.isWord('psychometrics')).toBe(true);
    expect(lexicon.isWord('biomertic')).toBe(false);
  }, 60_000);
});
