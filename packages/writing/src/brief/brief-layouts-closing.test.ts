import { describe, expect, it } from 'vitest';
import { analyse, headings } from './brief-test-helpers.ts';

/*
 * Layouts that open or close a brief's parts: section-sign headings, marking tables with a header row or a
 * total in words, and a closing tick-box checklist. Every example is invented for this test.
 */

const criteria = (text: string) => analyse(text).markingCriteria.map((c) => `${c.text} ${c.weight}`);

describe('parts numbered with a section sign', () => {
  it('reads "§3 Submission" as a heading', () => {
    const brief = ['§1 Topic', 'Write about the harbour wall.', '§2 Submission', 'Hand it in on Monday.'];
    expect(headings(brief.join('\n'))).toEqual(['Topic', 'Submission']);
  });

  it('reads the rows of a weighted table under "§4 Assessment" after its column header', () => {
    const brief = [
      '§3 Sources',
      'Cite at least six sources.',
      '§4 Assessment',
      'Part                     Weight',
      'Sampling design          40%',
      'Discussion of error      60%',
    ];
    expect(criteria(brief.join('\n'))).toEqual(['Sampling design 40', 'Discussion of error 60']);
  });
});

describe('marking headings in other words', () => {
  it('reads rows under "How it is marked (30 points)"', () => {
    const brief = [
      'How it is marked (30 points)',
      '  Clarity of the map ......... 10',
      '  Accuracy ........ 20',
    ];
    expect(criteria(brief.join('\n'))).toEqual(['Clarity of the map 10', 'Accuracy 20']);
  });

  it('reads rows under a longer heading whose note is a total ("out of 50")', () => {
    const brief = [
      'Section 9 - Marking of the pleading (out of 50)',
      '   Use of precedent ............ 30',
      '   Drafting ................... 20',
    ];
    expect(criteria(brief.join('\n'))).toEqual(['Use of precedent 30', 'Drafting 20']);
  });
});

describe('a closing tick-box checklist', () => {
  const brief = [
    'Tasks',
    'Write a 900-word review of a local museum. Use at least four sources.',
    '',
    'Checklist - tick these before you hand in',
    ' [ ] Four sources or more',
    ' [ ] Title page',
    ' [ ] File named properly',
  ];

  it('is not read again as sections or sources, since it repeats the brief', () => {
    const analysis = analyse(brief.join('\n'));
    expect(analysis.requiredSections.map((s) => s.title)).toEqual([]);
    expect(analysis.sources.map((s) => s.min)).toEqual([4]);
  });

  it('still reads a checklist that states what the work must do', () => {
    const own = [
      'Checklist - your review must:',
      '- name the museum and its collection',
      '- include a title page',
    ];
    expect(analyse(own.join('\n')).requiredSections.map((s) => s.title)).toContain('Title page');
  });
});

describe('parts listed on one line after a label', () => {
  it('reads "Structure: a; b; 1. c; …" as sections, numbers and commas left out', () => {
    const brief =
      'Structure: cover sheet; summary; 1. Site and setting; 2. Findings, with photographs; Sources.';
    expect(analyse(brief).requiredSections.map((s) => s.title)).toEqual([
      'Cover sheet',
      'Summary',
      'Site and setting',
      'Findings',
      'Sources',
    ]);
  });

  it('does not read a labelled line of two items as a structure', () => {
    expect(analyse('Layout: portrait; one column.').requiredSections).toEqual([]);
  });
});

describe('questions set with their marks', () => {
  it('reads "Q2 - Cost analysis (25 marks)" on its own line as a weighted part', () => {
    const brief = [
      'Answer both questions.',
      'Q1 - Market entry (40 marks)',
      'Explain how the firm entered Kenya.',
      'Q2 - Cost analysis (60 marks)',
      'Work out the landed cost of one container.',
    ];
    expect(criteria(brief.join('\n'))).toEqual(['Q1 - Market entry 40', 'Q2 - Cost analysis 60']);
  });

  it('does not read a question that names its marks mid-sentence', () => {
    expect(criteria('Question 1 asks you to compare two firms (20 marks are available for it).')).toEqual([]);
  });
});

describe('parts lettered inline', () => {
  it('leaves the lead-in and the letters out of the titles', () => {
    const brief =
      'The file shall consist of these parts, in this order: (a) title sheet; (b) chronology; (c) findings.';
    expect(analyse(brief).requiredSections.map((s) => s.title)).toEqual([
      'Title sheet',
      'Chronology',
      'Findings',
    ]);
  });
});

describe('rules listed under a heading about the form of the work', () => {
  const brief = [
    'Length and format',
    '- Use the department style sheet for all tables',
    '- A glossary',
    '- List of Abbreviations',
  ];

  it('does not read an instruction as a part, but keeps parts named there', () => {
    expect(analyse(brief.join('\n')).requiredSections.map((s) => s.title)).toEqual([
      'Glossary',
      'List of Abbreviations',
    ]);
  });
});
