import { describe, expect, it } from 'vitest';
import { briefLines } from './brief-lines.ts';
import { analyse } from './brief-test-helpers.ts';

const sections = (text: string) => analyse(text).requiredSections.map((s) => s.title);

describe('the marker of a numbered line', () => {
  it('keeps the number or letter apart from the text', () => {
    const lines = briefLines(
      [
        'Harbour survey',
        '',
        '1. Tide records',
        'Plot the tides.',
        '',
        'B. Pier photographs',
        'Add them.',
      ].join('\n'),
    );
    const tide = lines.find((l) => l.text === 'Tide records');
    expect(tide?.marker).toBe('1');
    expect(lines.find((l) => l.text === 'Pier photographs')?.marker).toBe('B');
    expect(lines.find((l) => l.text === 'Harbour survey')?.marker).toBeUndefined();
  });

  it('keeps decimal and roman numbers of items', () => {
    const lines = briefLines(['Steps:', '2.1 Weigh the sample', 'iii) Dry the sample'].join('\n'));
    expect(lines.map((l) => l.marker)).toEqual([undefined, '2.1', 'iii']);
  });
});

describe('parts numbered in order, each with its own text', () => {
  const brief = (parts: string[], bodies: string[]) =>
    [
      'Wetland restoration report',
      '',
      'Write a report of about 2,000 words on the wetland you visited.',
      '',
      ...parts.flatMap((p, i) => [p, bodies[i] ?? 'Describe it.', '']),
      'Hand the report in on the course page.',
    ].join('\n');
  const said = [
    'Describe how the land was drained and farmed.',
    'Explain the layers you found in the core samples.',
    'Compare two ways of raising the water table.',
    'Recommend one plan and say what it would cost.',
  ];

  it('reads a run of numbered titles as the parts, with no heading above them', () => {
    const found = sections(
      brief(['1. Site history', '2. Soil profile', '3. Drainage options', '4. Preferred plan'], said),
    );
    expect(found).toEqual(
      expect.arrayContaining(['Site history', 'Soil profile', 'Drainage options', 'Preferred plan']),
    );
  });

  it('reads parts lettered A, B, C the same way', () => {
    const found = sections(brief(['A. Site history', 'B. Soil profile', 'C. Drainage options'], said));
    expect(found).toEqual(expect.arrayContaining(['Site history', 'Soil profile', 'Drainage options']));
  });

  it('reads a lettered table of parts, each row with its length or weight', () => {
    const text = [
      'Exhibition proposal',
      '',
      'Parts',
      'A. Curatorial statement (aims and audience) | 900 words | 30%',
      'B. Object list | twenty objects | 30%',
      'C. Floor plan sketch | one page | 20%',
      'D. Visitor leaflet | 400 words | 20%',
    ].join('\n');
    const found = analyse(text).requiredSections;
    expect(found.map((s) => s.title)).toEqual(
      expect.arrayContaining(['Curatorial statement', 'Object list', 'Floor plan sketch', 'Visitor leaflet']),
    );
    expect(found.find((s) => s.title === 'Curatorial statement')?.words).toBe(900);
  });

  it('does not read numbered tasks as parts', () => {
    const found = sections(
      brief(['1. Analyse the core samples', '2. Compare the two sites', '3. Recommend a plan'], said),
    );
    expect(found).not.toContain('Analyse the core samples');
    expect(found).not.toContain('Compare the two sites');
  });

  it('does not read two numbered titles as a run', () => {
    const found = sections(brief(['1. Site history', '2. Soil profile'], said));
    expect(found).not.toContain('Soil profile');
  });

  it('does not read numbers out of order as a run', () => {
    const found = sections(brief(['1. Site history', '3. Soil profile', '4. Drainage options'], said));
    expect(found).not.toContain('Soil profile');
    expect(found).not.toContain('Drainage options');
  });

  it('does not read a run with a sentence among its titles', () => {
    const found = sections(
      brief(['1. Site history', '2. The soil was sampled in May.', '3. Drainage options'], said),
    );
    expect(found).not.toContain('Site history');
  });

  it('does not read numbered divisions of the brief followed by plain prose', () => {
    const found = sections(
      brief(
        ['1. Background', '2. Field visit', '3. Drainage options'],
        [
          'The wetland was drained in the 1950s.',
          'The visit took place in March with the ranger.',
          'The council has looked at three options.',
        ],
      ),
    );
    expect(found).not.toContain('Field visit');
    expect(found).not.toContain('Drainage options');
  });

  it('does not read a numbered list without text between its items', () => {
    const text = ['Notes', '', '1. Site history', '2. Soil profile', '3. Drainage options', ''].join('\n');
    expect(sections(text)).not.toContain('Soil profile');
  });
});

