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
