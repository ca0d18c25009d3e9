import { describe, expect, it } from 'vitest';
import { isBuiltWord, isWordBuildingForm } from './word-building.ts';

const known = (w: string) =>
  [
    'metric',
    'imaging',
    'meter',
    'spatial',
    'certified',
    'funded',
    'friendly',
    'label',
    'meaningful',
    'till',
  ].includes(w);

describe('built words', () => {
  it('accept a combining form or a prefix joined as it may be to a known word', () => {
    for (const w of ['biometric', 'neuroimaging', 'multimeter', 'geospatial', 'Bio-metric'])
      expect(isBuiltWord(w, known), w).toBe(true);
    for (const w of ['uncertified', 'underfunded', 'non-certified', 'eco-friendly', 'eco-label'])
      expect(isBuiltWord(w, known), w).toBe(true);
  });

  it('refuse a misspelt, short or absent rest, a hyphen-only form written closed, and "un" before -ful', () => {
    for (const w of ['biometrik', 'geoman', 'bio', 'metric', 'uncertifyed', 'untill'])
      expect(isBuiltWord(w, known), w).toBe(false);
    for (const w of ['ecofriendly', 'antifunded', 'unmeaningful'])
      expect(isBuiltWord(w, known), w).toBe(false);
  });

  it('know the forms that may stand alone before a hyphen', () => {
    for (const w of ['eco', 'non', 'Multi', 'bio']) expect(isWordBuildingForm(w), w).toBe(true);
    for (const w of ['ec', 'nonn', 'label']) expect(isWordBuildingForm(w), w).toBe(false);
  });
});
