import { describe, expect, it } from 'vitest';
import { requirementsFromAnalysis } from '../requirements/requirements-from-analysis.ts';
import { analyse } from './brief-test-helpers.ts';

/*
 * Parts of the work listed with what each must hold and what each is worth: "Results (12 points): present the
 * yields in a table …" is a section, a criterion and the work to do in that section; a list of bare weights is
 * the marking scheme under any heading. Every example is invented for this test.
 */

const rows = (text: string) => analyse(text).markingCriteria.map((c) => [c.text, c.weight, c.unit]);
const tasks = (text: string) => analyse(text).tasks.map((t) => t.text);
const sections = (text: string) => analyse(text).requiredSections.map((s) => s.title);

const LAB = [
  'Practical 2: Drying mango slices',
  '',
  'The report has the sections listed below, with the points each is worth (40 points in total).',
  '',
  'A. Title page (no points, but required): title, your name and the date of the practical.',
  'B. Introduction (6 points): the role of drying in reducing post-harvest losses, ending with the aims of the practical.',
  'C. Results (12 points): plot the drying curves for both temperatures. Calculate the drying rate in each period.',
  'D. Discussion (12 points): compare your rates with two published studies and explain any difference.',
  'E. References (4 points): at least five sources. Do not cite the practical guide.',
].join('\n');

describe('parts listed below a lead-in that names them', () => {
  it('reads each lettered part as a section, though the lead-in does not end with a colon', () => {
    expect(sections(LAB)).toEqual(['Title page', 'Introduction', 'Results', 'Discussion', 'References']);
  });

  it('reads what each part holds as the work to do in it, named by its part when it has no verb', () => {
    expect(tasks(LAB)).toEqual(
      expect.arrayContaining([
        'Introduction: the role of drying in reducing post-harvest losses, ending with the aims of the practical.',
        'Plot the drying curves for both temperatures.',
        'Calculate the drying rate in each period.',
        'Compare your rates with two published studies and explain any difference.',
      ]),
    );
  });

  it('reads a ban and a source count said inside a part', () => {
    const found = analyse(LAB);
    expect(found.prohibitions.map((p) => p.text)).toContain('Do not cite the practical guide.');
    expect(found.sources.map((s) => s.min)).toContain(5);
  });

  it('reads the parts with their points as the marking scheme', () => {
    expect(rows(LAB)).toEqual([
      ['Introduction', 6, 'points'],
      ['Results', 12, 'points'],
      ['Discussion', 12, 'points'],
      ['References', 4, 'points'],
    ]);
  });

  it('leaves a short description to the part it names: "Appendix: raw data" is the appendix, not a task', () => {
    const brief = [
      'Report structure:',
      '- Introduction: the aims and the site of the study',
      '- Appendix: raw data',
    ].join('\n');
    expect(tasks(brief)).toEqual(['Introduction: the aims and the site of the study']);
  });

  it('does not read a fact label as a part ("Length: …" is the length of the whole work)', () => {
    const brief = [
      'Report structure:',
      '- Length: 2,000 words for the whole report, excluding appendices',
    ].join('\n');
    expect(tasks(brief)).toEqual([]);
  });
});

describe('weights set beside the names of parts', () => {
  it('needs three weighted parts: two are not a scheme', () => {
    const brief = [
      'Tasks',
      'Introduction (10%): say why the question matters to the town.',
      'Method (20%): describe the survey.',
    ].join('\n');
    expect(rows(brief)).toEqual([]);
  });

  it("leaves the work's own share of the course, stated at the top, out of the scheme", () => {
    const brief = [
      'HIS 210 Assessment 2',
      'Research Essay (40%)',
      'Due: 3 May 2027',
      'Marking',
      'Argument (40%)',
      'Evidence (30%)',
      'Writing (30%)',
    ].join('\n');
    expect(rows(brief).map((r) => r[0])).toEqual(['Argument', 'Evidence', 'Writing']);
  });

  it('reads list items that are only a name and a weight, under a heading that is not about marking', () => {
    const brief = [
      '6. What the report is worth',
      '- Site analysis: 25%',
      '- Design proposal: 45%',
      '- Presentation of drawings: 30%',
    ].join('\n');
    expect(rows(brief)).toEqual([
      ['Site analysis', 25, '%'],
      ['Design proposal', 45, '%'],
      ['Presentation of drawings', 30, '%'],
    ]);
  });

  it('does not read a heading that gives the scheme its total as one of its rows', () => {
    const brief = [
      'Essay',
      'Grading rubric (50 points)',
      'Thesis (10 points)',
      'Evidence (20 points)',
      'Style (20 points)',
    ].join('\n');
    expect(rows(brief).map((r) => r[0])).toEqual(['Thesis', 'Evidence', 'Style']);
  });
});

describe('marking schemes in one sentence', () => {
  it('reads weights under a marking heading with no lead-in, keeping a name that has a comma in it', () => {
    const brief = ['Marking', 'Argument 40%, use of sources 30%, structure, style and referencing 30%.'].join(
      '\n',
    );
    expect(rows(brief)).toEqual([
      ['Argument', 40, '%'],
      ['use of sources', 30, '%'],
      ['structure, style and referencing', 30, '%'],
    ]);
  });

  it('leaves the total in brackets out of the last item', () => {
    const brief = ['Poster', 'Marks: aims 5, method 10, results 10, discussion 5 (30 marks in total).'].join(
      '\n',
    );
    expect(rows(brief)).toEqual([
      ['aims', 5, 'marks'],
      ['method', 10, 'marks'],
      ['results', 10, 'marks'],
      ['discussion', 5, 'marks'],
    ]);
  });

  it('reads the last of bare weights split by semicolons when a full stop follows it', () => {
    const brief = ['Assessment (out of 12)', 'Survey 3; analysis 4; maps 3; quality of the report 2.'].join(
      '\n',
    );
    expect(rows(brief).map((r) => r[0])).toEqual(['Survey', 'analysis', 'maps', 'quality of the report']);
  });
});

describe('tick boxes', () => {
  it('read each box as binding though it is written as a statement', () => {
    const brief = [
      'Essay',
      'Discuss the causes of the 1929 crash.',
      'Checklist (tick before you submit)',
      '☐ I have compared at least two explanations of the crash.',
    ].join('\n');
    const lines = requirementsFromAnalysis(analyse(brief)).map((r) => r.label);
    expect(lines.some((l) => /compared at least two explanations/i.test(l))).toBe(true);
  });
});
