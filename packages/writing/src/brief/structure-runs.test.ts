import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

/*
 * Parts of the work run together on one line under a structure heading, separated by semicolons. Every example
 * is invented for this test.
 */

const titles = (text: string) => analyse(text).requiredSections.map((s) => s.title);

describe('a run of parts under a structure heading', () => {
  it('reads each part of a semicolon run that is the only line under the heading', () => {
    const brief = [
      'Report layout',
      'Cover sheet; abstract (no more than 150 words); introduction; site history; survey method; findings; conclusion; references.',
    ].join('\n');
    expect(titles(brief)).toEqual([
      'Cover sheet',
      'Abstract',
      'Introduction',
      'Site history',
      'Survey method',
      'Findings',
      'Conclusion',
      'References',
    ]);
  });

  it('reads a part whose length is stated in words inside the run', () => {
    const brief = [
      'Structure',
      'Title page; a summary of no more than 300 words; introduction; cost estimate; risks; conclusion; bibliography.',
    ].join('\n');
    expect(titles(brief)).toContain('Summary');
    expect(titles(brief)).toContain('Cost estimate');
  });

  it('does not read a run of rules under a heading as parts', () => {
    const brief = [
      'Presentation',
      'Use a serif font; keep margins wide; number every page; staple the pages together.',
    ].join('\n');
    expect(titles(brief)).toEqual([]);
  });
});

describe('parts that open plain lines under a structure heading', () => {
  it('reads a known part named before its terms or a bracketed note', () => {
    const brief = [
      'Guidance by section',
      'Cover page (not counted): the title, your name and your seminar group.',
      '1. Background (about one page): why the wetland matters.',
      '2. Findings (about two pages): what the counts show.',
      'Bibliography (not counted).',
    ].join('\n');
    expect(titles(brief)).toEqual(
      expect.arrayContaining(['Cover page', 'Background', 'Findings', 'Bibliography']),
    );
  });

  it('does not read a line that only mentions a part as a part', () => {
    const brief = [
      'Report structure',
      'Keep the whole report under ten pages.',
      'Tables: number them and give each a caption.',
    ].join('\n');
    expect(titles(brief)).toEqual([]);
  });
});

describe('parts listed in a sentence', () => {
  it('reads every item of a list after "must have:" that names three known parts', () => {
    const brief =
      'The dossier must have: a title page, an abstract, the site survey, the options appraisal, a conclusion and a bibliography.';
    expect(titles(brief)).toEqual([
      'Title page',
      'Abstract',
      'Site survey',
      'Options appraisal',
      'Conclusion',
      'Bibliography',
    ]);
  });

  it('does not read what the work "must have" as parts when no list of parts follows', () => {
    const brief = 'The essay must have a clear line of argument and must stay within the word limit.';
    expect(titles(brief)).toEqual([]);
  });

  it('reads the parts after "headings for"', () => {
    const brief = [
      'Layout',
      '- Use headings for background, the two case studies, comparison and conclusion',
    ].join('\n');
    expect(titles(brief)).toEqual(['Background', 'Two case studies', 'Comparison', 'Conclusion']);
  });
});

describe('items under a heading for one part of the work', () => {
  it('reads an item named by a known part as a part', () => {
    const brief = [
      'Part A - Opening pages',
      '- Cover page: the title, your name and your tutor.',
      '- Abstract: up to 200 words.',
      '- Table of contents.',
    ].join('\n');
    expect(titles(brief)).toEqual(expect.arrayContaining(['Cover page', 'Abstract', 'Table of contents']));
  });

  it('does not read a task under such a heading as a part', () => {
    const brief = [
      'Part B - Fieldwork',
      '- Visit the site twice and record the water level.',
      '- Photograph each sampling point.',
    ].join('\n');
    expect(titles(brief)).not.toContain('Visit the site twice and record the water level');
    expect(titles(brief).filter((t) => /photograph/i.test(t))).toEqual([]);
  });
});
