import { describe, expect, it } from 'vitest';
import { checkCitations } from '../check.ts';

const suggestion = (text: string, style: Parameters<typeof checkCitations>[1]) =>
  checkCitations(text, style).findings.find((f) => f.type === 'et_al_usage')?.suggestion;

describe('et al. suggestions name every author as the style writes them', () => {
  const paper = (citation: string, entry: string) =>
    `Field trials disagree ${citation}.\n\nReferences\n\n${entry}`;

  it('uses a serial comma in Chicago and APA, none in Harvard', () => {
    expect(
      suggestion(
        paper(
          '(Moreau et al. 2019)',
          'Moreau, Anne, Tomas Lind, and Keiko Sato. 2019. “Soil Carbon.” Geoderma 12: 1–9.',
        ),
        'chicago',
      ),
    ).toBe('Moreau, Lind, and Sato');
    expect(
      suggestion(
        paper(
          '(Moreau et al., 2019)',
          'Moreau, A., Lind, T., & Sato, K. (2019). Soil carbon. Geoderma, 12, 1–9.',
        ),
        'apa',
      ),
    ).toBeUndefined();
    expect(
      suggestion(
        paper(
          '(Moreau et al., 2019)',
          'Moreau, A., Lind, T. and Sato, K. (2019) ‘Soil carbon’, Geoderma, 12, pp. 1–9.',
        ),
        'harvard',
      ),
    ).toBe('Moreau, Lind and Sato');
  });
});
