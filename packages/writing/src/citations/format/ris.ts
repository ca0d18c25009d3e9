import type { CslItem } from '@penwright/shared';
import { outputObjects, toCsl } from './citation-js.ts';
import { cleanItem, residueOf, syntaxError, withResidue, type ImportOutcome } from './outcome.ts';

/*
 * RIS in and out through Citation.js. The lines are read here, strictly enough to name the line a malformed
 * file goes wrong on (Citation.js itself accepts anything); each record then goes through Citation.js's
 * mapping. Tags the mapping drops (an editor of a journal article, an accession number, a conference's
 * proceedings title) are kept with the item (`custom.ris`) and written back on export.
 */

type Tag = [tag: string, value: string];
type RisRecord = Record<string, string | string[]>;

const TAG_LINE = /^([A-Z][A-Z0-9]) {2}-(?: (.*))?$/;
const LOOKS_LIKE_TAG = /^[A-Z][A-Z0-9]\s*-/;
/** The reference types of the RIS specification (the ones Citation.js maps; JOURN is an old spelling of JOUR). */
const TYPES = new Set(
  (
    'ABST ADVS AGGR ANCIENT ART BILL BLOG BOOK CASE CHAP CHART CLSWK COMP CONF CPAPER CTLG DATA DBASE DICT EBOOK ' +
    'ECHAP EDBOOK EJOUR ELEC ENCYC EQUA FIGURE GEN GOVDOC GRANT HEAR ICOMM INPR JFULL JOUR JOURN LEGAL MANSCPT ' +
    'MAP MGZN MPCT MULTI MUSIC NEWS PAMP PAT PCOMM RPRT SER SLIDE SOUND STAND STAT THES UNBILL UNPB VIDEO WEB'
  ).split(' '),
);

/** Tags that say the same thing: a value under any of them counts as kept. */
const SAME: Record<string, string> = {
  A1: 'AU',
  Y1: 'PY',
  DA: 'PY',
  T1: 'TI',
  N2: 'AB',
  JO: 'T2',
  JF: 'T2',
  JA: 'J2',
  BT: 'T2',
  EP: 'SP',
  ED: 'A2',
};
const same = (tag: string) => SAME[tag] ?? tag;

export function countRisRecords(text: string): number {
  return text.match(/^\s*TY {2}-/gm)?.length ?? 0;
}

interface ReadRecord {
  line: number;
  tags: Tag[];
}

/** Splits RIS text into records of tags; anything that is not RIS is an error naming its line. */
function readRecords(text: string): { records: ReadRecord[] } | { line: number; message: string } {
  const records: ReadRecord[] = [];
  let current: ReadRecord | null = null;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const [index, raw] of lines.entries()) {
    const lineNo = index + 1;
    const line = raw.trimEnd();
    if (line.trim() === '') continue;
    const tag = TAG_LINE.exec(line.trimStart());
    if (!tag) {
      if (LOOKS_LIKE_TAG.test(line.trimStart())) {
        return {
          line: lineNo,
          message: `Line ${lineNo}: a RIS tag is two capitals (or a capital and a digit), two spaces, a hyphen and a space, as in “TI  - Title”.`,
        };
      }
      const last = current?.tags.at(-1);
      if (!current || !last) {
        return {
          line: lineNo,
          message: `Line ${lineNo}: this is not RIS; a record starts with a line like “TY  - JOUR”.`,
        };
      }
      // A long value wrapped onto the next line (some programs wrap at 70 or 80 characters).
      last[1] = `${last[1]} ${line.trim()}`;
      continue;
    }
    const [, name, value = ''] = tag as unknown as [string, string, string | undefined];
    if (name === 'TY') {
      if (current) {
        return {
          line: lineNo,
          message: `Line ${lineNo}: a new record starts before the one on line ${current.line} ends with “ER  - ”.`,
        };
      }
      if (!TYPES.has(value.trim().toUpperCase())) {
        return {
          line: lineNo,
          message: `Line ${lineNo}: “${value.trim()}” is not a RIS reference type (JOUR, BOOK, CHAP, THES, CONF, RPRT, ELEC, DATA, …).`,
        };
      }
      current = { line: lineNo, tags: [['TY', value.trim().toUpperCase()]] };
    } else if (name === 'ER') {
      if (!current)
        return {
          line: lineNo,
          message: `Line ${lineNo}: “ER  - ” ends a record that never started with “TY  - ”.`,
        };
      records.push(current);
      current = null;
    } else {
      if (!current)
        return {
          line: lineNo,
          message: `Line ${lineNo}: every record starts with “TY  - ” before its other tags.`,
        };
      if (value.trim() !== '') current.tags.push([name, value.trim()]);
    }
  }
  if (current)
    return {
      line: current.line,
      message: `Line ${current.line}: this record has no “ER  - ” line to end it.`,
    };
  if (records.length === 0)
    return {
      line: 1,
      message: 'No RIS records were found: each starts with “TY  - ” and ends with “ER  - ”.',
    };
  return { records };
}

