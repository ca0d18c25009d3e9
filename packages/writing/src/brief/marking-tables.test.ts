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

describe('schemes whose unit or layout is given once', () => {
  it('reads bare numbers under a "Marks" or "Weight in …" column wherever the table stands', () => {
    const marks = [
      'Key dates',
      '| Part | Marks |',
      '| --- | --- |',
      '| 1 - Site survey | 12 |',
      '| 2 - Sketchbook | 8 |',
      '| Total | 20 |',
    ].join('\n');
    expect(analyse(marks).markingCriteria.map((c) => [c.text, c.weight, c.unit])).toEqual([
      ['1 - Site survey', 12, 'marks'],
      ['2 - Sketchbook', 8, 'marks'],
    ]);
    const weights = [
      '| Criterion | Weight in the final score |',
      '| Novelty | 30% |',
      '| Feasibility | 70% |',
    ];
    expect(rows(weights.join('\n'))).toEqual([
      ['Novelty', 30],
      ['Feasibility', 70],
    ]);
  });

  it('reads rows of bare numbers that add up to the total the line above them states', () => {
    const brief = [
      '5 Assessment of the paper (30 points)',
      'Question and hypotheses 8',
      'Data and method 12',
      'Writing and references 10',
      'Office hours: Tuesdays 10:00-11:00.',
    ].join('\n');
    expect(rows(brief)).toEqual([
      ['Question and hypotheses', 8],
      ['Data and method', 12],
      ['Writing and references', 10],
    ]);
    // Numbers that do not add up to the stated total are not a scheme.
    const list = ['The group has 25 points to share.', 'Room 4', 'Lab bench 12', 'Locker 7'].join('\n');
    expect(rows(list)).toEqual([]);
  });

  it('reads a row named "Criterion A - …: 4 marks" and a scheme labelled with its unit', () => {
    const faq = [
      'How is it marked?',
      'Out of 10, on three criteria:',
      'Criterion A - Focus: 4 marks',
      'Criterion B - Method: 3 marks',
      'Criterion C - Style: 3 marks',
    ].join('\n');
    expect(rows(faq)).toEqual([
      ['Criterion A - Focus', 4],
      ['Criterion B - Method', 3],
      ['Criterion C - Style', 3],
    ]);
    const label =
      'Marking scheme for the poster (20 marks): layout 5; accuracy of the data 10; references 5.';
    expect(rows(label)).toEqual([
      ['layout', 5],
      ['accuracy of the data', 10],
      ['references', 5],
    ]);
  });

  it('reads what each step is "worth"', () => {
    const brief = [
      'What to do',
      // Long enough to look wrapped; the weight in brackets ends it.
      'Step 1 - The problem in your community and why it matters (worth 3 marks)',
      'Describe the problem in a paragraph.',
      'Step 2 - Data collection (worth 5 marks)',
      'Step 3 - Findings (worth 5 marks)',
      'Neatness and spelling (worth 2 marks)',
    ].join('\n');
    expect(rows(brief)).toEqual([
      ['Step 1 - The problem in your community and why it matters', 3],
      ['Step 2 - Data collection', 5],
      ['Step 3 - Findings', 5],
      ['Neatness and spelling', 2],
    ]);
  });

  it('reads rows that add up to a total given as "out of 30"', () => {
    const brief = [
      'How the marks are shared (out of 30)',
      '- Planning: 10',
      '- Cooking on the day: 15',
      '- Evaluation: 5',
    ].join('\n');
    expect(rows(brief)).toEqual([
      ['Planning', 10],
      ['Cooking on the day', 15],
      ['Evaluation', 5],
    ]);
  });

  it('does not read the grade bands of a rubric header as criteria', () => {
    const rubric = [
      'Rubric',
      '| Criterion (weight) | Excellent (85-100%) | Sound (60-84%) | Weak (below 60%) |',
      '| Argument (50%) | clear and original | clear | unclear |',
      '| Evidence (50%) | wide | adequate | thin |',
    ].join('\n');
    expect(rows(rubric)).toEqual([
      ['Argument', 50],
      ['Evidence', 50],
    ]);
  });
});
