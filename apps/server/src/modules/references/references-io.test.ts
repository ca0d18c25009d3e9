import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CITATION_STYLES,
  type DuplicateGroup,
  type FormattedReferences,
  type ImportReferencesResult,
  type ReferenceList,
} from '@penwright/shared';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bearer } from '../../../test/identity.ts';
import { multipartFile } from '../projects/analyse.fixtures.ts';
import { dataOf } from '../projects/projects.fixtures.ts';
import { article, librarian, type Librarian } from './references.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const BIB = `@article{bent2020,
  author = {Bent, Brinnae and Dunn, Jessilyn P.},
  title = {Investigating sources of inaccuracy in wearable optical heart rate sensors},
  journal = {npj Digital Medicine},
  year = {2020},
  volume = {3},
  pages = {18},
  doi = {10.1038/s41746-020-0226-6},
  file = {bent.pdf}
}
@book{allen2007,
  author = {Allen, John},
  title = {Photoplethysmography in clinical practice},
  publisher = {Oxford University Press},
  year = {2007}
}
`;
const RIS =
  'TY  - THES\nAU  - Vallat, Raphaël\nTI  - Sleep spindles\nPB  - University of Lyon\nPY  - 2016\nER  - \n';

const importText = (who: Librarian, body: object) => who.call('POST', '/v1/references/import', body);
const imported = (res: { json(): unknown }) => dataOf<ImportReferencesResult>(res);
const exportFile = (who: Librarian, query: string) => who.call('GET', `/v1/references/export?${query}`);

describe('POST /v1/references/import', () => {
  it('imports pasted BibTeX, RIS and CSL-JSON, telling the format from the text when left out', async () => {
    const me = await librarian(t);
    const bib = await importText(me, { text: BIB, tags: ['thesis chapter 2'] });
    expect(bib.statusCode).toBe(201);
    expect(bib.json()).toMatchObject({ status: 'success', message: '2 references imported' });
    expect(imported(bib)).toMatchObject({ format: 'bibtex', imported: 2, duplicates: 0 });
    expect(imported(await importText(me, { format: 'ris', text: RIS }))).toMatchObject({
      format: 'ris',
      imported: 1,
    });
    const csl = await importText(me, {
      text: JSON.stringify([{ id: 'x1', type: 'webpage', title: 'A page' }]),
    });
    expect(imported(csl)).toMatchObject({ format: 'csl-json', imported: 1 });
    const list = dataOf<ReferenceList>(await me.call('GET', '/v1/references?sort=title&order=asc'));
    expect(list.data.map((r) => r.csl.title)).toEqual([
      'A page',
      'Investigating sources of inaccuracy in wearable optical heart rate sensors',
      'Photoplethysmography in clinical practice',
      'Sleep spindles',
    ]);
    expect(list.data[1]).toMatchObject({ tags: ['thesis chapter 2'], csl: { 'citation-key': 'bent2020' } });
  });

  it('imports an uploaded file, its format from its name', async () => {
    const me = await librarian(t);
    for (const [name, text] of [
      ['library.bib', BIB],
      ['library.ris', `\uFEFF${RIS}`],
    ] as const) {
      const { payload, headers } = multipartFile(name, text);
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/references/import',
        payload,
        headers: { ...headers, ...bearer(me.user.token) },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect(dataOf<ReferenceList>(await me.call('GET', '/v1/references')).totalCount).toBe(3);
  });

  it('counts the imported entries that are already in the library', async () => {
    const me = await librarian(t);
    await importText(me, { text: BIB });
    expect(imported(await importText(me, { text: BIB }))).toMatchObject({ imported: 2, duplicates: 2 });
  });

  it('answers 400 naming the line of malformed BibTeX or RIS, and saves nothing', async () => {
    const me = await librarian(t);
    const bib = await importText(me, {
      format: 'bibtex',
      text: `${BIB}\n@article{broken,\n  title {No equals sign}\n}`,
    });
    expect(bib.statusCode).toBe(400);
    expect(bib.json()).toMatchObject({ status: 'error', code: 'references/invalid-import', line: 19 });
    expect((bib.json() as { message: string }).message).toMatch(/^Line 19, column 9: expected “=”/);
    const ris = await importText(me, { format: 'ris', text: 'TY  - JOUR\nTI  - One\nTI - Two\nER  - \n' });
    expect(ris.statusCode).toBe(400);
    expect(ris.json()).toMatchObject({ code: 'references/invalid-import', line: 3 });
    expect((ris.json() as { message: string }).message).toMatch(/^Line 3: /);
    expect(dataOf<ReferenceList>(await me.call('GET', '/v1/references')).totalCount).toBe(0);
  });

  it('says which format to choose when the text is none of the three', async () => {
    const me = await librarian(t);
    const res = await importText(me, { text: 'Smith, J. (2020). A book. Publisher.' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'references/unknown-format' });
    expect((await importText(me, { format: 'endnote', text: BIB })).statusCode).toBe(400);
  });

  it('imports 5,000 entries at once and refuses 5,001 with the limit in words', async () => {
    const me = await librarian(t);
    const entries = (n: number) =>
      Array.from({ length: n }, (_, i) => `@book{b${i}, title = {Book ${i}}, year = {2001}}`).join('\n');
    const many = await importText(me, { text: entries(5000) });
    expect(many.statusCode, many.body).toBe(201);
    expect(imported(many).imported).toBe(5000);
    expect(dataOf<ReferenceList>(await me.call('GET', '/v1/references')).totalCount).toBe(5000);
    const more = await importText(me, { text: entries(5001) });
    expect(more.statusCode).toBe(413);
    expect(more.json()).toMatchObject({
      code: 'references/too-many-entries',
      message:
        'This file holds 5,001 references; one import takes at most 5,000. Split it and import it in parts.',
    });
  }, 60_000);

  it('answers 413 to a body over 1 MB, pasted or uploaded', async () => {
    const me = await librarian(t);
    const big = `@misc{a, note = {${'x'.repeat(1024 * 1024)}}}`;
    const pasted = await importText(me, { text: big });
    expect(pasted.statusCode).toBe(413);
    expect(pasted.json()).toMatchObject({ code: 'references/too-large' });
    const { payload, headers } = multipartFile('big.bib', big);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/v1/references/import',
      payload,
      headers: { ...headers, ...bearer(me.user.token) },
    });
    expect(uploaded.statusCode).toBe(413);
    const added = await me.call('POST', '/v1/references', article({ note: 'x'.repeat(1024 * 1024) }));
    expect(added.statusCode).toBe(413);
  });

  it('refuses a file that is not text', async () => {
    const me = await librarian(t);
    const { payload, headers } = multipartFile('image.bib', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]));
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/references/import',
      payload,
      headers: { ...headers, ...bearer(me.user.token) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'references/not-text' });
  });
});

describe('GET /v1/references/export', () => {
  it('writes BibTeX, RIS and CSL-JSON files that import back to the same references', async () => {
    const me = await librarian(t);
    await importText(me, { text: BIB });
    const before = dataOf<ReferenceList>(await me.call('GET', '/v1/references?sort=title')).data.map(
      (r) => r.csl,
    );
    for (const [format, type, name] of [
      ['bibtex', 'application/x-bibtex', 'penwright-references.bib'],
      ['ris', 'application/x-research-info-systems', 'penwright-references.ris'],
      ['csl-json', 'application/vnd.citationstyles.csl+json', 'penwright-references.json'],
    ] as const) {
      const res = await exportFile(me, `format=${format}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain(type);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
      const copy = await librarian(t);
      expect(imported(await importText(copy, { format, text: res.body })).imported).toBe(2);
      const after = dataOf<ReferenceList>(await copy.call('GET', '/v1/references?sort=title')).data;
      expect(after.map((r) => r.csl.title)).toEqual(before.map((c) => c.title));
      if (format !== 'ris') expect(after.map((r) => r.csl)).toEqual(before);
    }
    const bib = (await exportFile(me, 'format=bibtex')).body;
    expect(bib).toContain('@article{bent2020,');
    expect(bib).toContain('file = {bent.pdf}');
  });

  it('exports only the ids or the tag asked for, and none of another user’s', async () => {
    const me = await librarian(t);
    const a = await me.add(article({ title: 'First' }));
    await me.add({ ...article({ title: 'Second' }), tags: ['keep'] });
    const only = JSON.parse((await exportFile(me, `format=csl-json&ids=${a.id}`)).body) as object[];
    expect(only).toHaveLength(1);
    const tagged = JSON.parse((await exportFile(me, 'format=csl-json&tag=KEEP')).body) as Array<{
      title: string;
    }>;
    expect(tagged.map((i) => i.title)).toEqual(['Second']);
    const other = await librarian(t);
    expect((await exportFile(other, `format=bibtex&ids=${a.id}`)).statusCode).toBe(404);
    expect((await exportFile(me, 'format=docx')).statusCode).toBe(400);
  });
});

