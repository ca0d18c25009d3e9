import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CslItem } from '@penwright/shared';
import { exportBibtex, importBibtex } from './bibtex.ts';
import { parseOnly } from './citation-js.ts';

const LIBRARY = readFileSync(new URL('./fixtures/library.bib', import.meta.url), 'utf8');

type Entry = { type: string; label: string; properties: Record<string, string | number> };
const entriesOf = (text: string) => parseOnly(text, '@biblatex/text') as Entry[];

function read(text: string): CslItem[] {
  const outcome = importBibtex(text);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  return outcome.items;
}
const withIds = (items: CslItem[]) => items.map((item, i) => ({ ...item, id: `ref${i}` }));

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/** A field's value as BibTeX means it: case-protecting braces, "--" for a range and month names aside. */
function meaning(field: string, value: string | number) {
  let v = String(value)
    .replace(/\\(["'`^~=.])\s+/g, '\\$1')
    .replace(/[{}]/g, '')
    .replace(/--/g, '-')
    .replace(/\s*,\s*/g, ',')
    .replace(/\s+/g, ' ');
  if (field === 'month' && MONTHS.includes(v.toLowerCase())) v = String(MONTHS.indexOf(v.toLowerCase()) + 1);
  return v.replace(/^0+(\d)/, '$1').trim();
}

describe('BibTeX → CSL-JSON → BibTeX', () => {
  const items = read(LIBRARY);
  const exported = exportBibtex(withIds(items));

  it('reads every entry of every type with its fields', () => {
    expect(items.map((i) => i.type)).toEqual([
      'article-journal',
      'book',
      'chapter',
      'webpage',
      'report',
      'thesis',
      'paper-conference',
      'dataset',
    ]);
    expect(items[0]).toMatchObject({
      'citation-key': 'bent2020',
      'container-title': 'Journal of Medical Sensors',
      issued: { 'date-parts': [[2020, 2]] },
      page: '18-27',
      DOI: '10.1038/s41746-020-0226-6',
      abstract: 'As wearable technologies are being increasingly used for clinical research & health care.',
    });
    expect(items[2]!.author?.[1]).toEqual({ given: 'Hans', family: 'Müller' });
    expect(items[4]!.publisher).toBe('National Institute of Standards and Technology');
    expect(items[5]!.genre).toBe('PhD thesis');
  });

  it('writes back every field of every entry, with the same value', () => {
    const before = entriesOf(LIBRARY);
    const after = new Map(entriesOf(exported).map((e) => [e.label, e]));
    for (const entry of before) {
      const written = after.get(entry.label);
      expect(written, entry.label).toBeDefined();
      for (const [field, value] of Object.entries(entry.properties)) {
        expect(written!.properties, `${entry.label}.${field}`).toHaveProperty(field);
        expect(meaning(field, written!.properties[field]!), `${entry.label}.${field}`).toBe(
          meaning(field, value),
        );
      }
    }
  });

  it('keeps the BibTeX entry types and labels', () => {
    expect(entriesOf(exported).map((e) => `${e.type}:${e.label}`)).toEqual([
      'article:bent2020',
      'book:allen2007',
      'inbook:lee2019',
      'online:who2023',
      'techreport:nist2018',
      'phdthesis:vallat2019',
      'inproceedings:chen2021',
      'dataset:schafer2022',
    ]);
  });

  it('reads its own export back to the same CSL-JSON', () => {
    expect(read(exported)).toEqual(items);
  });

  it('labels entries without a citation key by author and year, never twice the same', () => {
    const item = {
      type: 'book',
      title: 'Same',
      author: [{ family: 'Smith', given: 'A' }],
      issued: { 'date-parts': [[2020]] },
    };
    const labels = entriesOf(
      exportBibtex([
        { ...item, id: 'a' },
        { ...item, id: 'b' },
      ]),
    ).map((e) => e.label);
    expect(new Set(labels).size).toBe(2);
    expect(labels[0]).toMatch(/^smith2020/i);
  });
});

describe('malformed BibTeX', () => {
  it.each([
    [
      'a field without "="',
      '@article{a1,\n  title {Hello},\n}',
      2,
      /Line 2, column 9: expected “=” but found “\{”/,
    ],
    ['text after a closing brace', '@article{a1,\n  title = {Hel}lo},\n  year = 2020}\n', 2, /Line 2/],
    [
      'an entry never closed',
      '@article{a1,\n  title = {Hello},\n  author = {X, Y}\n\n@book{b2, title = {B}}',
      5,
      /Line 5/,
    ],
  ])('names the line of %s', (_, text, line, message) => {
    const outcome = importBibtex(text);
    expect(outcome).toMatchObject({ ok: false, reason: 'syntax', line });
    expect(outcome.ok ? '' : 'message' in outcome ? outcome.message : '').toMatch(message);
  });

  it('says so when there is no entry at all', () => {
    expect(importBibtex('just some words')).toMatchObject({ ok: false, reason: 'syntax' });
  });
});
