import { describe, expect, it } from 'vitest';
import { briefLines } from './brief-lines.ts';
import { analyse, headings } from './brief-test-helpers.ts';

/*
 * More layouts that carry requirements without the usual markers (brief-layouts.test.ts has the first ones).
 * Every example is invented for this test: a class of layout or phrasing, not a sentence from an evaluation brief.
 */

const bullets = (text: string) =>
  briefLines(text)
    .filter((l) => l.bullet)
    .map((l) => l.text);

describe('numbered documents', () => {
  it('reads "2. METHOD" after a blank line and followed by its own text as a heading', () => {
    const brief = [
      'Intro line.',
      '',
      '1. BACKGROUND',
      'The river has flooded twice.',
      '',
      '2. Tasks',
      'Do this.',
    ];
    expect(headings(brief.join('\n'))).toEqual(['BACKGROUND', 'Tasks']);
  });

  it('keeps a numbered list of parts as items, not headings', () => {
    const brief = ['Your essay must contain:', '', '1. Introduction', '2. Discussion', '3. Conclusion'];
    expect(headings(brief.join('\n'))).toEqual(['Your essay must contain:']);
    expect(bullets(brief.join('\n'))).toEqual(['Introduction', 'Discussion', 'Conclusion']);
  });

  it('reads decimal-numbered items as separate list items, not one wrapped line', () => {
    const brief = [
      '4. Tasks',
      '   4.1  Survey the hedgerow along the northern edge of the field and record every woody',
      '        species you find.',
      '   4.2  Estimate the age of the hedge from the species count.',
    ].join('\n');
    expect(bullets(brief)).toEqual([
      'Survey the hedgerow along the northern edge of the field and record every woody species you find.',
      'Estimate the age of the hedge from the species count.',
    ]);
  });

  it('does not take a measurement at the start of a line for a number', () => {
    expect(bullets('Spacing:\n1.5 line spacing throughout')).toEqual([]);
  });

  it('reads capital letters as list items and a lettered part followed by its own list as a heading', () => {
    const brief = [
      'Appendices (not counted):',
      '   A. Your field notebook, scanned',
      '   B. Raw data tables from every site visited during the three weeks of the survey period',
      '   C. A consent form for each landowner',
      '',
      'D. Poster',
      '   - One A2 poster of the main findings',
    ].join('\n');
    expect(bullets(brief).slice(0, 3)).toEqual([
      'Your field notebook, scanned',
      'Raw data tables from every site visited during the three weeks of the survey period',
      'A consent form for each landowner',
    ]);
    expect(headings(brief)).toEqual(['Appendices (not counted):', 'Poster']);
  });
});

describe('tables pasted with tabs', () => {
  it('reads tab-separated rows of a scoring table as criteria, each row on its own', () => {
    const brief = [
      'Scoring guide',
      '',
      'Area\tScore\tDescriptor',
      'Choice of sources\t20\tRelevant, recent and scholarly sources that support the argument well',
      'Argument\t50\tA clear line of reasoning that is sustained from start to finish',
      'Style\t30\tAccurate, concise and readable',
    ].join('\n');
    expect(analyse(brief).markingCriteria.map((c) => [c.text, c.weight])).toEqual([
      ['Choice of sources', 20],
      ['Argument', 50],
      ['Style', 30],
    ]);
  });

  it('does not read a tab-separated timetable as a marking scheme', () => {
    const brief = ['Timetable', 'Week 3\tDraft outline', 'Week 6\tFull draft'].join('\n');
    expect(analyse(brief).markingCriteria).toEqual([]);
  });
});

describe('marking rows with dot leaders', () => {
  it('keeps long rows with dot leaders apart instead of joining them as a wrapped paragraph', () => {
    const brief = [
      '6. ALLOCATION OF MARKS',
      '   Literature and theoretical framing of the problem ......................... 25',
      '   Research design and the justification of the sample ........................ 35',
      '   Clarity, structure and referencing ......................................... 40',
    ].join('\n');
    expect(analyse(brief).markingCriteria.map((c) => [c.text, c.weight])).toEqual([
      ['Literature and theoretical framing of the problem', 25],
      ['Research design and the justification of the sample', 35],
      ['Clarity, structure and referencing', 40],
    ]);
  });
});