describe('GET /v1/references/duplicates', () => {
  it('groups references with the same DOI, or the same title, year and first author', async () => {
    const me = await librarian(t);
    const a = await me.add(article());
    const b = await me.add(article({ DOI: 'https://doi.org/10.1038/S41746-020-0226-6', title: 'Other' }));
    const c = await me.add(article({ DOI: undefined, title: 'Heart rate at home', page: '1' }));
    const d = await me.add(article({ DOI: undefined, title: 'Heart Rate at Home.', page: '2' }));
    await me.add(article({ DOI: undefined, title: 'Something else entirely' }));
    const groups = dataOf<DuplicateGroup[]>(await me.call('GET', '/v1/references/duplicates'));
    expect(groups.map((g) => [g.reason, g.references.map((r) => r.id)])).toEqual([
      ['doi', [a.id, b.id]],
      ['title', [c.id, d.id]],
    ]);
    const other = await librarian(t);
    expect(dataOf<DuplicateGroup[]>(await other.call('GET', '/v1/references/duplicates'))).toEqual([]);
  });
});

describe('POST /v1/references/format', () => {
  let me: Librarian;
  let ids: string[];
  beforeAll(async () => {
    me = await librarian(t);
    await importText(me, { text: BIB });
    await importText(me, { format: 'ris', text: RIS });
    ids = dataOf<ReferenceList>(await me.call('GET', '/v1/references?sort=createdAt&order=asc')).data.map(
      (r) => r.id,
    );
  });
  const format = (body: object) => me.call('POST', '/v1/references/format', body);

  it('renders the list and the in-text citations in all six styles', async () => {
    for (const style of CITATION_STYLES) {
      const res = await format({ style: style.toUpperCase(), ids });
      expect(res.statusCode, style).toBe(200);
      const out = dataOf<FormattedReferences>(res);
      expect(out.style).toBe(style);
      expect(out.bibliography).toHaveLength(ids.length);
      expect(out.citations.map((c) => c.ids)).toEqual(ids.map((id) => [id]));
      for (const entry of out.bibliography) {
        expect(entry.html).toMatch(/^<div class="csl-entry">/);
        expect(entry.text).not.toMatch(/[<>]/);
      }
    }
    const apa = dataOf<FormattedReferences>(await format({ style: 'apa', ids }));
    expect(apa.citations[0]!.text).toBe('(Bent & Dunn, 2020)');
    expect(apa.bibliography.map((e) => e.text)[0]).toMatch(
      /^Allen, J\. \(2007\)\. Photoplethysmography in clinical practice\. Oxford University Press\.$/,
    );
  });

  it('numbers IEEE and Vancouver by first citation', async () => {
    const order = [ids[2]!, ids[0]!, ids[1]!];
    const ieee = dataOf<FormattedReferences>(
      await format({ style: 'ieee', citations: order.map((id) => [id]) }),
    );
    expect(ieee.bibliography.map((e) => [e.id, e.number])).toEqual(order.map((id, i) => [id, i + 1]));
    expect(ieee.citations.map((c) => c.text)).toEqual(['[1]', '[2]', '[3]']);
    expect(ieee.bibliography[0]!.text).toMatch(/^\[1\] R\. Vallat, “Sleep spindles,”/);
  });

  it('formats the whole library when no ids are given', async () => {
    const out = dataOf<FormattedReferences>(await format({ style: 'harvard' }));
    expect(out.bibliography).toHaveLength(ids.length);
  });

  it('answers 404 when an id is another user’s, and 400 for a style it does not know', async () => {
    const other = await librarian(t);
    const res = await other.call('POST', '/v1/references/format', { style: 'apa', ids: [ids[0]] });
    expect(res.statusCode).toBe(404);
    const bad = await format({ style: 'turabian', ids });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string }).message).toContain(
      'APA, MLA, Chicago, Harvard, IEEE, Vancouver',
    );
  });
});
