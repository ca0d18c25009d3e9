import { describe, expect, it } from 'vitest';
import { checkCitations } from '../citations/check.ts';
import { citationsSection } from './citations-section.ts';

const types = (text: string, style: 'vancouver' | 'ieee' | 'apa') =>
  citationsSection(text, checkCitations(text, style), style).findings.map((f) => `${f.type}: ${f.excerpt}`);

describe('citationsSection: a citation with no entry', () => {
  it('is a missing reference whether the style numbers its citations or names authors', () => {
    const numbered = [
      'Hand rub reduced infection (1). Audits found low compliance (2). Leaders set the norm (3).',
      '',
      'References',
      '1. Lind M. Hand hygiene on wards. J Hosp Care. 2015;4(2):10-6.',
      '2. Okafor N. Audits of compliance. Nurs Rev. 2018;9(1):20-4.',
    ].join('\n');
    expect(types(numbered, 'vancouver')).toContain('missing_reference: (3)');
    const named = [
      'Leaders set the norm (Marsh, 2019).',
      '',
      'References',
      'Okafor, N. (2018). Audits of compliance. Nursing Review, 9(1), 20–24.',
    ].join('\n');
    expect(types(named, 'apa')).toContain('missing_reference: Marsh, 2019');
  });
});
