import { describe, expect, it } from 'vitest';
import { analyse } from './brief-test-helpers.ts';

/*
 * The parts of the work given as a bare sentence of names, options to choose from, and layout rules set per kind
 * of text under a format heading. Every example is invented for this test.
 */

const sections = (text: string) => analyse(text).requiredSections.map((s) => s.title);
const tasks = (text: string) => analyse(text).tasks.map((t) => t.text);
const formatting = (text: string) => analyse(text).formatting.map((f) => [f.aspect, f.text]);

describe('a sentence that is nothing but the parts of the work', () => {
  it('reads parts separated by commas, keeping commas inside brackets', () => {
    const brief =
      'Layout\nCover sheet, summary, introduction, site survey (photos, sketches), conclusion, references.';
    expect(sections(brief)).toEqual([
      'Cover sheet',
      'Summary',
      'Introduction',
      'Site survey',
      'Conclusion',
      'References',
    ]);
  });

  it('reads parts separated by semicolons under any heading, and lists none of them as a task', () => {
    const brief =
      'Contenido\nTitle page; abstract (200 words); background; data and method; findings; references.';
    expect(sections(brief)).toEqual([
      'Title page',
      'Abstract',
      'Background',
      'Data and method',
      'Findings',
      'References',
    ]);
    expect(tasks(brief)).toEqual([]);
  });

  it('leaves a sentence of topics alone when too few of its items name parts', () => {
    expect(sections('Consider rivers, forests, coastlines, uplands and towns.')).toEqual([]);
  });

  it('leaves a list with a verb of obligation in it to the other rules', () => {
    expect(
      sections('Introduction, method, results, the discussion must be critical, references.'),
    ).not.toContain('The discussion must be critical');
  });
});

describe('options to choose from', () => {
  it('keeps "Choose ONE of the following" as a task, and the options as tasks, not parts', () => {
    const brief = [
      'Choose ONE of these formats:',
      '  * Podcast script: a 15-minute episode with two voices;',
      '  * Radio essay: a single voice arguing one case.',
    ].join('\n');
    expect(tasks(brief)).toEqual([
      'Choose ONE of these formats',
      'Podcast script: a 15-minute episode with two voices',
      'Radio essay: a single voice arguing one case',
    ]);
    expect(sections(brief)).toEqual([]);
  });

  it('does not add a task for "Answer one of the following", which the questions carry', () => {
    const brief =
      'Answer one of the following questions.\n\n1. Why do glaciers retreat?\n\n2. How are fjords formed?';
    expect(tasks(brief)).toEqual([]);
  });
});

describe('layout set per kind of text under a format heading', () => {
  const brief = [
    'Format',
    '  * A title page with your candidate number.',
    '  * Essay: Arial 11, 1.5 spacing.',
    '  * Scripts: single spacing, one scene per page.',
    '  * The bibliography starts on a new page.',
  ].join('\n');

  it('reads such items as layout, not as parts', () => {
    expect(sections(brief)).toEqual(['Title page']);
  });

  it('reads each page break as a rule of its own', () => {
    expect(formatting(brief).filter(([aspect]) => aspect === 'page_breaks')).toEqual([
      ['page_breaks', 'One scene per page'],
      ['page_breaks', 'The bibliography starts on a new page'],
    ]);
  });

  it('reads indented paragraphs as an indent rule, but not a paragraph that merely starts a page', () => {
    expect(formatting('Use indented paragraphs with no blank line between them.')).toEqual([
      ['indent', 'Indented paragraphs with no blank line between them'],
    ]);
    expect(formatting('Each paragraph should make one point.')).toEqual([]);
  });
});