describe('marking schemes under other headings and units', () => {
  const rows = (text: string) => analyse(text).markingCriteria.map((c) => [c.text, c.weight, c.unit]);

  it('reads points written "p" after a dot leader under an "Assessment" heading, without the total', () => {
    const brief = [
      '## Assessment',
      '    Data model and schema ..................  8 p',
      '    User interface .........................  6 p',
      '    ---------------------------------------------',
      '    Total                                    14 p',
    ].join('\n');
    expect(rows(brief)).toEqual([
      ['Data model and schema', 8, 'points'],
      ['User interface', 6, 'points'],
    ]);
  });

  it('does not take a page reference such as "p. 12" for a weight', () => {
    expect(analyse('See the handbook, p. 12, p. 14 and p. 20, for the house style.').markingCriteria).toEqual(
      [],
    );
  });

  it('reads a marking heading with a note in brackets, and a "Marks" heading with its total', () => {
    const first = ['Grading rubric (60 points, scaled to 20%)', 'Poster design | 30', 'Oral pitch | 30'];
    expect(rows(first.join('\n'))).toEqual([
      ['Poster design', 30, 'points'],
      ['Oral pitch', 30, 'points'],
    ]);
    const second = ['Marks (30 in all)', 'Sampling plan: 10', 'Interpretation of the results: 20'];
    expect(rows(second.join('\n')).map((r) => r[0])).toEqual([
      'Sampling plan',
      'Interpretation of the results',
    ]);
  });

  it('does not read the weight of the whole assignment in brackets as a marking heading', () => {
    const brief = ['Essay (40% of the module)', 'Introduction 5', 'Discussion 10'].join('\n');
    expect(analyse(brief).markingCriteria).toEqual([]);
  });

  it('leaves out the code of the outcome a row assesses', () => {
    const brief = [
      'Marks',
      'LO1 (a) Critical reading of the evidence you used: 12',
      'LO2/LO3 (b) Quality of the argument and its conclusion: 18',
    ].join('\n');
    expect(rows(brief).map((r) => r[0])).toEqual([
      'Critical reading of the evidence you used',
      'Quality of the argument and its conclusion',
    ]);
  });

  it('reads weights in one sentence after a long lead-in', () => {
    const brief =
      'The 30 marks for this work are to be shared out as follows: choice of site and hypothesis (6 marks); ' +
      'sampling (9 marks); analysis and discussion (15 marks).';
    expect(rows(brief).map((r) => r[0])).toEqual([
      'choice of site and hypothesis',
      'sampling',
      'analysis and discussion',
    ]);
  });
});

describe('formatting aspects written in other ways', () => {
  const rules = (text: string) => analyse(text).formatting.map((f) => [f.aspect, f.text]);
  const aspects = (text: string) => analyse(text).formatting.map((f) => f.aspect);

  it('reads a file name after "named", "name it" or "as", and no separate file format', () => {
    expect(rules('Upload one PDF named LAW210_Essay_<ID>.pdf to the portal.')).toEqual([
      ['file_name', 'File name: Upload one PDF named LAW210_Essay_<ID>.pdf to the portal'],
    ]);
    expect(aspects('Convert the poster to PDF, then save it as poster_<group>.pdf.')).toEqual(['file_name']);
    expect(aspects('Submit your essay as a PDF.')).toEqual(['file_format']);
  });

  it('reads body text sizes, spacing such as 1.15, justified text and numbered headings', () => {
    const brief = 'Use 10 pt body text, 1.15 line spacing, justified text and numbered headings.';
    expect(rules(brief)).toEqual([
      ['font', 'Font: 10 pt body text'],
      ['spacing', '1.15 line spacing'],
      ['heading_style', 'Numbered headings'],
      ['alignment', 'Justified text'],
    ]);
    expect(aspects('Every claim must be justified by evidence.')).toEqual([]);
  });

  it('reads Letter paper, SI units, numbered equations and captioned figures as separate rules', () => {
    const brief = 'Letter size paper. SI units throughout; all equations numbered and all figures captioned.';
    expect(aspects(brief).sort()).toEqual(['equations', 'figures', 'page_size', 'units']);
    expect(aspects('Write a letter to the editor of about one page.')).toEqual([]);
  });

  it('reads printing on one side, binding and hard or soft copies', () => {
    const brief = 'Print on one side only and comb bind it. Hand in two printed copies at the office.';
    expect(aspects(brief).sort()).toEqual(['binding', 'copies', 'printing']);
    expect(aspects('Both sides of the debate must be presented.')).toEqual([]);
  });

  it('reads margins with one side set apart, and notes placed in footnotes', () => {
    const brief = [
      'Margins of 2 cm except for a right margin of 4 cm for comments.',
      'Every quotation needs a footnote.',
    ].join('\n');
    expect(rules(brief)).toEqual([
      ['margins', 'Margins of 2 cm except for a right margin of 4 cm for comments'],
      ['notes', 'Every quotation needs a footnote'],
    ]);
    expect(aspects('Footnotes are counted in the word limit.')).toEqual([]);
  });
});
