import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CslItem } from '@penwright/shared';
import { exportRis, importRis } from './ris.ts';

const LIBRARY = readFileSync(new URL('./fixtures/library.ris', import.meta.url), 'utf8');

function read(text: string): CslItem[] {
  const outcome = importRis(text);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome));
  return outcome.items;
}
const withIds = (items: CslItem[]) =>
  items.map((item, i) => ({ ...item, id: String(item['citation-key'] ?? `ref${i}`) }));

type Tag = [string, string];
/** Each record's tags, long values joined back onto one line. */
function records(text: string): Tag[][] {
  const out: Tag[][] = [];
  let current: Tag[] = [];
  for (const line of text.split('\n')) {
    const m = /^([A-Z][A-Z0-9]) {2}-(?: (.*))?$/.exec(line);
    if (!m) {
      if (line.trim() && current.length) current.at(-1)![1] += ` ${line.trim()}`;
      continue;
    }
    if (m[1] === 'ER') {
      out.push(current);
      current = [];
    } else current.push([m[1]!, (m[2] ?? '').trim()]);
  }
  return out;
}
/** "2020/02/10" and "2020/2/10/" are one date. */
const date = (v: string) => v.split('/').filter(Boolean).map(Number).join('/');

describe('RIS → CSL-JSON → RIS', () => {
  const items = read(LIBRARY);
  const exported = exportRis(withIds(items));

  it('reads every record of every type', () => {
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
    expect(items[0]).toMatchObject({ page: '18-27', 'citation-key': 'bent2020', volume: '3' });
    expect(items[0]!.abstract).toMatch(/health care, it is critical/);
    expect(items[3]).toMatchObject({ 'container-title': 'WHO', accessed: { 'date-parts': [[2024, 1, 15]] } });
    expect(items[4]).toMatchObject({ number: 'SP 800-30' });
    expect(items[6]).toMatchObject({ issued: { 'date-parts': [[2021]] } });
  });

  it('writes back every tag of every record, with the same value', () => {
    const before = records(LIBRARY);
    const after = records(exported);
    expect(after).toHaveLength(before.length);
    before.forEach((tags, i) => {
      const written = after[i]!;
      for (const [tag, value] of tags) {
        const same = written.filter(([t]) => t === tag).map(([, v]) => v);
        if (tag === 'EP') {
          expect(written.find(([t]) => t === 'SP')?.[1], `record ${i + 1} EP`).toMatch(
            new RegExp(`-${value}$`),
          );
        } else if (tag === 'DA' || tag === 'PY' || tag === 'Y2') {
          expect(same.map(date), `record ${i + 1} ${tag}`).toContain(date(value));
        } else if (tag === 'SP') {
          expect(same[0], `record ${i + 1} SP`).toMatch(new RegExp(`^${value}`));
        } else {
          expect(same, `record ${i + 1} ${tag}`).toContain(value);
        }
      }
    });
  });

  it('reads its own export back to the same CSL-JSON', () => {
    // The export's ID tags give the records without one a citation key.
    const again = read(exported).map((item, i) =>
      items[i]!['citation-key'] ? item : { ...item, 'citation-key': undefined },
    );
    expect(again).toEqual(items.map((item) => ({ 'citation-key': undefined, ...item })));
  });

  it('never wraps a long value onto a second line', () => {
    expect(exported).toContain(
      'AB  - As wearable technologies are being increasingly used for clinical research and health care, it is critical to understand their accuracy.\n',
    );
  });
});

describe('malformed RIS', () => {
  it.each([
    ['text before any record', 'hello\nTY  - JOUR\nER  - \n', 1, /Line 1: this is not RIS/],
    ['a tag before TY', 'TI  - Title\nER  - \n', 1, /starts with “TY {2}- ”/],
    ['a tag with one space', 'TY  - JOUR\nTI - Title\nER  - \n', 2, /Line 2: a RIS tag/],
    ['an unknown type', 'TY  - JOUR\nER  - \nTY  - NOPE\nER  - \n', 3, /“NOPE” is not a RIS reference type/],
    [
      'a record never ended',
      'TY  - JOUR\nTI  - One\nER  - \nTY  - BOOK\nTI  - Two\n',
      4,
      /no “ER {2}- ” line/,
    ],
    ['a record inside another', 'TY  - JOUR\nTY  - BOOK\nER  - \n', 2, /before the one on line 1 ends/],
  ])('names the line of %s', (_, text, line, message) => {
    const outcome = importRis(text);
    expect(outcome).toMatchObject({ ok: false, reason: 'syntax', line });
    expect(outcome.ok ? '' : 'message' in outcome ? outcome.message : '').toMatch(message);
  });
});
