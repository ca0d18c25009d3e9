import { describe, expect, it } from 'vitest';
import { importCslJson } from './csl-json.ts';
import { findDuplicateGroups } from './duplicates.ts';
import { detectFormat, importReferences } from './import.ts';

describe('detectFormat', () => {
  it('tells the three formats apart by their first characters', () => {
    expect(detectFormat('\n  @article{a, title={x}}')).toBe('bibtex');
    expect(detectFormat('% exported\n@book{b, title={y}}')).toBe('bibtex');
    expect(detectFormat('TY  - JOUR\nER  - ')).toBe('ris');
    expect(detectFormat('[{"type": "book"}]')).toBe('csl-json');
    expect(detectFormat('Smith, J. (2020). A book.')).toBeNull();
  });
});

describe('importReferences', () => {
  const bib = (n: number) =>
    Array.from({ length: n }, (_, i) => `@book{b${i}, title = {Book ${i}}, year = {2000}}`).join('\n');

  it('reads 5,000 entries', () => {
    const outcome = importReferences('bibtex', bib(5000), 5000);
    expect(outcome.ok && outcome.items).toHaveLength(5000);
  });

  it('refuses one entry more than the limit without parsing', () => {
    expect(importReferences('bibtex', bib(5001), 5000)).toEqual({
      ok: false,
      reason: 'too-many',
      count: 5001,
    });
    const ris = Array.from({ length: 3 }, () => 'TY  - BOOK\nTI  - T\nER  - ').join('\n');
    expect(importReferences('ris', ris, 2)).toEqual({ ok: false, reason: 'too-many', count: 3 });
  });
});

describe('importCslJson', () => {
  it('keeps the items as they are, the id becoming the citation key', () => {
    const outcome = importCslJson(
      JSON.stringify([
        { id: 'smith2020', type: 'book', title: 'A', custom: { x: 1 }, 'original-title': 'B' },
      ]),
    );
    expect(outcome).toEqual({
      ok: true,
      items: [
        { type: 'book', title: 'A', custom: { x: 1 }, 'original-title': 'B', 'citation-key': 'smith2020' },
      ],
    });
  });

  it('accepts one item or {items: [...]}', () => {
    expect(importCslJson('{"type": "book", "title": "A"}')).toMatchObject({
      ok: true,
      items: [{ title: 'A' }],
    });
    expect(importCslJson('{"items": [{"type": "book"}]}')).toMatchObject({ ok: true });
  });

  it('names the line of invalid JSON and the item that is not CSL', () => {
    expect(importCslJson('[\n  {"type": "book",\n  "title": }\n]')).toMatchObject({ ok: false, line: 3 });
    const outcome = importCslJson('[{"type": "book"}, {"title": "no type"}]');
    expect(outcome).toMatchObject({ ok: false, reason: 'syntax' });
    expect(!outcome.ok && 'message' in outcome && outcome.message).toMatch(/^Item 2: type/);
  });
});

describe('findDuplicateGroups', () => {
  const ref = (id: string, csl: object) => ({ id, csl: { type: 'article-journal', ...csl } });

  it('groups the same DOI however written, and the same title, year and first author', () => {
    const groups = findDuplicateGroups([
      ref('a', { DOI: '10.1000/ABC', title: 'One' }),
      ref('b', { DOI: 'https://doi.org/10.1000/abc', title: 'Other title' }),
      ref('c', {
        title: 'The DNA of mice.',
        issued: { 'date-parts': [[2020]] },
        author: [{ family: 'Müller' }],
      }),
      ref('d', {
        title: 'The D.N.A. of Mice',
        issued: { 'date-parts': [[2020]] },
        author: [{ family: 'Muller' }],
      }),
      ref('e', {
        title: 'The DNA of mice',
        issued: { 'date-parts': [[2021]] },
        author: [{ family: 'Muller' }],
      }),
      ref('f', { title: 'Unrelated work entirely' }),
    ]);
    expect(groups).toEqual([
      { reason: 'doi', ids: ['a', 'b'] },
      { reason: 'title', ids: ['c', 'd'] },
    ]);
  });

  it('joins chains: same DOI as one, same title as another', () => {
    const groups = findDuplicateGroups([
      ref('a', { DOI: '10.1/x', title: 'Sleep and memory', issued: { 'date-parts': [[2019]] } }),
      ref('b', { DOI: '10.1/X' }),
      ref('c', { title: 'Sleep and Memory!', issued: { 'date-parts': [[2019]] } }),
    ]);
    expect(groups).toEqual([{ reason: 'doi', ids: ['a', 'b', 'c'] }]);
  });
});