function asRecord(tags: readonly Tag[]): RisRecord {
  const record: RisRecord = {};
  for (const [tag, value] of tags) {
    const had = record[tag];
    record[tag] = had === undefined ? value : [...(Array.isArray(had) ? had : [had]), value];
  }
  return record;
}

function recordTags(record: RisRecord): Tag[] {
  const tags: Tag[] = [];
  for (const [tag, value] of Object.entries(record)) {
    for (const v of Array.isArray(value) ? value : [value]) tags.push([tag, String(v)]);
  }
  return tags;
}

/** Each item's RIS record: Citation.js's mapping, then the tags the item brought that the mapping dropped. */
function toRecords(items: ReadonlyArray<CslItem & { id: string }>): Tag[][] {
  const records = outputObjects<RisRecord>('ris', items);
  return records.map((record, i) => {
    const tags = recordTags(record).filter(([tag]) => tag !== 'TY');
    const have = new Set(tags.map(([tag]) => same(tag)));
    const left = (residueOf<Tag[]>(items[i]!, 'ris') ?? []).filter(([tag]) => !have.has(same(tag)));
    return [['TY', String(record.TY ?? 'GEN')], ...tags, ...left];
  });
}

/** Items as a RIS file: one record each, one line per tag (values are never wrapped). */
export function exportRis(items: ReadonlyArray<CslItem & { id: string }>): string {
  return toRecords(items)
    .map((tags) =>
      [...tags.map(([tag, value]) => `${tag}  - ${value.replace(/\s*\n\s*/g, ' ')}`), 'ER  - '].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}

const risDate = (value: string) => {
  const parts = value.split('/').filter(Boolean).map(Number).filter(Number.isFinite);
  return parts.length > 0 ? { 'date-parts': [parts.slice(0, 3)] } : undefined;
};

/**
 * Where Citation.js's RIS mapping leaves a variable the reference list needs empty, the tag that holds it in
 * what reference managers write: a report's number (IS), a web page's access date (Y2), the proceedings or
 * site a paper or page belongs to (T2), a conference paper's year (its event date).
 */
function fillGaps(item: CslItem, tags: readonly Tag[]): CslItem {
  const value = (tag: string) => tags.find(([t]) => t === tag)?.[1];
  const filled: CslItem = { ...item };
  if (item.type === 'report' && !filled.number && value('IS')) filled.number = value('IS');
  if (item.type === 'webpage' && !filled.accessed && value('Y2')) filled.accessed = risDate(value('Y2')!);
  if (
    (item.type === 'webpage' || item.type === 'paper-conference') &&
    !filled['container-title'] &&
    value('T2')
  ) {
    filled['container-title'] = value('T2');
    if (item.type === 'webpage') delete filled['collection-title'];
  }
  if (!filled.issued && filled['event-date']) filled.issued = filled['event-date'] as CslItem['issued'];
  return filled;
}

/** Reads a RIS file; anything malformed names its line. */
export function importRis(text: string): ImportOutcome {
  const read = readRecords(text);
  if ('message' in read) return syntaxError(read.line, read.message);
  const items: CslItem[] = [];
  for (const { tags } of read.records) {
    const [raw] = toCsl(asRecord(tags), '@ris/record');
    const item = fillGaps(cleanItem(raw ?? {}), tags);
    const [written = []] = toRecords([{ ...item, id: 'x' }]);
    const have = new Set(written.map(([tag]) => same(tag)));
    const left = tags.filter(([tag]) => tag !== 'ID' && !have.has(same(tag)));
    items.push(withResidue(item, 'ris', left.length > 0 ? left : null));
  }
  return { ok: true, items };
}
