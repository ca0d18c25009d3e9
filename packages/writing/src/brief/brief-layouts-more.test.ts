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

describe('prohibitions phrased as what happens to the work', () => {
  const bans = (text: string) => analyse(text).prohibitions.map((p) => p.text);

  it('reads refusals and misconduct outcomes as prohibitions', () => {
    expect(bans('Posters copied from a previous cohort will not be accepted.')).toHaveLength(1);
    expect(
      bans('Reusing your own earlier coursework counts as misconduct and will be reported.'),
    ).toHaveLength(1);
    expect(bans('Essays with a similarity score above 30% will be returned without feedback.')).toHaveLength(
      1,
    );
    expect(bans('Work handed in after the deadline will receive a mark of zero.')).toEqual([]);
    expect(bans('Submissions by e-mail will not be accepted.')).toEqual([]);
  });

  it('reads "must not <verb>" and "may not be <done>" with any verb', () => {
    expect(bans('The interview recordings may not be uploaded to any public site.')).toHaveLength(1);
    expect(bans('Participants’ faces must not appear in any photograph.')).toHaveLength(1);
    expect(bans('The report must not be longer than 12 pages.')).toEqual([]);
  });

  it('does not take e-mail addresses for a rule about handing in by e-mail', () => {
    expect(bans('Do not include the e-mail addresses of the people you interviewed.')).toHaveLength(1);
  });

  it('keeps the subject of a second half that has none, as one ban', () => {
    expect(bans('Blogs are fine for background but should not be cited in the essay.')).toEqual([
      'Blogs are fine for background but should not be cited in the essay.',
    ]);
  });

  it('reads an allowance followed by "… is not", and a ban in brackets inside a longer sentence', () => {
    expect(bans('Spell checkers are allowed; using a paraphrasing tool is not.')).toHaveLength(1);
    expect(bans('The citations are counted in the length, but the bibliography is not.')).toEqual([]);
    const bracketed =
      'The essay must be no more than 1,500 words (quotations from websites are not acceptable).';
    expect(bans(bracketed)).toEqual(['Quotations from websites are not acceptable']);
  });

  it('does not list a consequence after a ban as a second ban', () => {
    expect(bans('Do not use essay mills; work that relies on them will not be marked.')).toEqual([
      'Do not use essay mills',
    ]);
  });
});

describe('lengths and counts in other layouts', () => {
  const words = (text: string) => {
    const w = analyse(text).wordTarget;
    return w && [w.kind, w.min, w.max];
  };
  const pages = (text: string) => {
    const p = analyse(text).pageLength;
    return p && [p.kind, p.min, p.max];
  };

  it('reads "not shorter than X or longer than Y words" as a range', () => {
    expect(words('The essay should not be shorter than 2,000 words or longer than 2,400 words.')).toEqual([
      'range',
      2000,
      2400,
    ]);
  });

  it('reads standard pages, and not a group variant of the length', () => {
    const brief =
      'The essay may be no more than 8 standard pages. Group essays may be up to 12 standard pages.';
    expect(pages(brief)).toEqual(['maximum', null, 8]);
  });

  it('reads a page limit that names the span it covers from the first page of a part', () => {
    expect(pages('Maximum length 15 pages, from the first page of the introduction to the end.')).toEqual([
      'maximum',
      null,
      15,
    ]);
  });

  it('does not take the length of a smaller part for the length of the work', () => {
    const brief = [
      'Part 1 - Design report',
      'At most 12 pages.',
      '',
      'Part 2 - Personal reflection',
      'Length: 1-2 pages.',
    ].join('\n');
    expect(pages(brief)).toEqual(['maximum', null, 12]);
    const item = ['The plan must contain:', '- A site history (not more than one page)', '- A map'].join(
      '\n',
    );
    expect(pages(item)).toBeNull();
  });

  it('does not read a marking row that names sources as a minimum number of sources', () => {
    const brief = ['Marks (40 in total)', '  Range of sources used ........ 10', '  Argument ........ 30'];
    expect(analyse(brief.join('\n')).minSources).toBeNull();
  });
});

describe('parts named in a run of clauses or as appendices', () => {
  const titles = (text: string) => analyse(text).requiredSections.map((s) => s.title);

  it('reads one part per clause when the work is the subject', () => {
    const brief =
      'The review must begin with a short abstract, describe the search strategy that was used, and set out ' +
      'the inclusion criteria for the studies.';
    expect(titles(brief)).toEqual(['Abstract', 'Search strategy', 'Inclusion criteria']);
  });

  it('reads the parts that follow, and parts named by what a section holds', () => {
    const brief = [
      'Begin with an introduction.',
      'This is to be followed by a survey of the sources (for example, letters, diaries and maps), then an analysis of the maps, and a comparison of the two towns.',
      'The essay must end with a section that weighs the evidence you found, and with a timeline of the events.',
    ].join(' ');
    expect(titles(brief)).toEqual([
      'Introduction',
      'Survey of the sources',
      'Analysis of the maps',
      'Comparison of the two towns',
      'Evidence',
      'Timeline of the events',
    ]);
  });

  it('does not read a run of instructions to the student as parts', () => {
    expect(
      titles('You must describe the site, explain the method and present the results to the class.'),
    ).toEqual([]);
  });

  it('reads appendix lists and things to attach as an annex', () => {
    const brief = [
      'Appendices (not counted):',
      '   A. Your field notebook, scanned',
      '   B. A consent form for each landowner',
      '',
      'A signed log of your lab sessions must also be attached as an annex.',
      'If you used a translation tool, add a "Tool Statement" as the final appendix.',
    ].join('\n');
    expect(titles(brief)).toEqual([
      'Field notebook',
      'Consent form',
      'Signed log of your lab sessions',
      'Tool Statement',
    ]);
  });
});
