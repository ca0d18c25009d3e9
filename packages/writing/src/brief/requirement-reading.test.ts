import { describe, expect, it } from 'vitest';
import { requirementsFromAnalysis } from '../requirements/requirements-from-analysis.ts';
import { analyse } from './brief-test-helpers.ts';

const checklist = (text: string) => requirementsFromAnalysis(analyse(text)).map((r) => [r.kind, r.label]);

describe('everything a brief states reaches the checklist', () => {
  it('reads the brief from the issue: inline tasks, sources, a reference list, a ban, a file format', () => {
    const brief =
      'Write a 2,000-word argumentative essay (±10%) on whether platforms should verify the age of users. ' +
      'Your essay must: (1) state a clear thesis in the introduction; (2) discuss at least two ethical ' +
      'frameworks covered in the course; (3) address privacy and accessibility concerns; (4) respond to at ' +
      'least one counter-argument. Use at least 8 peer-reviewed sources, cited in APA 7th edition. Include a ' +
      'reference list. Do not use first person. Submit as a Word document by 5pm on 14 March 2027.';
    expect(checklist(brief)).toEqual([
      ['word_count', '2,000 words (±10 %)'],
      ['citation_style', 'Cite in APA style (7th edition)'],
      ['due_date', 'Submit by Mar 14, 2027, 5:00 PM'],
      ['section', 'Include the "Reference list" section'],
      ['task', expect.stringMatching(/^Write a 2,000-word argumentative essay/)],
      ['task', 'State a clear thesis in the introduction'],
      ['task', 'Discuss at least two ethical frameworks covered in the course'],
      ['task', 'Address privacy and accessibility concerns'],
      ['task', 'Respond to at least one counter-argument'],
      ['source', 'Use at least 8 peer-reviewed sources'],
      ['prohibition', 'Do not use first person.'],
      ['formatting', 'Submit as a Word document'],
    ]);
    const reqs = requirementsFromAnalysis(analyse(brief));
    expect(reqs.find((r) => r.kind === 'source')?.target).toBe(8);
    expect(reqs.find((r) => r.kind === 'prohibition')?.target).toBe('first_person');
  });

  it('reads lettered and bulleted tasks, turning a noun after "provide:" into an instruction', () => {
    const brief = [
      'For each source, provide:',
      '(a) a summary of its main argument;',
      '(b) an evaluation of its reliability;',
      'Prepare a report to the board that:',
      '• analyses the company’s external environment using PESTEL',
      '• identifies and compares two strategic options',
    ].join('\n');
    expect(analyse(brief).tasks.map((t) => t.text)).toEqual([
      'Provide a summary of its main argument',
      'Provide an evaluation of its reliability',
      'Analyse the company’s external environment using PESTEL',
      'Identify and compare two strategic options',
    ]);
  });

  it('keeps obligations and imperatives, but not permissions, reading or handing in', () => {
    const tasks = (text: string) => analyse(text).tasks.map((t) => t.text);
    expect(tasks('Your report needs to justify each design decision against the requirements.')).toEqual([
      'Justify each design decision against the requirements.',
    ]);
    expect(tasks('In the Analysis, link your experience to two models of care.')).toHaveLength(1);
    expect(tasks('Because this is a reflection, you may write in the first person.')).toEqual([]);
    expect(tasks('Read Chapter 9 and the two assigned articles before you start.')).toEqual([]);
    expect(tasks('Upload your file to Moodle before the deadline.')).toEqual([]);
    expect(tasks('Answer the following problem question.')).toEqual([]);
  });

  it('keeps a main task that introduces a list, and obligations on parts of the work', () => {
    const tasks = (text: string) => analyse(text).tasks.map((t) => t.text);
    expect(
      tasks('Using your survey data, write a short report that tests one of these two hypotheses:'),
    ).toEqual(['Using your survey data, write a short report that tests one of these two hypotheses']);
    expect(tasks('Your report must include:')).toEqual([]);
    expect(tasks('The Methods section needs a diagram of the apparatus.')).toHaveLength(1);
    expect(tasks('Every figure must carry a numbered caption and its source.')).toHaveLength(1);
    expect(tasks('Say which of the two cases you chose in your introduction.')).toHaveLength(1);
  });

  it('counts sources written in words, in two kinds, and narrowed by "of which"', () => {
    const sources = (text: string) => {
      const a = analyse(text);
      return [a.minSources, a.sources.map((s) => s.text)];
    };
    expect(sources('Draw on at least three primary sources and five secondary sources.')).toEqual([
      8,
      ['Use at least 3 primary sources and 5 secondary sources (8 in all)'],
    ]);
    expect(sources('Cite at least 10 sources, of which at least five must be peer-reviewed papers.')).toEqual(
      [10, ['Use at least 10 sources', 'Of these, at least five must be peer-reviewed papers']],
    );
    expect(sources('The review must include references to a minimum of FIFTEEN academic works.')[0]).toBe(15);
    expect(sources('Discuss at least two ethical frameworks and three body paragraphs.')).toEqual([null, []]);
  });

  it('lists forbidden things, but not permissions or rules about handing in', () => {
    const bans = (text: string) => analyse(text).prohibitions.map((p) => [p.text, p.check]);
    expect(bans('You may use a real case, but do not name the patient.')).toEqual([
      ['Do not name the patient.', null],
    ]);
    expect(bans('Translation tools may be used for checking spelling only.')).toHaveLength(1);
    expect(bans('Calculators may be used in every part.')).toEqual([]);
    expect(
      bans(
        'Wikipedia and other wikis are not acceptable sources. Write in the third person. ' +
          'Marking is anonymous: do not write your name anywhere on the essay. Avoid contractions.',
      ),
    ).toEqual([
      ['Wikipedia and other wikis are not acceptable sources.', null],
      ['Write in the third person.', 'first_person'],
      ['Do not write your name anywhere on the essay.', null],
      ['Avoid contractions.', 'contractions'],
    ]);
    expect(
      bans(
        'You do not need a cover page. Submissions by email will not be accepted. It must not exceed 2,000 words.',
      ),
    ).toEqual([]);
  });

  it('gives each formatting aspect its own line, in the brief’s words', () => {
    const rules = analyse(
      'Format it single-spaced in 12 pt Arial with 1" margins. Submit one PDF, named with your student number, e.g. 123_ESSAY.pdf.',
    ).formatting.map((f) => [f.aspect, f.text]);
    expect(rules).toEqual([
      ['font', 'Font: 12 pt Arial'],
      ['spacing', 'Single-spaced'],
      ['margins', 'Margins: 1"'],
      ['file_name', 'File name: one PDF, named with your student number, e.g. 123_ESSAY.pdf'],
    ]);
    expect(
      analyse('All authorities must be cited in accordance with OSCOLA, using footnotes.').formatting,
    ).toEqual([
      expect.objectContaining({
        aspect: 'referencing',
        text: 'Referencing: cite in OSCOLA style, using footnotes',
      }),
    ]);
  });

  it('reads marking schemes however the table was pasted', () => {
    const brief = [
      'Marking criteria',
      'Thesis and argument 30% | Use of theory 25%',
      '| Evidence and sources | 25% |',
      'Structure (10%); Presentation (10%);',
      'Late essays lose 5% per day.',
    ].join('\n');
    expect(analyse(brief).markingCriteria.map((c) => [c.text, c.weight])).toEqual([
      ['Thesis and argument', 30],
      ['Use of theory', 25],
      ['Evidence and sources', 25],
      ['Structure', 10],
      ['Presentation', 10],
    ]);
    expect(analyse('Evaluation scheme\nSituation analysis - 10 marks').markingCriteria).toEqual([
      expect.objectContaining({ text: 'Situation analysis', weight: 10, unit: 'marks' }),
    ]);
  });

  it('reads weighted lists on one line, bare marks under a marks heading, and a heading with its total', () => {
    const weights = (text: string) => analyse(text).markingCriteria.map((c) => [c.text, c.weight, c.unit]);
    expect(weights('Grades: clarity 40%, evidence 35% and style 25%.')).toEqual([
      ['clarity', 40, '%'],
      ['evidence', 35, '%'],
      ['style', 25, '%'],
    ]);
    expect(weights('Rubric\nArgument 50% / Sources 30% / Mechanics 20%')).toHaveLength(3);
    expect(weights('Allocation of marks\nCase analysis – 12\nRecommendations – 8')).toEqual([
      ['Case analysis', 12, 'marks'],
      ['Recommendations', 8, 'marks'],
    ]);
    expect(weights('Grading (50 points)\nResearch question – 20 pts\nPoster design – 30 pts')).toEqual([
      ['Research question', 20, 'points'],
      ['Poster design', 30, 'points'],
    ]);
    expect(weights('Marking criteria\nAims and context ............ 15%')).toEqual([
      ['Aims and context', 15, '%'],
    ]);
    // A line giving the weight of the whole assignment, or two figures, is not a scheme.
    expect(weights('Weighting (35%)\nThe report is worth 20% and the talk 10%.')).toEqual([]);
  });

  it('reads bare numbers as marks under any marking heading, with dot leaders or a plain space', () => {
    const weights = (text: string) => analyse(text).markingCriteria.map((c) => [c.text, c.weight, c.unit]);
    expect(
      weights('SCORING GUIDE\nPoster layout ........ 12\nOral defence ........ 18\nTOTAL ........ 30'),
    ).toEqual([
      ['Poster layout', 12, 'marks'],
      ['Oral defence', 18, 'marks'],
    ]);
    expect(weights('Assessment (60 points)\nCoding 25\nWrite-up 35')).toEqual([
      ['Coding', 25, 'points'],
      ['Write-up', 35, 'points'],
    ]);
    expect(
      weights('How your portfolio will be graded\nSketchbook ..... 40\nFinal piece ..... 60'),
    ).toHaveLength(2);
    expect(
      weights('Evaluation\nClarity of the claim ...... 40%\nQuality of evidence ...... 60%'),
    ).toHaveLength(2);
    // A number that names the row ("Question 3") is not its weight, nor is a sentence about the total.
    expect(weights('Marking\nQuestion 3\nThe whole project is marked out of 80')).toEqual([]);
  });
});

