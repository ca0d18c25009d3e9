import { describe, expect, it } from 'vitest';
import { checkCitations } from '../check.ts';

/* Missing elements by the shape of an entry, on invented works. */
const paper = (entry: string) => `Sleep and recall are linked (Moreau, 2016).\n\nReferences\n${entry}`;
const missing = (entry: string) =>
  checkCitations(paper(entry), 'apa')
    .findings.filter((f) => f.type === 'missing_element')
    .map((f) => f.message);

describe('missing elements', () => {
  it('asks for a volume or pages when a journal is named with nothing after it', () => {
    expect(missing('Moreau, P. (2016). Naps and recall in shift workers. Journal of Sleep Habits.')).toEqual([
      'This entry has no volume or page range.',
    ]);
    expect(missing('Moreau, P. (2016). Naps and recall. Nursing Review.')).toHaveLength(1);
  });

  it('leaves a journal article alone when it has a volume and pages, or only a DOI', () => {
    expect(missing('Moreau, P. (2016). Naps and recall. Journal of Sleep Habits, 4(2), 11–19.')).toEqual([]);
    expect(
      missing(
        'Moreau, P. (2016). Naps and recall. Journal of Sleep Habits. https://doi.org/10.5555/jsh.2016.1',
      ),
    ).toEqual([]);
    expect(missing('Moreau, P. (2016). Naps and recall. Halden Press.')).toEqual([]);
  });

  it('does not read a report number as a volume and issue', () => {
    const ieee = [
      'Noise grows with heat [1].',
      '',
      'References',
      '[1] P. Moreau and K. Lind, “Thermal noise in long cables,” Halden Labs, Oslo, Norway, Tech. Rep. HL-31 (207-4)-2, Mar. 2011.',
    ].join('\n');
    expect(checkCitations(ieee, 'ieee').findings).toEqual([]);
    const numbered = ieee.replace('Tech. Rep.', 'Report No.');
    expect(checkCitations(numbered, 'ieee').findings).toEqual([]);
  });
});
