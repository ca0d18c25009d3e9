import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_PAGE_SIZE, type Project, type ProjectList } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { dataOf, writer, type Writer } from './projects.fixtures.ts';

describe('projects: the list', () => {
  let t: TestApp;
  let w: Writer;
  let other: Writer;
  const made: Record<string, Project> = {};
  const list = async (query = '') => {
    const res = await w.call('GET', `/v1/projects${query}`);
    expect(res.statusCode).toBe(200);
    return dataOf<ProjectList>(res);
  };
  const titles = (page: ProjectList) => page.data.map((p) => p.title);

  beforeAll(async () => {
    t = await createTestApp();
    [w, other] = await Promise.all([writer(t, 'professional'), writer(t, 'professional')]);
    const specs: [string, object][] = [
      ['Climate Change essay', { dueDate: '2026-12-10' }],
      ['climate policy report', { type: 'report', dueDate: '2026-11-30' }],
      ['History of Rome', {}],
      ['100% original_work', { dueDate: '2027-01-15' }],
    ];
    for (const [title, extra] of specs) made[title] = await w.createProject({ title, ...extra });
    await other.createProject({ title: 'Climate secrets of another writer' });
    await w.transition(made['History of Rome']!.id, 'draft');
    await w.transition(made['100% original_work']!.id, 'draft');
    for (const to of ['draft', 'review', 'completed'])
      await w.transition(made['climate policy report']!.id, to);
    // The last change: the first project becomes the most recently updated.
    await w.call('PATCH', `/v1/projects/${made['Climate Change essay']!.id}`, { brief: 'Updated brief' });
  });
  afterAll(() => t.close());

  it('shows only the caller’s projects, most recently updated first, 20 a page', async () => {
    const page = await list();
    expect(page).toMatchObject({ totalCount: 4, page: 1, pageSize: PROJECT_PAGE_SIZE });
    expect(titles(page)).toEqual([
      'Climate Change essay',
      'climate policy report',
      '100% original_work',
      'History of Rome',
    ]);
    expect(titles(await list('?order=asc'))).toEqual([
      'History of Rome',
      '100% original_work',
      'climate policy report',
      'Climate Change essay',
    ]);
  });

  it('sorts by creation date and by due date, projects without a due date last', async () => {
    expect(titles(await list('?sort=createdAt&order=asc'))).toEqual([
      'Climate Change essay',
      'climate policy report',
      'History of Rome',
      '100% original_work',
    ]);
    expect(titles(await list('?sort=dueDate&order=asc'))).toEqual([
      'climate policy report',
      'Climate Change essay',
      '100% original_work',
      'History of Rome',
    ]);
    expect(titles(await list('?sort=dueDate&order=desc'))).toEqual([
      '100% original_work',
      'Climate Change essay',
      'climate policy report',
      'History of Rome',
    ]);
  });

  it('filters by status', async () => {
    const drafts = await list('?status=draft&sort=createdAt&order=asc');
    expect(drafts.totalCount).toBe(2);
    expect(titles(drafts)).toEqual(['History of Rome', '100% original_work']);
    const completed = await list('?status=completed');
    expect(titles(completed)).toEqual(['climate policy report']);
    expect(completed.data[0]!.completedAt).not.toBeNull();
    expect((await list('?status=review')).totalCount).toBe(0);
  });

  it('searches titles without regard to case, treating % and _ as plain characters', async () => {
    const found = await list('?search=CLIMATE&sort=createdAt&order=asc');
    expect(titles(found)).toEqual(['Climate Change essay', 'climate policy report']);
    expect(titles(await list('?search=climate&status=completed'))).toEqual(['climate policy report']);
    expect(titles(await list(`?search=${encodeURIComponent('100%')}`))).toEqual(['100% original_work']);
    expect((await list(`?search=${encodeURIComponent('%')}`)).totalCount).toBe(1);
    expect((await list('?search=l_mate')).totalCount).toBe(0);
    expect((await list('?search=secrets')).totalCount).toBe(0);
    expect((await list(`?search=${encodeURIComponent("'; drop table projects; --")}`)).totalCount).toBe(0);
  });

  it('pages through more than 20 projects', async () => {
    const many = await writer(t, 'professional');
    for (let i = 1; i <= 23; i++) await many.createProject({ title: `Paper ${String(i).padStart(2, '0')}` });
    const page = async (n: number) =>
      dataOf<ProjectList>(await many.call('GET', `/v1/projects?sort=createdAt&order=asc&page=${n}`));
    const [one, two, three] = [await page(1), await page(2), await page(3)];
    expect(one.data).toHaveLength(20);
    expect(one).toMatchObject({ totalCount: 23, page: 1, pageSize: 20 });
    expect(titles(two)).toEqual(['Paper 21', 'Paper 22', 'Paper 23']);
    expect(three).toMatchObject({ data: [], totalCount: 23, page: 3 });
  });

  it.each([
    'status=archived',
    'status=',
    'sort=title',
    'order=up',
    'page=0',
    'page=-1',
    'page=1.5',
    'page=abc',
    `search=${'x'.repeat(201)}`,
    'search=%00',
  ])('refuses ?%s with a 400', async (query) => {
    const res = await w.call('GET', `/v1/projects?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'validation-error' });
  });
});