describe('lengths, styles and dates the old rules misread', () => {
  it('reads a stated range as a range and a penalised minimum as a floor', () => {
    expect(analyse('The essay should be between 2,700-3,300 words.').wordTarget).toMatchObject({
      kind: 'range',
      min: 2700,
      max: 3300,
    });
    expect(analyse('Papers with less than 1,500 words will NOT receive credit.').wordTarget).toMatchObject({
      kind: 'minimum',
      min: 1500,
    });
    expect(analyse('The essay has a maximum length of 2,500 words.').wordTarget).toMatchObject({
      kind: 'maximum',
    });
  });

  it('says what the count excludes and includes', () => {
    const t = analyse(
      'Word limit: 2,000 words. Footnotes are included in the word count; the bibliography is not.',
    ).wordTarget;
    expect([t?.excludes, t?.includes]).toEqual([['bibliography'], ['footnotes']]);
    expect(checklist('Length: 3,000 words, excluding the reference list and appendices.')[0]).toEqual([
      'word_count',
      '3,000 words (±10 %) (excluding reference list and appendices)',
    ]);
  });

  it('keeps a page length as pages, even when words are also given', () => {
    const a = analyse('Write 6–8 pages (about 1,800 words), double-spaced, not counting the bibliography.');
    expect(a.pageLength).toMatchObject({ kind: 'range', min: 6, max: 8, excludes: ['bibliography'] });
    expect(a.wordTarget).toMatchObject({ target: 1800, fromPages: false });
    expect(analyse('You will write a TWO TO THREE PAGE persuasive essay.').pageLength).toMatchObject({
      min: 2,
      max: 3,
    });
  });

  it('reads a length set for each of several pieces as the length of the piece, not of a part', () => {
    const each = analyse('Answer two questions. Each essay must not exceed 12 pages, excluding references.');
    expect(each.pageLength).toMatchObject({ kind: 'maximum', max: 12, excludes: ['references'] });
    expect(analyse('Answer each question in no more than 2 pages.').pageLength).toBeNull();
  });

  it('chooses no style where the brief lets the writer choose', () => {
    expect(
      analyse('You may use either MLA or Harvard referencing, but be consistent.').citationStyle,
    ).toBeNull();
    expect(
      analyse('Use any standard citation style (Chicago, MLA or APA) consistently.').citationStyle,
    ).toBeNull();
  });

  it('never takes a late-work cut-off for the due date, and keeps an earlier deliverable as a task', () => {
    const a = analyse(
      'Due: Sunday 7 June 2026 at 23:59. A 100% penalty will apply after Friday 12 June 2026. ' +
        'A one-page proposal is due on 2 May 2026.',
    );
    expect(a.dueDate).toMatchObject({ date: '2026-06-07', time: '23:59' });
    expect(a.tasks.map((t) => [t.origin, t.text])).toEqual([
      ['deliverable', 'A one-page proposal is due on 2 May 2026'],
    ]);
    expect(
      analyse(
        'Deadline: 4pm, 9 March 2027. Work submitted after the deadline loses 5% a day; ' +
          'no work will be accepted after 16 March 2027.',
      ).dueDate,
    ).toMatchObject({ date: '2027-03-09', time: '16:00' });
  });

  it('keeps a deadline with no calendar date in the brief’s words', () => {
    const a = analyse('Submit the assignment by 11:59 p.m. (ET) on Sunday of Module 6 Week 6.');
    expect(a.dueDate).toBeNull();
    expect(requirementsFromAnalysis(a)).toContainEqual(
      expect.objectContaining({
        id: 'deadline',
        kind: 'due_date',
        label: expect.stringContaining('Module 6'),
      }),
    );
  });
});
