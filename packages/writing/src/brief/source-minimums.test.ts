import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';
import { now } from './brief-test-helpers.ts';

/*
 * Narrower counts of sources stated after the overall one, often without a source noun of their own, and
 * sources named as legal authorities. Every example is invented for this test.
 */

const sources = (text: string) => analyseBrief(text, { projectType: 'essay', now }).sources;

describe('counts that narrow the overall minimum', () => {
  it('reads "At least two must be …" in the sentence after the count', () => {
    const found = sources(
      'Find at least seven sources on the estuary. At least two must be maps, and at least one must be from the county archive.',
    );
    expect(found.map((s) => s.min)).toEqual([7, 2, 1]);
    expect(found[1]?.text).toBe('Of these, at least two must be maps');
  });

  it('reads "of which at least three must be …" and "at least four of them published …" as their own lines', () => {
    const found = sources(
      'Cite at least twelve published sources, of which at least three must be monographs. Use at least 9 references, at least four of them published since 2020.',
    );
    expect(found.map((s) => s.min)).toEqual([12, 3, 9, 4]);
  });

  it('keeps the overall minimum the largest count', () => {
    const analysis = analyseBrief('Use at least ten sources, with at least six in German.', {
      projectType: 'essay',
      now,
    });
    expect(analysis.minSources).toBe(10);
    expect(analysis.sources.map((s) => s.text)).toContain('Of these, at least six in German');
  });

  it('does not read a count of words or of other things in a sentence without sources', () => {
    expect(sources('At least two must be interviews with farmers. Write at least 500 words.')).toEqual([]);
  });
});

describe('legal authorities', () => {
  it('reads decided cases as sources', () => {
    expect(
      sources('The skeleton argument must rely on at least eight decided cases.').map((s) => s.min),
    ).toEqual([8]);
  });
});

describe('a task beside a count of sources', () => {
  const tasks = (text: string) => analyseBrief(text, { projectType: 'essay', now }).tasks.map((t) => t.text);

  it('keeps what follows "and" with a verb of its own as a task', () => {
    expect(
      tasks('Collect at least six sources on the dam and summarise each one in a short paragraph.'),
    ).toEqual(['Summarise each one in a short paragraph']);
  });

  it('does not make a task of citing the sources', () => {
    expect(tasks('Use at least five sources and cite them in Harvard style.')).toEqual([]);
  });
});

describe('more ways of naming what is counted', () => {
  const minSources = (text: string) => analyseBrief(text, { projectType: 'essay', now }).minSources;

  it('counts "bibliographic units" as sources', () => {
    expect(minSources('The essay draws on at least eight bibliographic units.')).toBe(8);
  });

  it('counts sources described by two words joined with "or"', () => {
    expect(minSources('Cite at least five historical or legal sources.')).toBe(5);
  });

  it('does not count units of a course, or a choice that ends in something other than sources', () => {
    expect(minSources('Revise at least three units of the module before you start.')).toBeNull();
    expect(minSources('Discuss at least two theories or models of memory.')).toBeNull();
  });
});

describe('counts written as hyphenated words', () => {
  it('reads "thirty-two" whole, not as thirty', () => {
    const found = sources('Your bibliography must list at least thirty-two scholarly works.');
    expect(found[0]?.min).toBe(32);
  });

  it('still reads a plain ten written as a word', () => {
    expect(sources('Cite at least thirty sources.')[0]?.min).toBe(30);
  });
});

describe('titles as what is counted', () => {
  it('reads "a bibliography of at least N titles" as a minimum of sources', () => {
    expect(sources('The review rests on a bibliography of at least 30 titles.')[0]?.min).toBe(30);
  });

  it('does not read a choice among titles as sources', () => {
    expect(sources('Choose one of the four titles below and write 2,000 words on it.')).toEqual([]);
  });
});

describe('counts written as a share of the list or with a plus sign', () => {
  const minimum = (text: string) => analyseBrief(text, { projectType: 'essay', now }).minSources;

  it('reads "12+ items" as at least twelve', () => {
    expect(minimum('A bibliography of 12+ items is expected for a paper of this length.')).toBe(12);
    // A score or a grade with a plus sign is not a count of sources.
    expect(minimum('Essays graded 70+ marks are read by a second marker.')).toBeNull();
  });

  it('reads "at least four of the ten must be …" and "at least three of your references must be …"', () => {
    const share = sources('Cite at least ten sources; at least four of the ten must be journal articles.');
    expect(share.map((s) => s.min)).toEqual([10, 4]);
    const yours = sources(
      'At least three of your references must be scholarly: peer-reviewed articles or book chapters.',
    );
    expect(yours.map((s) => [s.min, s.text])).toEqual([
      [3, 'Use at least 3 references that must be scholarly'],
    ]);
  });
});
