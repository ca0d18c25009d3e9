import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/identity.ts';
import { article, librarian, type Librarian } from './references.fixtures.ts';

describe('references the writers cannot write', () => {
  let t: TestApp;
  let l: Librarian;
  beforeAll(async () => {
    t = await createTestApp();
    l = await librarian(t);
  });
  afterAll(() => t.close());

  it('answer 422 naming the format, not 500, when exported', async () => {
    const { id } = await l.add(article({ title: 0 }));
    const res = await l.call('GET', `/v1/references/export?format=bibtex&ids=${id}`);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ status: 'error', code: 'references/cannot-write' });
    expect((res.json() as { message: string }).message).toContain('BibTeX');
  });

  it('answer 422 naming the style, not 500, when formatted', async () => {
    const { id } = await l.add(article({ accessed: { 'date-parts': [[], ['']] } }));
    const res = await l.call('POST', '/v1/references/format', { style: 'apa', ids: [id] });
    expect(res.statusCode).toBe(422);
    expect((res.json() as { message: string }).message).toContain('APA');
  });

  it.each([
    ['cut off before its closing boundary', 'multipart/form-data; boundary=cut'],
    ['without a boundary', 'multipart/form-data'],
  ])('answer 400, not 500, to an import upload %s', async (_, contentType) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/references/import',
      headers: { ...bearer(l.user.token), 'content-type': contentType },
      payload: '--cut\r\nContent-Disposition: form-data; name="file"; filename="refs.bib"\r\n\r\n@book{a,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', code: 'upload-incomplete' });
  });
});
