import type { Project } from '@penwright/shared';
import { describe, expect, it } from 'vitest';
import { evaluateDraft, headingsOf } from './draft-evaluation';

const project = {
  requirements: [
    { id: 'word-count', label: '10 words', kind: 'word_count', target: 10 },
    {
      id: 'section-introduction',
      label: 'Include the Introduction',
      kind: 'section',
      target: 'Introduction',
    },
    { id: 'section-conclusion', label: 'Include the Conclusion', kind: 'section', target: 'Conclusion' },
  ],
  outline: [
    { id: 'introduction', title: 'Introduction' },
    { id: 'method', title: 'Method' },
  ],
} as unknown as Project;

const html = '<h2>Introduction</h2><p>One two three four five. Six seven eight nine.</p>';

describe('evaluating a saved draft for review', () => {
  it('reads the headings', () => {
    expect(headingsOf(html)).toEqual(['Introduction']);
  });

  it('gives each requirement its state and the outline its cover', () => {
    const { results, stats, outline } = evaluateDraft(project, html, 'apa');
    expect(results.map((r) => [r.id, r.state])).toEqual([
      ['word-count', 'met'],
      ['section-introduction', 'met'],
      ['section-conclusion', 'unmet'],
    ]);
    expect(stats).toMatchObject({ words: 10, paragraphs: 2 });
    expect(outline.map((o) => o.covered)).toEqual([true, false]);
  });
});
