import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';
import { minimumSources } from './sources.ts';

/*
 * Counts that mean something only with the words around them: a count of sources whose noun the sentence before
 * gave, "further" sources beside works already named, a narrower count with no "at least", things that are
 * "sources of error", a labelled page limit, and "plan to say" beside a length. Every example is invented.
 */

const sources = (text: string) => analyse(text).sources.map((s) => s.text);
const fewest = (text: string) => minimumSources(analyse(text).sources);

describe('counts of sources', () => {
  it('reads a bare count after a sentence that names the sources', () => {
    const brief = 'List the sources you consulted at the end. You need at least four, and one must be a map.';
    expect(fewest(brief)).toBe(4);
  });

  it('does not read a bare count after a sentence about something else', () => {
    expect(
      fewest('Plot the readings on one graph. You need at least four, one for each temperature.'),
    ).toBeNull();
  });

  it('does not read "sources of error" as works to cite', () => {
    expect(
      fewest('Evaluate the method: name at least three sources of error and how to reduce them.'),
    ).toBeNull();
  });

  it('adds the works named beside a count of further sources', () => {
    const brief = 'Besides the two set novels, draw on at least six further critical sources.';
    expect(fewest(brief)).toBe(8);
    expect(sources(brief)).toEqual(['Use at least 6 further critical sources (8 in all)']);
  });

  it('keeps a plain count beside a named work as it is written', () => {
    expect(fewest('Use at least three sources besides the textbook.')).toBe(3);
  });

  it('gives a narrower count without "at least" a line of its own', () => {
    expect(sources('Cite at least ten references, four of them from peer-reviewed journals.')).toEqual([
      'Use at least 10 references',
      'Of these, four from peer-reviewed journals',
    ]);
    expect(sources('Use at least eight sources, of which one must be a government report.')).toEqual([
      'Use at least 8 sources',
      'Of these, one must be a government report',
    ]);
  });

  it('splits two narrower counts joined by "and at least"', () => {
    const brief =
      'A minimum of twelve authorities shall be cited, of which at least four shall be statutes and at least three shall be reported cases.';
    expect(sources(brief)).toEqual([
      'Use at least 12 authorities',
      'Of these, at least four shall be statutes',
      'Of these, at least three shall be reported cases',
    ]);
  });
});

describe('lengths', () => {
  it('reads a labelled page limit as a ceiling', () => {
    const brief = ['| Item | Detail |', '| Page limit | 12 pages, excluding appendices |'].join('\n');
    expect(analyse(brief).pageLength).toMatchObject({ kind: 'maximum', max: 12 });
  });

  it('does not take "what you plan to say" for a plan of the work', () => {
    const brief = 'Hand in the script of what you plan to say, between 700 and 900 words.';
    expect(analyse(brief).wordTarget).toMatchObject({ kind: 'range', min: 700, max: 900 });
  });
});