describe('a lettered part after a numbered list', () => {
  const text = [
    'Bridge model project',
    '',
    'Your submission has two parts.',
    '',
    'A. The build folder (A4, ring-bound), containing:',
    '1. load calculations for the deck;',
    '2. photographs of each stage of the build;',
    '3. the test results, with a graph of load against deflection.',
    'B. A written evaluation of 800 words comparing your model with a real bridge.',
  ].join('\n');

  it('ends the list and starts afresh with no lead-in', () => {
    const evaluation = briefLines(text).find((l) => l.text.startsWith('A written evaluation'));
    expect(evaluation?.marker).toBe('B');
    expect(evaluation?.leadIn).toBeNull();
  });

  it('names the lettered part that holds the list', () => {
    expect(sections(text)).toContain('Build folder');
  });

  it('keeps the lead-in of lettered items that follow one another', () => {
    const lines = briefLines(['Bring the following:', 'A. a ruler', 'B. a calculator'].join('\n'));
    expect(lines.find((l) => l.text === 'a calculator')?.leadIn).toBe('Bring the following:');
  });

  it('keeps the lead-in of numbered items after numbered items', () => {
    const lines = briefLines(['Bring the following:', '1. a ruler', '2. a calculator'].join('\n'));
    expect(lines.find((l) => l.text === 'a calculator')?.leadIn).toBe('Bring the following:');
  });

  it('does not name a lettered instruction over a list as a part', () => {
    const found = sections(
      [
        'Lab task',
        '',
        'A. Answer the following, in order:',
        '1. what the reading was;',
        '2. why it changed.',
      ].join('\n'),
    );
    expect(found.some((t) => /answer/i.test(t))).toBe(false);
  });
});

describe('parts of a decimal outline', () => {
  const outline = (second: string) =>
    [
      'Thesis proposal',
      '',
      'Contents of the proposal',
      'Chapter one',
      '   1.1 Context of the problem',
      '   1.2 Aims of the project',
      `   1.3 ${second}`,
      '   1.4 Limits of the project',
    ].join('\n');

  it('keeps two numbered parts apart when their names are alike', () => {
    const found = sections(outline('Research questions'));
    expect(found).toEqual(expect.arrayContaining(['Aims of the project', 'Research questions']));
  });

  it('still merges a part named again outside the outline', () => {
    const text = `${outline('Method of inquiry')}\n\nYour proposal must include research questions.`;
    expect(sections(text).filter((t) => /aims|questions/i.test(t))).toHaveLength(1);
  });
});

describe('parts that say what they hold on their own line', () => {
  it('reads a run numbered 3.1, 3.2, … whose items give their sizes, and splits two known parts of one item', () => {
    const brief = [
      '3 What the plan must contain',
      'Write the plan in the parts below.',
      '3.1 Cover page and abstract (abstract of no more than 150 words).',
      '3.2 Site history (about 400 words). Trace the uses of the site since 1900.',
      '3.3 Survey design (about 800 words). Explain where the quadrats go and why.',
      '3.4 Bibliography.',
      'Appendix: the raw counts.',
    ].join('\n');
    expect(sections(brief)).toEqual(
      expect.arrayContaining(['Cover page', 'Abstract', 'Site history', 'Survey design', 'Bibliography']),
    );
  });

  it('reads lettered parts named before " - " and their page limits, a noun that is also a verb included', () => {
    const brief = [
      'The bid has four components.',
      'A. Lay summary - half a page at most: the question and why it matters.',
      'B. Research plan - up to 5 pages, with a timetable.',
      'C. Costs - up to 1 page: staff and travel.',
      'D. Literature cited - no page limit.',
    ].join('\n');
    expect(sections(brief)).toEqual(['Lay summary', 'Research plan', 'Costs', 'Literature cited']);
  });

  it('reads no parts from lettered tasks that give their sizes', () => {
    const brief = [
      'A. Describe the site - one page at most.',
      'B. Explain the sampling - up to 2 pages.',
      'C. Analyse the counts - up to 3 pages.',
    ].join('\n');
    expect(sections(brief)).toEqual([]);
  });
});

describe('a list without numbers whose items are parts named with their sizes', () => {
  it('reads each item named before its size in words', () => {
    const brief = [
      'What to hand in',
      'The pieces of the portfolio and their lengths',
      '- Opening statement (about 300 words): what you set out to learn.',
      '- Field log (100-150 words for each visit): what you saw and heard.',
      '- Closing reflection (about 500 words): what changed in your practice.',
    ].join('\n');
    expect(sections(brief)).toEqual(['Opening statement', 'Field log', 'Closing reflection']);
  });

  it('reads no parts from a list of deliverables with dates, or of items only one of which has a size', () => {
    const brief = [
      'Deliverables',
      '- Poster (A1): due in week 6.',
      '- Talk (ten minutes): given in week 8.',
      '- Essay (2,000 words): due in week 12.',
    ].join('\n');
    expect(sections(brief)).toEqual([]);
  });
});

describe("the brief's own table of contents", () => {
  it('reads no part from a contents list whose items are the headings of the brief below', () => {
    const brief = [
      'CONTENTS',
      '1. Aim of the task',
      '2. The client',
      '3. Hand-in',
      '',
      '1. AIM OF THE TASK',
      'You design a small library for a village school.',
      '',
      '2. THE CLIENT',
      'The school has 120 pupils and one teacher who runs the library.',
      '',
      '3. HAND-IN',
      'Upload the drawings as one PDF.',
    ].join('\n');
    expect(sections(brief)).toEqual([]);
  });
});
