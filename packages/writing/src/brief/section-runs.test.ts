import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

const sections = (text: string) => analyse(text).requiredSections.map((s) => s.title);

describe('sections set out by layout', () => {
  const run = (headings: string[], bodies: string[]) =>
    [
      'Field trip report',
      '',
      'What to write',
      '',
      ...headings.flatMap((h, i) => [h, bodies[i] ?? 'Describe it.', '']),
      'Formatting',
      'Use 12-point type and number the pages.',
      '',
      'Marking',
      'Content 60%; presentation 40%.',
    ].join('\n');

  it('reads a run of short headings, each with its own instructions, under a heading of their own', () => {
    const brief = run(
      ['1. Site description', '2. Sampling design', '3. Species list', '4. Comparison with the survey'],
      [
        'Describe the river reach you visited.',
        'Explain where and how you took your samples.',
        'List every species you found with its count.',
        'Compare your counts with the council survey of 2019.',
      ],
    );
    expect(sections(brief)).toEqual(
      expect.arrayContaining([
        'Site description',
        'Sampling design',
        'Species list',
        'Comparison with the survey',
      ]),
    );
    expect(sections(brief)).not.toContain('Formatting');
  });

  it('does not read a brief merely divided into headings, or a run that is too short', () => {
    const plain = [
      'Overview',
      'This module looks at rivers.',
      '',
      'Background',
      'Rivers matter to towns.',
      '',
      'The town in 1900',
      'The town grew along the river.',
      '',
      'Our partners',
      'The council helps us.',
    ].join('\n');
    expect(sections(plain)).toEqual(expect.not.arrayContaining(['The town in 1900', 'Our partners']));
    const short = run(
      ['Site description', 'Sampling design'],
      ['Describe the reach.', 'Explain the samples.'],
    );
    expect(sections(short)).not.toContain('Sampling design');
    // Headings over what the writer is told, not over what the work says, make no parts.
    const told = run(
      ['A visit to the river', 'The weather that day', 'Where we ate lunch'],
      ['We went on a Monday.', 'It rained all morning.', 'We ate at the mill.'],
    );
    expect(sections(told)).not.toContain('The weather that day');
  });

  it('reads the items of a piece of work described as "containing:"', () => {
    const brief = [
      'What you will submit',
      'A. The sketchbook (A4, bound), containing:',
      '1. a research section with your own photographs;',
      '2. a mood board and a colour palette;',
      '3. at least twenty pages of experiments with materials.',
    ].join('\n');
    expect(sections(brief)).toEqual(
      expect.arrayContaining(['Research', 'Mood board', 'Colour palette', 'Experiments']),
    );
    const provide = ['Please provide:', '- your student number;', '- a working email address.'].join('\n');
    expect(sections(provide)).toEqual([]);
  });

  it('reads a listed part headed by its name and a full stop', () => {
    const brief = [
      'Your report must include the following parts, in this order:',
      '- Apparatus. Name every piece of equipment, with its precision and the way it was set up for the run.',
      '- Observations. Record what you saw at each stage, and say how confident you are in each reading you took.',
    ].join('\n');
    expect(sections(brief)).toEqual(['Apparatus', 'Observations']);
    // Without a list about the work's parts, a bullet opening with a name is left alone.
    const notes = ['Things to bring', '- Boots. Wear them on the day, since the bank is muddy.'].join('\n');
    expect(sections(notes)).toEqual([]);
  });
});

describe('parts named on their own lines, with what they cover after the name', () => {
  const titles = (text: string) => analyse(text).requiredSections.map((s) => s.title);

  it('names a part line before a colon, a full stop or an "including" clause', () => {
    const brief = [
      'Your study should be set out in these parts.',
      'Part 1 - Setting: the town, the river and the season of the flood.',
      'Part 2 - Warnings given. Trace who was told what, and when.',
      'Part 3 - The work of the volunteers and of the fire service, including their radio links.',
      'Part 4 - Lessons.',
    ].join('\n');
    expect(titles(brief)).toEqual([
      'Part 1 - Setting',
      'Part 2 - Warnings given',
      'Part 3 - The work of the volunteers and of the fire service',
      'Part 4 - Lessons',
    ]);
  });

  it('reads numbered chapters and a part with what it holds in a bare list', () => {
    const brief =
      'Cover page; Summary (max. 200 words) with 4-6 keywords; 1 Introduction; 2 Sample; 3 Findings; Bibliography.';
    expect(titles(brief)).toEqual([
      'Cover page',
      'Summary',
      '1 Introduction',
      '2 Sample',
      '3 Findings',
      'Bibliography',
    ]);
  });

  it('reads no bare list of numbered steps that are sentences', () => {
    expect(titles('1 Collect the samples; 2 Weigh them; 3 Dry them overnight; 4 Weigh them again.')).toEqual(
      [],
    );
  });
});

