import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reference, ReferenceList, ReferenceTagCount } from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { dataOf } from '../projects/projects.fixtures.ts';
import { article, librarian, type Librarian } from './references.fixtures.ts';

let t: TestApp;
let me: Librarian;
let other: Librarian;
beforeAll(async () => {
  t = await createTestApp();
  me = await librarian(t);
  other = await librarian(t);
}, 60_000);
afterAll(() => t.close());

describe('adding, reading, changing and deleting references', () => {
  it('adds a CSL-JSON item with tags and answers it in the envelope', async () => {
    const res = await me.call('POST', '/v1/references', {
      ...article({ id: 'ignored', 'citation-key': 'bent2020' }),
      tags: ['wearables', ' Wearables ', 'sensors'],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'success', message: 'Reference added' });
    const ref = dataOf<Reference>(res);
    expect(ref.csl).toMatchObject({ type: 'article-journal', 'citation-key': 'bent2020', volume: '3' });
    expect(ref.csl).not.toHaveProperty('id');
    expect(ref.tags).toEqual(['Wearables', 'sensors']);
    const again = await me.call('GET', `/v1/references/${ref.id}`);
    expect(dataOf<Reference>(again)).toEqual(ref);
  });

  it('keeps CSL variables the form does not know', async () => {
    const ref = await me.add(article({ abstract: 'An abstract.', custom: { bibtex: { file: 'a.pdf' } } }));
    expect(ref.csl).toMatchObject({ abstract: 'An abstract.', custom: { bibtex: { file: 'a.pdf' } } });
  });

  it('refuses a reference without a title or type, naming the field', async () => {
    const noTitle = await me.call('POST', '/v1/references', { csl: { type: 'book', title: '  ' } });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json()).toMatchObject({
      code: 'validation-error',
      message: expect.stringContaining('title'),
    });
    const noType = await me.call('POST', '/v1/references', { csl: { title: 'A' } });
    expect(noType.statusCode).toBe(400);
    expect((noType.json() as { message: string }).message).toContain('csl.type');
    const badName = await me.call('POST', '/v1/references', {
      csl: { type: 'book', title: 'A', author: 'Smith' },
    });
    expect(badName.statusCode).toBe(400);
  });

  it('replaces the item and the tags on PATCH, and moves updatedAt', async () => {
    const ref = await me.add();
    const res = await me.call('PATCH', `/v1/references/${ref.id}`, {
      csl: { ...ref.csl, title: 'A new title' },
      tags: ['read'],
    });
    expect(res.statusCode).toBe(200);
    const changed = dataOf<Reference>(res);
    expect(changed).toMatchObject({ csl: { title: 'A new title' }, tags: ['read'] });
    expect(Date.parse(changed.updatedAt)).toBeGreaterThanOrEqual(Date.parse(ref.updatedAt));
    const tagsOnly = await me.call('PATCH', `/v1/references/${ref.id}`, { tags: [] });
    expect(dataOf<Reference>(tagsOnly)).toMatchObject({ csl: { title: 'A new title' }, tags: [] });
    expect((await me.call('PATCH', `/v1/references/${ref.id}`, {})).statusCode).toBe(400);
  });

  it('deletes a reference', async () => {
    const ref = await me.add();
    expect((await me.call('DELETE', `/v1/references/${ref.id}`)).json()).toMatchObject({ data: null });
    expect((await me.call('GET', `/v1/references/${ref.id}`)).statusCode).toBe(404);
  });

  it('answers 404 for another user’s reference, whatever the method, and changes nothing', async () => {
    const mine = await me.add();
    for (const [method, payload] of [
      ['GET', undefined],
      ['PATCH', { tags: ['stolen'] }],
      ['DELETE', undefined],
    ] as const) {
      const res = await other.call(method, `/v1/references/${mine.id}`, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', code: 'references/not-found' });
    }
    expect(dataOf<Reference>(await me.call('GET', `/v1/references/${mine.id}`)).tags).toEqual(['wearables']);
  });

  it('needs a signed-in caller and a valid id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/references' })).statusCode).toBe(401);
    expect((await me.call('GET', '/v1/references/not%20an%20id')).statusCode).toBe(400);
  });
});

