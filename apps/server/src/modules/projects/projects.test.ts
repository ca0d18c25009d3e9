import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, Project, ProjectList } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { dataOf, writer, type Writer } from './projects.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('projects: create, read, update, delete', () => {
  let w: Writer;
  beforeAll(async () => {
    w = await writer(t, 'professional');
  });

  it('creates a pending project with defaults and an empty draft document', async () => {
    const res = await w.call('POST', '/v1/projects', {
      title: '  Climate policy essay ',
      type: 'essay',
      brief: 'Discuss carbon taxes.',
      targetWords: 2500,
      dueDate: '2026-12-01',
    });
    expect(res.statusCode).toBe(201);
    const project = dataOf<Project>(res);
    expect(project).toMatchObject({
      title: 'Climate policy essay',
      type: 'essay',
      status: 'pending',
      brief: 'Discuss carbon taxes.',
      academicLevel: 'undergraduate',
      citationStyle: 'apa',
      targetWords: 2500,
      dueDate: '2026-12-01',
      requirements: [],
      outline: [],
      wordCount: 0,
      completedAt: null,
    });
    expect(project.postId).toEqual(expect.any(String));
    const posts = dataOf<Post[]>(await w.call('GET', `/v1/projects/${project.id}/posts`));
    expect(posts).toEqual([
      expect.objectContaining({ id: project.postId, content: '', version: 0, citationFormat: 'apa' }),
    ]);
    expect(dataOf<Project>(await w.call('GET', `/v1/projects/${project.id}`))).toEqual(project);
  });

  it.each([
    ['an unknown type', { type: 'poem' }, 'body.type'],
    ['an unknown citation style', { citationStyle: 'bluebook' }, 'body.citationStyle'],
    ['an unknown academic level', { academicLevel: 'kindergarten' }, 'body.academicLevel'],
    ['a month that does not exist', { dueDate: '2026-13-01' }, 'body.dueDate'],
    ['a day that does not exist', { dueDate: '2026-02-30' }, 'body.dueDate'],
    ['a date in words', { dueDate: 'next Friday' }, 'body.dueDate'],
    ['year zero', { dueDate: '0000-01-01' }, 'body.dueDate'],
    ['a zero word target', { targetWords: 0 }, 'body.targetWords'],
    ['a fractional word target', { targetWords: 10.5 }, 'body.targetWords'],
    ['an empty title', { title: '   ' }, 'body.title'],
    ['a 201-character title', { title: 'x'.repeat(201) }, 'body.title'],
    ['a NUL character', { title: 'a\u0000b' }, 'body.title'],
    ['a brief over 20,000 characters', { brief: 'x'.repeat(20_001) }, 'body.brief'],
    ['a status', { status: 'completed' }, 'body'],
    ['a field under its former snake_case name', { due_date: '2026-12-01' }, '"due_date"'],
  ])('refuses %s with a 400 naming the field', async (_, extra, field) => {
    const res = await w.call('POST', '/v1/projects', { title: 'T', type: 'essay', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'validation-error' });
    expect((res.json() as { message: string }).message).toContain(field);
  });

  it('refuses malformed JSON and a missing body with a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/projects',
      headers: { authorization: `Bearer ${w.user.token}`, 'content-type': 'application/json' },
      payload: '{"title": "T", "type": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error' });
    expect((await w.call('POST', '/v1/projects')).statusCode).toBe(400);
  });

  it('updates details, the checklist and the outline, and clears the due date', async () => {
    const project = await w.createProject({ dueDate: '2026-12-24' });
    const requirements = [
      { id: 'r1', label: 'About 2,500 words', kind: 'word_count', target: 2500, done: false },
      { id: 'r2', label: 'Cite in APA', kind: 'citation_style', target: 'apa' },
    ];
    const outline = [{ id: 's1', title: 'Introduction', level: 1, targetWords: 250 }];
    const res = await w.call('PATCH', `/v1/projects/${project.id}`, {
      title: 'Renamed',
      citationStyle: 'ieee',
      dueDate: null,
      requirements,
      outline,
    });
    expect(res.statusCode).toBe(200);
    const updated = dataOf<Project>(res);
    expect(updated).toMatchObject({
      title: 'Renamed',
      citationStyle: 'ieee',
      dueDate: null,
      requirements,
      outline,
    });
    expect(updated.updatedAt > project.updatedAt).toBe(true);
  });

  it('refuses a status change, unknown fields and bad values in an update', async () => {
    const project = await w.createProject();
    for (const body of [
      { status: 'completed' },
      { owner_id: 'x' },
      { dueDate: '2026-02-29' },
      { title: '' },
    ]) {
      const res = await w.call('PATCH', `/v1/projects/${project.id}`, body);
      expect(res.statusCode).toBe(400);
    }
    const bad = [{ id: 'r', label: 'x', kind: 'mystery' }];
    expect((await w.call('PATCH', `/v1/projects/${project.id}`, { requirements: bad })).statusCode).toBe(400);
    expect(dataOf<Project>(await w.call('GET', `/v1/projects/${project.id}`)).status).toBe('pending');
  });

  it('deletes a project with its drafts', async () => {
    const project = await w.createProject();
    const res = await w.call('DELETE', `/v1/projects/${project.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'success', data: null });
    expect((await w.call('GET', `/v1/projects/${project.id}`)).statusCode).toBe(404);
    expect((await w.call('GET', `/v1/projects/${project.id}/posts/${project.postId}`)).statusCode).toBe(404);
    expect((await w.call('DELETE', `/v1/projects/${project.id}`)).statusCode).toBe(404);
  });
});

describe('projects: plan limits', () => {
  it("answers 403 'User is not subscribed' without an active subscription", async () => {
    const w = await writer(t, null);
    const res = await w.call('POST', '/v1/projects', { title: 'T', type: 'essay' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      status: 'error',
      code: 'projects/not-subscribed',
      message: 'User is not subscribed',
    });
  });

  it('lets a starter hold 3 active projects; completing or deleting one frees a place', async () => {
    const w = await writer(t, 'starter');
    const [first, second] = [await w.createProject(), await w.createProject(), await w.createProject()];
    const over = await w.call('POST', '/v1/projects', { title: 'Fourth', type: 'essay' });
    expect(over.statusCode).toBe(403);
    const { message, code } = over.json() as { message: string; code: string };
    expect(code).toBe('projects/limit-exceeded');
    expect(message.startsWith('Project limit exceeded')).toBe(true);
    expect(message).toContain('Starter');
    expect(message).toContain('3 active projects');

    for (const to of ['draft', 'review', 'completed'])
      expect((await w.transition(first!.id, to)).statusCode).toBe(200);
    const fourth = await w.createProject({ title: 'Fourth' });
    expect((await w.call('POST', '/v1/projects', { title: 'Fifth', type: 'essay' })).statusCode).toBe(403);

    // Reopening the completed project would make four active ones.
    const reopen = await w.transition(first!.id, 'draft');
    expect(reopen.statusCode).toBe(403);
    expect((reopen.json() as { message: string }).message).toMatch(/^Project limit exceeded/);

    expect((await w.call('DELETE', `/v1/projects/${second!.id}`)).statusCode).toBe(200);
    expect((await w.transition(first!.id, 'draft')).statusCode).toBe(200);
    expect(fourth.status).toBe('pending');
  });

  it('never lets simultaneous requests take more places than the plan has', async () => {
    const w = await writer(t, 'starter');
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => w.call('POST', '/v1/projects', { title: `P${i}`, type: 'essay' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 201, 403, 403, 403]);
    const list = dataOf<ProjectList>(await w.call('GET', '/v1/projects'));
    expect(list.totalCount).toBe(3);
  });
});

describe('projects: transitions', () => {
  let w: Writer;
  beforeAll(async () => {
    w = await writer(t, 'professional');
  });

  it('follows pending → draft → review → draft → review → completed → draft', async () => {
    const project = await w.createProject();
    const moves: [string, string | null][] = [
      ['draft', null],
      ['review', null],
      ['draft', null],
      ['review', null],
      ['completed', 'set'],
      ['draft', null],
    ];
    for (const [to, completed] of moves) {
      const res = await w.transition(project.id, to);
      expect(res.statusCode).toBe(200);
      const moved = dataOf<Project>(res);
      expect(moved.status).toBe(to);
      if (completed)
        expect(Date.parse(moved.completedAt!)).toBeGreaterThan(Date.parse(project.createdAt) - 1);
      else expect(moved.completedAt).toBeNull();
    }
  });

  it.each([
    [[], 'review'],
    [[], 'completed'],
    [[], 'pending'],
    [['draft'], 'completed'],
    [['draft'], 'pending'],
    [['draft'], 'draft'],
    [['draft', 'review', 'completed'], 'review'],
  ])('after %j refuses a move to %s with a 409 naming both statuses', async (path, to) => {
    const project = await w.createProject();
    for (const step of path) await w.transition(project.id, step);
    const from = path.at(-1) ?? 'pending';
    const res = await w.transition(project.id, to);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'error', code: 'projects/illegal-transition' });
    expect((res.json() as { message: string }).message).toContain(`from ${from} to ${to}`);
    expect(dataOf<Project>(await w.call('GET', `/v1/projects/${project.id}`)).status).toBe(from);
  });

  it('refuses an unknown status or a missing one with a 400', async () => {
    const project = await w.createProject();
    for (const body of [{ to: 'archived' }, {}, { to: 'draft', force: true }]) {
      expect((await w.call('POST', `/v1/projects/${project.id}/transition`, body)).statusCode).toBe(400);
    }
  });
});
