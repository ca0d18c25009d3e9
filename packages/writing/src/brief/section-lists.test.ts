import { describe, expect, it } from 'vitest';
import { briefLines } from './brief-lines.ts';
import { analyse } from './brief-test-helpers.ts';

/*
 * Lists of parts introduced in ways the first rules missed, and layout rules that are not parts. Every example
 * is invented for this test.
 */

const titles = (text: string) => analyse(text).requiredSections.map((s) => s.title);

describe('a list of headings introduced by a sentence', () => {
  it('reads the numbered items after "Use these headings in this order."', () => {
    const brief = [
      'Use the following headings in this order.',
      '1. Purpose - one sentence on what the survey set out to learn.',
      '2. Sampling - who was asked and how they were chosen. Give the response rate.',
      '3. Findings - the main patterns, with one chart.',
      '4. References.',
    ].join('\n');
    expect(titles(brief)).toEqual(['Purpose', 'Sampling', 'Findings', 'References']);
    const tasks = analyse(brief).tasks.map((t) => t.text);
    expect(tasks).not.toContain('Use the following headings in this order.');
  });
});

describe('items under a formatting heading', () => {
  it('does not read a layout rule that names no part as a section', () => {
    const brief = [
      'Presentation',
      '- Font: Georgia, 12 pt',
      '- Your candidate number and the module code in the footer',
      '- Write the whole piece in the past tense',
    ].join('\n');
    expect(titles(brief)).toEqual([]);
  });
});

describe('a list of parts under "Contents of the …"', () => {
  it('reads unmarked parts, a part named before a comma, and parts in capitals after a long item', () => {
    const brief = [
      'A. PURPOSE',
      'The plan sets out the fieldwork you will do next term.',
      '',
      'B. CONTENTS OF THE PLAN',
      'Title page',
      'Declaration, signed by you and your tutor',
      'Table of contents',
      'PART 1 AIMS',
      '   1.1 The question the fieldwork answers and why it matters to the people of the valley',
      'PART 2 METHODS',
      '   2.1 Sampling',
      'BIBLIOGRAPHY',
      '',
      'C. LAYOUT RULES',
      '1. Arial 11, single spacing.',
      '2. Number every page.',
    ].join('\n');
    const found = titles(brief);
    expect(found).toEqual(
      expect.arrayContaining(['Title page', 'Declaration', 'Table of contents', 'BIBLIOGRAPHY']),
    );
    // The line in capitals after the long item starts afresh instead of continuing it.
    expect(briefLines(brief).map((l) => l.text)).toContain('PART 2 METHODS');
    expect(found).toContain('Sampling');
    expect(found).not.toContain('LAYOUT RULES');
  });
});

describe('a part named as the subject of what it must show', () => {
  it('reads "The front page must show …" and "Your cover page must carry …" as a title page', () => {
    expect(titles('The front page must show your exam number and the title of the essay.')).toEqual([
      'Front page',
    ]);
    expect(titles('Your cover page must carry the module code and the date.')).toEqual(['Cover page']);
  });
});

describe('items right under a "Format" heading', () => {
  it('does not read an instruction about the file or the voice as a part', () => {
    const brief = [
      'Format',
      '- Hand in one PDF file named with your student number.',
      '- Write in the first person plural.',
      '- A glossary.',
    ].join('\n');
    expect(titles(brief)).toEqual(['Glossary']);
  });
});

describe('a list of parts that ends with its order', () => {
  it('reads no part from ", in that order"', () => {
    expect(
      titles(
        'Your report should consist of a summary, a method section, a discussion and a bibliography, in that order.',
      ),
    ).not.toContain('In');
  });
});
