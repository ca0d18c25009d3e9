import { describe, expect, it } from 'vitest';
import { isSitePath } from './notifications.ts';
import { htmlToText, SavePostRequestSchema } from './posts.ts';
import { isOverdue, progressStep, projectPath, stepFromValue } from './project-progress.ts';
import {
  ALLOWED_TRANSITIONS,
  canTransition,
  CITATION_STYLE_LABELS,
  CreateProjectRequestSchema,
  ListProjectsQuerySchema,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  UpdateProjectRequestSchema,
} from './projects.ts';

describe('project enums', () => {
  it('has the specification’s project types and citation styles', () => {
    expect(PROJECT_TYPES).toEqual([
      'essay',
      'research_paper',
      'case_study',
      'literature_review',
      'thesis',
      'dissertation',
      'report',
      'proposal',
      'other',
    ]);
    expect(Object.values(CITATION_STYLE_LABELS)).toEqual([
      'APA',
      'MLA',
      'Chicago',
      'Harvard',
      'IEEE',
      'Vancouver',
    ]);
  });
});

describe('progress steps', () => {
  it('maps each status to its step', () => {
    expect(PROJECT_STATUSES.map(progressStep)).toEqual([1, 3, 4, 5]);
    expect(progressStep('archived')).toBe(1);
    expect(progressStep(undefined)).toBe(1);
    expect(progressStep('constructor')).toBe(1);
  });

  it('reads steps 1 to 5 and maps unknown or lower values to 1', () => {
    expect([1, 2, 3, 4, 5].map(stepFromValue)).toEqual([1, 2, 3, 4, 5]);
    expect(stepFromValue('4')).toBe(4);
    for (const v of [0, -3, 6, 2.5, NaN, '', 'two', null, undefined, {}]) expect(stepFromValue(v)).toBe(1);
  });

  it('builds the page path for each step, and the list without an id', () => {
    expect(projectPath(1, 'p1')).toBe('/dashboard/projects/new/p1');
    expect(projectPath(2, 'p1')).toBe('/dashboard/projects/new/p1?step=analyse');
    expect(projectPath(3, 'p1')).toBe('/dashboard/projects/draft/p1');
    expect(projectPath(4, 'p1')).toBe('/dashboard/projects/review/p1');
    expect(projectPath(5, 'p1')).toBe('/dashboard/projects/completed/p1');
    expect(projectPath(9, 'p1')).toBe('/dashboard/projects/new/p1');
    expect(projectPath(3, null)).toBe('/dashboard/projects');
    expect(projectPath(3, '')).toBe('/dashboard/projects');
    expect(projectPath(3, 'a/b')).toBe('/dashboard/projects/draft/a%2Fb');
  });
});

describe('isOverdue', () => {
  const now = new Date(2026, 10, 22, 15, 30); // 22 Nov 2026, 3:30 PM local time

  it('is overdue only before the start of today and while not completed', () => {
    expect(isOverdue('2026-11-21', 'draft', now)).toBe(true);
    expect(isOverdue('2026-11-22', 'draft', now)).toBe(false);
    expect(isOverdue('2026-11-23', 'review', now)).toBe(false);
    expect(isOverdue('2026-11-21', 'completed', now)).toBe(false);
    expect(isOverdue(new Date(2026, 10, 21, 23, 59), 'pending', now)).toBe(true);
    expect(isOverdue({ seconds: new Date(2026, 10, 22, 0, 0).getTime() / 1000 }, 'draft', now)).toBe(false);
  });

  it('is never overdue without a valid due date', () => {
    expect(isOverdue(null, 'draft', now)).toBe(false);
    expect(isOverdue('not a date', 'draft', now)).toBe(false);
  });
});

describe('transitions', () => {
  it('allows exactly the designed moves', () => {
    expect(ALLOWED_TRANSITIONS).toEqual({
      pending: ['draft'],
      draft: ['review'],
      review: ['draft', 'completed'],
      completed: ['draft'],
    });
    expect(canTransition('review', 'completed')).toBe(true);
    expect(canTransition('pending', 'completed')).toBe(false);
    expect(canTransition('draft', 'draft')).toBe(false);
  });
});

describe('project request schemas', () => {
  it('fills defaults and refuses bad values', () => {
    expect(CreateProjectRequestSchema.parse({ title: ' Essay ', type: 'essay' })).toEqual({
      title: 'Essay',
      type: 'essay',
      academicLevel: 'undergraduate',
      citationStyle: 'apa',
    });
    const bad = [
      { title: '', type: 'essay' },
      { title: 'x'.repeat(201), type: 'essay' },
      { title: 'T', type: 'poem' },
      { title: 'T', type: 'essay', targetWords: 0 },
      { title: 'T', type: 'essay', targetWords: 200_001 },
      { title: 'T', type: 'essay', dueDate: '2026-02-30' },
      { title: 'T', type: 'essay', brief: 'x'.repeat(20_001) },
      { title: 'T\u0000', type: 'essay' },
      { title: 'T', type: 'essay', status: 'completed' },
    ];
    for (const body of bad) expect(CreateProjectRequestSchema.safeParse(body).success).toBe(false);
  });

  it('updates are partial and strict', () => {
    expect(UpdateProjectRequestSchema.parse({ dueDate: null })).toEqual({ dueDate: null });
    expect(UpdateProjectRequestSchema.safeParse({ status: 'completed' }).success).toBe(false);
  });

  it('lists sort by updatedAt, newest first, page 1 by default', () => {
    expect(ListProjectsQuerySchema.parse({})).toEqual({ sort: 'updatedAt', order: 'desc', page: 1 });
    expect(ListProjectsQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(ListProjectsQuerySchema.safeParse({ sort: 'title' }).success).toBe(false);
  });

  it('a save names the version it was based on', () => {
    expect(SavePostRequestSchema.parse({ content: '<p>x</p>', version: 0 }).reason).toBe('manual');
    expect(SavePostRequestSchema.safeParse({ content: '', version: -1 }).success).toBe(false);
    // Past the database's integer column: refused here, not failed there.
    expect(SavePostRequestSchema.safeParse({ content: '', version: 2_147_483_648 }).success).toBe(false);
    expect(SavePostRequestSchema.safeParse({ content: '', version: 2_147_483_647 }).success).toBe(true);
  });
});

describe('htmlToText', () => {
  it('reads the visible text of editor HTML', () => {
    expect(htmlToText('<h1>Title</h1><ul><li>a &amp; b</li></ul>')).toBe('Title a & b');
    expect(htmlToText('<p><strong>Wo</strong>rd and&nbsp;more</p>')).toBe('Word and more');
  });
});

describe('isSitePath', () => {
  it('accepts paths on this site and nothing that leaves it', () => {
    for (const link of ['/dashboard/projects', '/dashboard/projects/review/p1?tab=2#x', '/'])
      expect(isSitePath(link)).toBe(true);
    for (const link of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard/projects',
      '/dash board',
      '/x\u0000y',
      '',
    ])
      expect(isSitePath(link)).toBe(false);
  });
});