describe('listing, searching and tags', () => {
  let reader: Librarian;
  beforeAll(async () => {
    reader = await librarian(t);
    const book = (title: string, family: string, year: number, tags: string[]) => ({
      csl: { type: 'book', title, author: [{ family, given: 'A.' }], issued: { 'date-parts': [[year]] } },
      tags,
    });
    await reader.add(book('Sleep and memory', 'Vallat', 2016, ['sleep', 'thesis']));
    await reader.add(book('Photoplethysmography', 'Allen', 2007, ['sensors']));
    await reader.add(book('Zebra stripes 100% explained', 'Müller', 2021, ['Sleep']));
    await reader.add({ ...article({ publisher: 'Springer' }), tags: [] });
  });

  const list = async (query = '') =>
    dataOf<ReferenceList>(await reader.call('GET', `/v1/references${query}`));

  it('lists the newest first, 25 a page, with the total', async () => {
    const page = await list();
    expect(page).toMatchObject({ totalCount: 4, page: 1, pageSize: 25 });
    expect(page.data[0]!.csl.type).toBe('article-journal');
    expect((await list('?page=2')).data).toEqual([]);
  });

  it('searches every word in titles, names, containers, publishers, DOIs, years and tags', async () => {
    const titles = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).data.map((r) => r.csl.title).sort();
    expect(await titles('sleep')).toEqual(['Sleep and memory', 'Zebra stripes 100% explained']);
    expect(await titles('allen 2007')).toEqual(['Photoplethysmography']);
    expect(await titles('müller')).toEqual(['Zebra stripes 100% explained']);
    expect(await titles('10.1038/s41746')).toHaveLength(1);
    expect(await titles('springer')).toHaveLength(1);
    expect(await titles('100%')).toEqual(['Zebra stripes 100% explained']);
    expect(await titles('_')).toEqual([]);
  });

  it('filters by tag whatever its case, and by type', async () => {
    expect((await list('?tag=sleep')).totalCount).toBe(2);
    expect((await list('?tag=SENSORS')).data.map((r) => r.csl.title)).toEqual(['Photoplethysmography']);
    expect((await list('?type=article-journal')).totalCount).toBe(1);
  });

  it('sorts by title, first author or year', async () => {
    const order = async (q: string) => (await list(q)).data.map((r) => r.csl.title);
    expect((await order('?sort=title&order=asc'))[0]).toBe(
      'Investigating sources of inaccuracy in wearable optical heart rate sensors',
    );
    expect(await order('?sort=author&order=asc')).toEqual([
      'Photoplethysmography',
      'Investigating sources of inaccuracy in wearable optical heart rate sensors',
      'Zebra stripes 100% explained',
      'Sleep and memory',
    ]);
    expect((await order('?sort=year&order=desc'))[0]).toBe('Zebra stripes 100% explained');
    expect((await reader.call('GET', '/v1/references?sort=colour')).statusCode).toBe(400);
  });

  it('counts the tags, most used first, one tag whatever its case', async () => {
    const tags = dataOf<ReferenceTagCount[]>(await reader.call('GET', '/v1/references/tags'));
    expect(tags).toEqual([
      { tag: 'Sleep', count: 2 },
      { tag: 'sensors', count: 1 },
      { tag: 'thesis', count: 1 },
    ]);
  });

  it('shows nobody else’s references', async () => {
    const stranger = await librarian(t);
    expect((await stranger.call('GET', '/v1/references')).json()).toMatchObject({ data: { totalCount: 0 } });
    expect(dataOf<ReferenceTagCount[]>(await stranger.call('GET', '/v1/references/tags'))).toEqual([]);
  });
});
