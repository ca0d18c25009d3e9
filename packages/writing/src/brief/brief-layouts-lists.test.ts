import { describe, expect, it } from 'vitest';
import { requirementsFromAnalysis } from '../requirements/requirements-from-analysis.ts';
import { analyse } from './brief-test-helpers.ts';

/*
 * Ways of listing parts, marks and lengths that carry requirements without the usual markers (continuing
 * brief-layouts.test.ts). Every example is invented for this test: a class of layout, not a sentence from an
 * evaluation brief.
 */

describe('more ways to list parts and marks', () => {
  const sections = (text: string) => analyse(text).requiredSections.map((s) => s.title);

  it('reads parts under a capitalised heading, each named before a dash and what it holds', () => {
    const brief = [
      'STRUCTURE',
      'Title',
      // Long enough to look like a line wrapped by a PDF, yet a part of its own, as is the next.
      'Background - why the site was chosen and what earlier surveys of the estuary have found there',
      'Survey Method - transects, quadrats and timing',
      'Results',
      '',
      'LENGTH',
    ].join('\n');
    expect(sections(brief)).toEqual(['Title', 'Background', 'Survey Method', 'Results']);
  });

  it('reads parts written on one line with slashes under a structure heading', () => {
    expect(sections('Report structure\nSummary / Background / Method / Findings / References')).toEqual([
      'Summary',
      'Background',
      'Method',
      'Findings',
      'References',
    ]);
  });

  it('reads "Sections, in this order:" as a list of parts', () => {
    expect(sections('Sections, in this order: Title, Aims, Method, Results, Discussion.')).toEqual([
      'Title',
      'Aims',
      'Method',
      'Results',
      'Discussion',
    ]);
  });

  it('reads bare weights in cells split by slashes under a marking heading', () => {
    expect(
      analyse('Grading (40 points)\nAims 5 / Method 15 / Results 20').markingCriteria.map((c) => [
        c.text,
        c.weight,
        c.unit,
      ]),
    ).toEqual([
      ['Aims', 5, 'points'],
      ['Method', 15, 'points'],
      ['Results', 20, 'points'],
    ]);
  });

  it('reads thousands grouped with a space', () => {
    expect(analyse('The report must not exceed 3 500 words.').wordTarget?.max).toBe(3500);
  });
});

describe('a list announced by a sentence that points below it', () => {
  it('reads numbered parts after "… arranged in the sequence given below."', () => {
    const brief = [
      'The proposal must not exceed 10 pages and must be arranged in the sequence given below.',
      'I.   Title Page: the title, your name and your supervisor.',
      'II.  Rationale: why the question matters now.',
      'III. Methods: design, sample and analysis.',
    ].join('\n');
    expect(analyse(brief).requiredSections.map((s) => s.title)).toEqual([
      'Title Page',
      'Rationale',
      'Methods',
    ]);
  });
});

describe('checkbox lists', () => {
  it('reads items marked with empty checkboxes as a list', () => {
    const brief = [
      'Your poster must:',
      '[ ] state one research question',
      '[ ] show your data in two charts',
    ].join('\n');
    expect(analyse(brief).tasks.map((t) => t.text)).toEqual([
      'State one research question',
      'Show your data in two charts',
    ]);
  });
});

describe('lengths in markdown and with the work as subject', () => {
  it('reads a length through markdown emphasis', () => {
    expect(analyse('## Length\nAt most **12 pages**, references not included.').pageLength?.max).toBe(12);
  });

  it('reads "your … plan should be N pages" as the length of the work, not of a plan inside it', () => {
    expect(
      analyse('Your business plan should be 10 to 14 pages long, not including the appendices.').pageLength,
    ).toMatchObject({
      kind: 'range',
      min: 10,
      max: 14,
    });
  });
});

describe('a formatting table with dot leaders', () => {
  it('reads each row as its rule, not as a heading', () => {
    const brief = [
      'Presentation',
      '   Paper ............. A4',
      '   Spacing ........... 1.5',
      '   Margins ........... 2.5 cm all round',
      '   File name ......... Surname_Essay2.pdf',
    ].join('\n');
    expect(analyse(brief).formatting.map((f) => f.text)).toEqual([
      'Paper size: A4',
      'Spacing: 1.5',
      'Margins: 2.5 cm all round',
      'File name: Surname_Essay2.pdf',
    ]);
  });
});

describe('a bullet that names a part and then says what to do', () => {
  it('reads the sentences after the name as tasks', () => {
    const brief = [
      'Your report must include these parts, in this order:',
      '- Graph. Plot the mean yield against rainfall with labelled axes. Show error bars for each site.',
      '- Conclusion. Describe the trend you found.',
    ].join('\n');
    const said = requirementsFromAnalysis(analyse(brief))
      .filter((r) => r.kind === 'task' || r.kind === 'question')
      .map((r) => r.label);
    for (const part of ['Plot the mean yield', 'error bars for each site', 'Describe the trend'])
      expect(said.filter((label) => label.includes(part))).toHaveLength(1);
  });

  it('keeps a one-sentence bullet whole', () => {
    const brief = ['Your report must:', '- compare the two sites and explain the difference.'].join('\n');
    const said = requirementsFromAnalysis(analyse(brief)).map((r) => r.label);
    expect(said.filter((label) => /compare the two sites and explain/i.test(label))).toHaveLength(1);
  });
});

describe('items after "the following points"', () => {
  it('reads noun-phrase items as what the work must cover', () => {
    const brief = [
      'Your review needs to cover the following points:',
      '- the aims of the plan, and whether they can be measured;',
      '- how the residents were consulted.',
    ].join('\n');
    expect(analyse(brief).tasks).toHaveLength(2);
  });

  it('does not read items after a lead-in that asks for nothing', () => {
    const brief = [
      'The course covered the following points:',
      '- the aims of a plan;',
      '- consultation.',
    ].join('\n');
    expect(analyse(brief).tasks).toEqual([]);
  });
});
