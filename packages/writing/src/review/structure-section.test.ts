import type { OutlineSection } from '@penwright/shared';
import { describe, expect, it } from 'vitest';
import { reviewText } from './review-text.ts';
import { structureSection } from './structure-section.ts';

const html = (sections: [string, string][]) =>
  sections.map(([title, body]) => `<h2>${title}</h2><p>${body}</p>`).join('');
const body = 'The samples were weighed twice and the mean of the two readings was kept for the analysis.';
const types = (sections: [string, string][], outline: OutlineSection[]) =>
  structureSection(reviewText(html(sections)), outline).findings.map((f) => f.type);
const plan = (...titles: string[]): OutlineSection[] => titles.map((title, i) => ({ id: `o${i}`, title }));

describe('structureSection: an introduction and a conclusion', () => {
  const lab: [string, string][] = [
    ['Aim', body],
    ['Method', body],
    ['Results', body],
    ['Discussion', body],
  ];

  it('asks for neither when the outline the draft follows plans neither', () => {
    expect(types(lab, plan('Aim', 'Method', 'Results', 'Discussion'))).toEqual([]);
  });

  it('still asks for both when there is no outline to say otherwise', () => {
    expect(types(lab, [])).toEqual(['missing_introduction', 'missing_conclusion']);
  });

  it('holds the draft to a planned conclusion as a missing section, not as a second finding', () => {
    expect(types(lab, plan('Aim', 'Method', 'Results', 'Conclusion'))).toEqual(['missing_section']);
  });
});
