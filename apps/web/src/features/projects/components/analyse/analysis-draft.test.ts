import type { Project } from '@penwright/shared';
import { analyseBrief } from '@penwright/writing';
import { describe, expect, it } from 'vitest';
import { checklistOf, draftFromAnalysis, projectPatch, wordTargetValid } from './analysis-draft';

const project: Project = {
  id: 'p1',
  title: 'Gene editing',
  type: 'essay',
  status: 'pending',
  brief: '',
  academicLevel: 'undergraduate',
  targetWords: null,
  citationStyle: 'apa',
  dueDate: null,
  requirements: [],
  outline: [],
  postId: 'post1',
  wordCount: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  completedAt: null,
};

const brief = `Write a 2,000-word essay. Use Harvard referencing. Due 14 March 2030.
Your essay must include an Introduction and a Conclusion.
To what extent should gene editing be used in agriculture?`;

describe('the step 2 analysis draft', () => {
  const draft = draftFromAnalysis(analyseBrief(brief, { projectType: 'essay' }), project);

  it('reads the facts the brief states', () => {
    expect(draft.wordTarget).toBe('2000');
    expect(draft.citationStyle).toBe('harvard');
    expect(draft.dueDate).toBe('2030-03-14');
    expect(draft.outline.length).toBeGreaterThan(0);
  });

  it('rebuilds the fact lines from what the writer edited', () => {
    const edited = { ...draft, wordTarget: '1800–2200', citationStyle: 'mla' as const, dueDate: '' };
    const lines = checklistOf(edited);
    expect(lines.find((r) => r.kind === 'word_count')).toMatchObject({ target: '1800–2200' });
    expect(lines.find((r) => r.kind === 'citation_style')).toMatchObject({
      target: 'mla',
      label: 'Cite in MLA style',
    });
    expect(lines.some((r) => r.kind === 'due_date')).toBe(false);
    expect(lines.filter((r) => r.kind === 'section').length).toBeGreaterThan(0);
  });

  it('stores the target, style and date on the project and drops blank lines', () => {
    const blank = { id: 'x', label: '  ', kind: 'other' as const };
    const patch = projectPatch({ ...draft, requirements: [...draft.requirements, blank] }, brief);
    expect(patch).toMatchObject({
      targetWords: 2000,
      citationStyle: 'harvard',
      dueDate: '2030-03-14',
      brief,
    });
    expect(patch.requirements?.some((r) => r.id === 'x')).toBe(false);
  });

  it('accepts the word target forms the checklist understands', () => {
    for (const ok of ['', '2000', '1,500', '1800-2200', '≤3000', 'at least 1500'])
      expect(wordTargetValid(ok)).toBe(true);
    expect(wordTargetValid('lots')).toBe(false);
  });
});
