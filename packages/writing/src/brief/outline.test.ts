import { describe, expect, it } from 'vitest';
import { PROJECT_TYPES, type ProjectType } from '@penwright/shared';
import { analyseBrief } from './analyse-brief.ts';

const outline = (text: string, projectType: ProjectType) => analyseBrief(text, { projectType }).outline;
const titles = (text: string, projectType: ProjectType) => outline(text, projectType).map((o) => o.title);

describe('proposed outline', () => {
  it.each<[ProjectType, string[]]>([
    ['research_paper', ['Introduction', 'Methods', 'Results', 'Discussion', 'Conclusion']],
    ['thesis', ['Introduction', 'Literature Review', 'Methodology', 'Results', 'Discussion', 'Conclusion']],
    [
      'dissertation',
      ['Introduction', 'Literature Review', 'Methodology', 'Results', 'Discussion', 'Conclusion'],
    ],
    ['case_study', ['Background', 'Problem', 'Analysis', 'Recommendations']],
    ['report', ['Executive Summary', 'Introduction', 'Findings', 'Recommendations']],
    ['proposal', ['Background', 'Aims', 'Methods', 'Timeline', 'Budget and Resources']],
    ['other', ['Introduction', 'Main Body', 'Conclusion']],
    [
      'essay',
      ['Introduction', 'Context and key concepts', 'Main argument', 'Counter-arguments', 'Conclusion'],
    ],
    [
      'literature_review',
      ['Introduction', 'Theme 1', 'Theme 2', 'Theme 3', 'Gaps and Future Research', 'Conclusion'],
    ],
  ])('starts a %s from its usual structure', (type, expected) => {
    expect(titles('Write 3,000 words.', type)).toEqual(expected);
  });

  it('sizes every part so the parts add up to the target exactly, in tens where free', () => {
    for (const type of PROJECT_TYPES) {
      const items = outline('The word limit is 2,750 words.', type);
      expect(items.reduce((n, o) => n + (o.words ?? 0), 0)).toBe(2750);
      expect(items.reduce((n, o) => n + o.share, 0)).toBeCloseTo(1, 2);
    }
    expect(outline('Write 2,000 words.', 'research_paper').map((o) => o.words)).toEqual([
      300, 400, 500, 600, 200,
    ]);
  });

  it('gives shares but no words when the brief has no target', () => {
    const items = outline('Discuss the causes of the First World War.', 'essay');
    expect(items.every((o) => o.words === null)).toBe(true);
    expect(items[0]?.share).toBeCloseTo(0.1, 3);
  });

  it('shapes an essay body from its single question', () => {
    expect(
      titles('Compare and contrast the welfare systems of Sweden and the United States.', 'essay'),
    ).toEqual(['Introduction', 'Similarities', 'Differences', 'Evaluation', 'Conclusion']);
    const items = outline(
      'To what extent was the Treaty of Versailles responsible for the Second World War?',
      'essay',
    );
    expect(items.map((o) => o.title)).toEqual([
      'Introduction',
      'Case for',
      'Case against',
      'Weighing the evidence',
      'Conclusion',
    ]);
    expect(items[1]?.origin).toBe('question');
    expect(items[1]?.guidance).toContain('Treaty of Versailles');
  });

  it('gives an essay one body part per question', () => {
    const brief =
      'Answer both questions.\n1. Why did the Weimar Republic collapse?\n2. How did the Nazi party gain support in rural areas?';
    expect(titles(brief, 'essay')).toEqual([
      'Introduction',
      'Why did the Weimar Republic collapse',
      'How did the Nazi party gain support in rural areas',
      'Conclusion',
    ]);
  });

  it('inserts a few required sections into the template at their usual place and renames matches', () => {
    const brief =
      'Write 4,000 words. You should include a Limitations section. Your paper must include an abstract.';
    const items = outline(brief, 'research_paper');
    expect(items.map((o) => o.title)).toEqual([
      'Abstract',
      'Introduction',
      'Methods',
      'Results',
      'Discussion',
      'Limitations',
      'Conclusion',
    ]);
    expect(items.find((o) => o.title === 'Limitations')?.origin).toBe('brief');
  });

  it('follows the brief when it gives the whole structure, with its own section sizes kept', () => {
    const brief = [
      'Word limit: 3,000 words.',
      'Your report must include the following sections:',
      '- Introduction (300 words)',
      '- Method',
      '- Results',
      '- Discussion',
      '- References',
    ].join('\n');
    const items = outline(brief, 'report');
    expect(items.map((o) => [o.title, o.words])).toEqual([
      ['Introduction', 300],
      // Weights .15/.45/.2 share the remaining 2,700; rounding to tens leaves +10, which the largest part absorbs.
      ['Method', 510],
      ['Results', 1510],
      ['Discussion', 680],
      ['References', 0],
    ]);
    expect(items.every((o) => o.origin === 'brief')).toBe(true);
  });
});
