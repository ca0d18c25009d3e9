import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';
import { now } from './brief-test-helpers.ts';

/*
 * Source requirements that name kinds, recency or shares rather than only an overall count, and counts stated
 * as what will not do. Every example is invented for this test.
 */

const analyse = (text: string) => analyseBrief(text, { projectType: 'essay', now });
const sources = (text: string) => analyse(text).sources.map((s) => s.text);

describe('recency and shares without a count', () => {
  it('reads "most of them from …" after a count as its own line', () => {
    expect(sources('Cite at least nine sources, most of them from the last six years.')).toContain(
      'Of these, most of them from the last six years',
    );
  });

  it('reads a share in the sentence after the count', () => {
    const found = sources('Use at least 14 references. At least half must be refereed papers.');
    expect(found).toContain('Of these, at least half must be refereed papers');
  });

  it('reads "no more than one-third of them …" and "mostly from …"', () => {
    expect(
      sources(
        'Cite at least 18 journal articles. No more than one-third of them may be older than eight years.',
      ),
    ).toContain('Of these, no more than one-third of them may be older than eight years');
    expect(sources('Draw on no fewer than 11 sources, mostly from marine ecology journals.')).toContain(
      'Of these, mostly from marine ecology journals',
    );
  });

  it('does not read a share of something other than sources', () => {
    expect(sources('Most of the marks go to the analysis. At least half of the class must attend.')).toEqual(
      [],
    );
    expect(sources('Use at least six sources. Most students finish the draft in a week.')).toEqual([
      'Use at least 6 sources',
    ]);
  });
});

describe('kinds named after "including"', () => {
  it('gives each listed kind its own line and ends the count before them', () => {
    const found = sources(
      'Use at least seven references, including the county flood plan and at least two river surveys.',
    );
    expect(found[0]).toBe('Use at least 7 references');
    expect(found).toContain('Of these, including the county flood plan');
    expect(found).toContain('Of these, at least two river surveys');
  });

  it('counts a kind that begins with a count', () => {
    const found = analyse('Use at least nine sources, including at least three tide-gauge records.').sources;
    expect(found.find((s) => s.text.includes('tide-gauge'))?.min).toBe(3);
  });

  it('stops at what is not a kind and ignores "including" in brackets or in another clause', () => {
    expect(sources('Cite at least eight sources, including two atlases, in Harvard style.')).toEqual([
      'Use at least 8 sources',
      'Of these, including two atlases',
    ]);
    expect(
      sources('Use at least five sources; pamphlets (including the guild leaflets) will not count.'),
    ).toEqual(['Use at least 5 sources']);
  });

  it('does not read "including" without a count of sources', () => {
    expect(sources('Write 900 words, including the title and the captions.')).toEqual([]);
  });
});

describe('a few of the counted sources', () => {
  it('reads "two of which are …" and a bare "One must be …" after a count', () => {
    expect(sources('Use at least six sources, two of which are oral histories.')).toContain(
      'Of these, two are oral histories',
    );
    const found = analyse('Find at least four sources. One must be a parish register.').sources;
    expect(found.map((s) => s.min)).toEqual([4, 1]);
  });

  it('does not read "one must be" without a count of sources before it', () => {
    expect(sources('Choose two towns. One must be coastal.')).toEqual([]);
  });
});

describe('kinds without numbers', () => {
  it('reads "Use both … and … sources" and "… as well as …"', () => {
    expect(sources('Use both archival and published sources, and explain how they differ.')).toEqual([
      'Use both archival and published sources',
    ]);
    expect(sources('Use estate documents (transcribed where needed) as well as recent scholarship.')).toEqual(
      ['Use estate documents (transcribed where needed) as well as recent scholarship'],
    );
  });

  it('reads kinds that "should be used" or "should be well represented"', () => {
    expect(sources('Harbour board reports and shipping statistics should be used too.')).toEqual([
      'Harbour board reports and shipping statistics should be used too',
    ]);
    expect(
      sources('Use at least 30 sources, and articles from the last four years should be well represented.'),
    ).toContain('articles from the last four years should be well represented');
  });

  it('does not read kinds forbidden or unrelated to sources', () => {
    expect(sources('Blog posts should not be used.')).toEqual([]);
    expect(sources('Headings and tables should be used throughout.')).toEqual([]);
    expect(sources('Use both hands when lifting the equipment.')).toEqual([]);
  });
});

describe('a count stated as what will not do', () => {
  it('reads "fewer than N sources is unlikely to …" as the minimum', () => {
    const a = analyse('A thesis chapter that cites fewer than thirty refereed sources is unlikely to pass.');
    expect(a.minSources).toBe(30);
  });

  it('does not read "fewer than" that sets no minimum', () => {
    expect(analyse('Groups with fewer than three members will be merged.').minSources).toBeNull();
  });
});

describe('authorities as sources', () => {
  it('reads a minimum of authorities and the kinds that narrow it', () => {
    const a = analyse(
      'A minimum of twelve authorities shall be cited, of which at least four shall be decided cases.',
    );
    expect(a.minSources).toBe(12);
    expect(a.sources.map((s) => s.min)).toEqual([12, 4]);
  });
});
