import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

/*
 * Marking schemes laid out as tables: weights written out of a maximum, several columns per row, and a weights
 * column under a heading that does not say "marking". Every example is invented for this test.
 */

const rows = (text: string) => analyse(text).markingCriteria.map((c) => [c.text, c.weight]);

describe('weights out of a maximum', () => {
  it('reads "/15" after a dot leader, without the total', () => {
    const brief = [
      'MARK SCHEME',
      'Survey design ........................ /20',
      'Analysis of responses ................ /30',
      'Recommendations ...................... /50',
      'TOTAL ................................ /100',
    ].join('\n');
    expect(rows(brief)).toEqual([
      ['Survey design', 20],
      ['Analysis of responses', 30],
      ['Recommendations', 50],
    ]);
  });

  it('reads "8/40" as eight of the forty marks', () => {
    const brief = [
      'Marking',
      '  Site history ....... 8/40',
      '  Sampling plan ...... 12/40',
      '  Results 20/40',
    ].join('\n');
    expect(rows(brief)).toEqual([
      ['Site history', 8],
      ['Sampling plan', 12],
      ['Results', 20],
    ]);
  });
});

describe('tables with more than one column of words', () => {
  it('names a row by its first cell, not by the description beside the weight', () => {
    const brief = [
      'Assessment',
      '| Criterion | What earns credit | Marks |',
      '| P Planning | a realistic timeline and budget | 10 |',
      '| Q Quality of sources | range, recency and relevance | 15 |',
    ].join('\n');
    expect(rows(brief)).toEqual([
      ['P Planning', 10],
      ['Q Quality of sources', 15],
    ]);
  });

  it('reads a tab-separated table whose last column is the weight under any heading', () => {
    const brief = [
      'Parts of the portfolio',
      'Part\tSize\tWeight',
      'Reading log\t12 entries\t20%',
      'Critical review\t1,200 words\t50%',
      'Reflection\t600 words\t30%',
      '',
      'The log and the review are handed in together.',
    ].join('\n');
    expect(rows(brief)).toEqual([
      ['Reading log', 20],
      ['Critical review', 50],
      ['Reflection', 30],
    ]);
  });

  it('does not read a table without a weights column outside a marking heading', () => {
    const brief = [
      'Parts of the portfolio',
      'Part\tSize',
      'Reading log\t12 entries',
      'Reflection\t600 words',
    ].join('\n');
    expect(rows(brief)).toEqual([]);
  });
});

describe('weights written in a sentence', () => {
  it('reads "Out of 60 marks, 20 go to …, 25 to … and 15 to …"', () => {
    const brief =
      'Out of 60 marks, 20 go to the survey design, 25 to the analysis, charts and maps, and 15 to the policy advice.';
    expect(analyse(brief).markingCriteria.map((c) => [c.text, c.weight, c.unit])).toEqual([
      ['Survey design', 20, 'marks'],
      ['Analysis, charts and maps', 25, 'marks'],
      ['Policy advice', 15, 'marks'],
    ]);
  });

  it('does not read two numbers in a sentence about marks as a scheme', () => {
    expect(analyse('Out of 100 points, 10 go to presentation.').markingCriteria).toEqual([]);
  });
});
