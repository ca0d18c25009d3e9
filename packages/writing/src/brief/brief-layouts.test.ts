import { describe, expect, it } from 'vitest';
import { analyseBrief } from './analyse-brief.ts';

/*
 * Layouts and phrasings that carry requirements without the usual markers. Every example is invented for this
 * test: a class of phrasing, not a sentence from an evaluation brief.
 */

const now = new Date(2026, 7, 1, 12);
const analyse = (text: string) => analyseBrief(text, { projectType: 'essay', now });

describe('marking tables with a marks column', () => {
  it('reads a pipe table whose cells give bare numbers under a marking heading, without the total', () => {
    const brief = [
      'Assessment rubric',
      '| Criterion | Marks |',
      '| Research question and rationale | 30 |',
      '| Fieldwork method | 45 |',
      '| Presentation | 25 |',
      '| Total | 100 |',
    ].join('\n');
    expect(analyse(brief).markingCriteria.map((c) => [c.text, c.weight, c.unit])).toEqual([
      ['Research question and rationale', 30, 'marks'],
      ['Fieldwork method', 45, 'marks'],
      ['Presentation', 25, 'marks'],
    ]);
  });
});

describe('sections listed one per line under a heading', () => {
  it('reads a heading such as "Sections" without a colon, followed by unmarked short lines', () => {
    const brief = [
      'Write up the field trip as a report.',
      '',
      'Sections',
      'Cover page',
      'Aims (max 100 words)',
      'Site description (location, geology and land use)',
      'Observations',
      'Interpretation',
      'Reference list',
      '',
      'The reference list should follow Harvard style.',
    ].join('\n');
    expect(analyse(brief).requiredSections.map((s) => s.title)).toEqual([
      'Cover page',
      'Aims',
      'Site description',
      'Observations',
      'Interpretation',
      'Reference list',
    ]);
  });

  it('does not read formatting lines under a "Format" heading as sections', () => {
    const brief = ['Format', 'Arial 11', 'Single spacing', 'Numbered pages'].join('\n');
    expect(analyse(brief).requiredSections).toEqual([]);
  });
});
