import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

/*
 * Marking schemes stated in a sentence or on one line: weights after a total and a colon, after "as follows",
 * in brackets or after a comma, and a part named before a dash with its weighted items. Every example is
 * invented for this test.
 */

const rows = (text: string) => analyse(text).markingCriteria.map((c) => [c.text, c.weight, c.unit]);

describe('weights listed after a lead-in about marking', () => {
  it('reads bare numbers after "marked out of 40:" when they add up to the total', () => {
    const brief = [
      'Marks',
      'The poster is marked out of 40: aims (question and prediction) 8, method 12, tables 10, discussion 10.',
    ].join('\n');
    expect(rows(brief)).toEqual([
      ['aims (question and prediction)', 8, 'marks'],
      ['method', 12, 'marks'],
      ['tables', 10, 'marks'],
      ['discussion', 10, 'marks'],
    ]);
  });

  it('reads "Marks are shared as follows:" in a paragraph under any heading', () => {
    const brief = [
      'Dear all,',
      'Marks are shared as follows: site survey 30, drainage design 40, costing 20, drawings 10. Each of you also rates your partners, which can move a mark by up to 5%.',
    ].join('\n');
    expect(rows(brief)).toEqual([
      ['site survey', 30, 'marks'],
      ['drainage design', 40, 'marks'],
      ['costing', 20, 'marks'],
      ['drawings', 10, 'marks'],
    ]);
  });

  it('reads weights in brackets between semicolons, with "and" before the last', () => {
    const brief = [
      'Assessment criteria',
      'The paper is marked out of 20. The panel weighs: the clarity of the argument (6); use of the archive (6); the handling of counter-evidence (4); and spelling, style and citations (4).',
    ].join('\n');
    expect(rows(brief)).toEqual([
      ['the clarity of the argument', 6, 'marks'],
      ['use of the archive', 6, 'marks'],
      ['the handling of counter-evidence', 4, 'marks'],
      ['spelling, style and citations', 4, 'marks'],
    ]);
  });

  it('reads "name, 20 points;" and "name (4 points)" after a long lead-in', () => {
    const brief = [
      'The dossier is graded on a scale of A to E, from a score out of 50: framing of the question, 20 points; choice of sources, 15 points; writing and citation, 15 points.',
      '',
      'The field study will be graded out of 12 according to these weights: sampling (4 points), maps (4 points), commentary (4 points).',
    ].join('\n');
    expect(rows(brief)).toEqual([
      ['framing of the question', 20, 'points'],
      ['choice of sources', 15, 'points'],
      ['writing and citation', 15, 'points'],
      ['sampling', 4, 'points'],
      ['maps', 4, 'points'],
      ['commentary', 4, 'points'],
    ]);
  });

  it('keeps the weight of a row that says how it is shared ("12 points (4 each)")', () => {
    const brief = ['HOW IT IS GRADED', 'Field notes: 12 points (4 each)', 'Final essay: 18 points'].join(
      '\n',
    );
    expect(rows(brief)).toEqual([
      ['Field notes', 12, 'points'],
      ['Final essay', 18, 'points'],
    ]);
  });
});

describe('a part named before a dash and its weighted items', () => {
  it('keeps the part before each item, sentence by sentence, and leaves out the total', () => {
    const brief = [
      'Assessment',
      'Model - accuracy 10 marks, finish 5 marks, scale 5 marks. Talk - clarity 4 marks, answers to questions 4 marks, timing 2 marks. Total 30 marks.',
    ].join('\n');
    expect(rows(brief)).toEqual([
      ['Model - accuracy', 10, 'marks'],
      ['Model - finish', 5, 'marks'],
      ['Model - scale', 5, 'marks'],
      ['Talk - clarity', 4, 'marks'],
      ['Talk - answers to questions', 4, 'marks'],
      ['Talk - timing', 2, 'marks'],
    ]);
  });

  it('does not read a part and a list of its pieces without weights', () => {
    expect(rows('Report - aims, method, results and a short discussion.')).toEqual([]);
  });
});

describe('numbers in a sentence that are not weights', () => {
  it('does not read a length split into parts', () => {
    expect(rows('Length: introduction 300, discussion 1500, conclusion 200.')).toEqual([]);
    expect(rows('Marking\nThe words are shared: introduction 300, discussion 1500, conclusion 200.')).toEqual(
      [],
    );
  });

  it('does not read bare numbers after a lead-in that says nothing of marking', () => {
    expect(rows('We meet in these rooms: seminar 12, lab 4, studio 9.')).toEqual([]);
  });

  it('does not read bare numbers that do not add up to the stated total', () => {
    expect(rows('The project is marked out of 50: aims 5, method 10, results 10.')).toEqual([]);
  });

  it('does not read codes of outcomes or numbered questions as weights', () => {
    expect(rows('Assessment\nOutcomes assessed: LO1, LO2, LO4.')).toEqual([]);
    expect(rows('Marking\nThe answers are marked equally: Question 4, Question 7, Question 9.')).toEqual([]);
  });

  it('does not read dates, page numbers or shares of the module grade', () => {
    expect(rows('Marked drafts come back on these dates: plan 12, draft 19, final 26 March.')).toEqual([]);
    expect(rows('Marking guidance is on these pages: rubric 4, exemplars 12, feedback sheet 20.')).toEqual(
      [],
    );
    expect(
      rows(
        'The marks count as follows: essay 40% of the module, exam 50% of the module, quiz 10% of the module.',
      ),
    ).toEqual([]);
    expect(rows('Marking\nThe essay is marked out of 20 and counts for 30% of the final grade.')).toEqual([]);
  });

  it('does not read a scale of late penalties', () => {
    expect(
      rows('Marking\nLate work is marked down: one day 5 marks, two days 10 marks, three days 20 marks.'),
    ).toEqual([]);
  });
});