describe('pieces to hand in, named on part lines', () => {
  it('reads no part from "Part 1: two lab notes" or "Part 2: an essay of 800 words"', () => {
    const brief = [
      'Part 1: two lab notes. Write one after each practical.',
      'Part 2: an essay of 800 words on the second practical.',
    ].join('\n');
    expect(analyse(brief).requiredSections.map((s) => s.title)).toEqual([]);
  });
});

describe('sections numbered in roman or as sub-parts of a lettered part', () => {
  const titles = (text: string) => analyse(text).requiredSections.map((s) => s.title);

  it('reads "Section ii) Name - what it holds" lines, but not a heading "Section 3: …" of the brief', () => {
    const brief = [
      'Required sections',
      'Section i) Cover page - your name and the title.',
      'Section ii) Site survey - what you measured and how.',
      'Section iii) Costing (approx. 800 words).',
      '',
      'Section 3: Submission',
      'Upload one PDF.',
    ].join('\n');
    expect(titles(brief)).toEqual([
      'Section i) Cover page',
      'Section ii) Site survey',
      'Section iii) Costing',
    ]);
  });

  it('reads sub-parts numbered under a letter, each named before a semicolon or a "which" clause', () => {
    const brief = [
      'The case for funding, divided into:',
      'B.1 Need;',
      'B.2 Novelty, which must say what no earlier study has done;',
      'B.3 Plan of work.',
    ].join('\n');
    expect(titles(brief)).toEqual(['B.1 Need', 'B.2 Novelty', 'B.3 Plan of work']);
  });
});

describe('headings that are the names of parts, each over checks on that part', () => {
  const titles = (text: string) => analyse(text).requiredSections.map((s) => s.title);

  it('reads a run of known part names whose lines below are checks or instructions', () => {
    const brief = [
      'WHAT THE MARKER LOOKS FOR',
      'Go through these questions before you hand in.',
      'Introduction',
      '- Have you said why the river matters?',
      'Method',
      '- Have you described where you sampled?',
      'Results and conclusion',
      '- Does each figure have a caption?',
      'Layout',
      '- Is the text double spaced?',
    ].join('\n');
    expect(titles(brief)).toEqual(['Introduction', 'Method', 'Results', 'Conclusion']);
  });

  it("reads no part from known names that head the brief's own prose", () => {
    const brief = [
      'Background',
      'The river flooded twice last winter.',
      'Aims',
      'This unit teaches field sampling.',
      'Methods',
      'Lectures and two field days.',
    ].join('\n');
    expect(titles(brief)).toEqual([]);
  });

  it("reads no part from a list its heading calls the brief's own contents", () => {
    const brief = [
      'School of Geography',
      '',
      'FIELD COURSE: RIVER SURVEY',
      '',
      'CONTENTS OF THIS BRIEF',
      '1. Overview',
      '2. What to hand in',
      '3. Part A - Site log',
      '4. Part B - Survey report',
      '5. Layout rules',
      '6. Late work',
      '',
      '1. OVERVIEW',
      'You surveyed the river in week 4 and now write it up.',
      '',
      '2. WHAT TO HAND IN',
      '(a) the Part A site log;',
      '(b) the Part B survey report, as one PDF file.',
      '',
      '3. PART A - SITE LOG (up to 300 words)',
      'A1. Describe the reach you sampled.',
      '',
      '4. PART B - SURVEY REPORT (1,500 words)',
      'Your report must contain the following sections, in this order:',
      '- Title page',
      '- Introduction',
      '- Methods',
      '',
      '5. LAYOUT RULES',
      'Use 12-point type.',
      '',
      '6. LATE WORK',
      'Late work loses 5% a day.',
    ].join('\n');
    expect(titles(brief)).not.toContain('Layout rules');
    expect(titles(brief)).not.toContain('Overview');
    expect(titles(brief)).toContain('Methods');
  });

  it('still reads parts from a list headed only "Contents"', () => {
    const brief = ['Essay', '', 'Contents', '- Introduction', '- Discussion', '- Conclusion'].join('\n');
    expect(titles(brief)).toContain('Discussion');
  });
});
