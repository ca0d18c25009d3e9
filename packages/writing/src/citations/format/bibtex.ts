import type { CslItem } from '@penwright/shared';
import { outputObjects, parseOnly, toCsl } from './citation-js.ts';
import { cleanItem, residueOf, syntaxError, withResidue, type ImportOutcome } from './outcome.ts';

interface BibEntry {
  type: string;
  label: string;
  properties: Record<string, string | number>;
}

/*
 * BibTeX in and out through Citation.js. Files are read with the BibLaTeX mapping, a superset of BibTeX's
 * (abstract, keywords, urldate, eprint, …). They are written with BibTeX's field names, so classic BibTeX
 * styles find `journal` and `year`, plus the BibLaTeX fields that have no BibTeX name. A field neither mapping
 * knows is kept with the item (`custom.bibtex`, its LaTeX source as written) and written back on export.
 */

/** BibLaTeX and BibTeX names of one field, reduced to one name to tell whether a field is already there. */
const ALIASES: Record<string, string> = {
  journaltitle: 'journal',
  date: 'year',
  location: 'address',
  institution: 'school',
  annotation: 'annote',
  entrysubtype: 'type',
  archiveprefix: 'eprinttype',
  primaryclass: 'eprintclass',
  langid: 'language',
};
const canonical = (field: string) => ALIASES[field.toLowerCase()] ?? field.toLowerCase();

const TOKENS: Record<string, string> = {
  lbrace: '“{”',
  rbrace: '“}”',
  lparen: '“(”',
  rparen: '“)”',
  equals: '“=”',
  comma: '“,”',
  quote: 'a quotation mark',
  at: '“@”',
  hash: '“#”',
  identifier: 'a name',
  number: 'a number',
  whitespace: 'a space',
};

/** Citation.js's parser errors ("expected "equals", got "lbrace" at line 2 col 8: …") in plain words. */
function describeError(err: unknown) {
  const message = err instanceof Error ? err.message : String(err);
  const at = /at line (\d+) col (\d+)/.exec(message);
  if (!at) return syntaxError(null, `The BibTeX could not be read: ${message.split('\n')[0]}`);
  const line = Number(at[1]);
  const expected = /expected "?(\w+)"?, got "?(\w+)"?/.exec(message);
  const what = expected
    ? `expected ${TOKENS[expected[1]!] ?? expected[1]} but found ${TOKENS[expected[2]!] ?? expected[2]}`
    : 'this is not valid BibTeX (an entry may be missing its closing “}”)';
  return syntaxError(line, `Line ${line}, column ${at[2]}: ${what}.`);
}

/** Entries in the text, counted without parsing it (`@string`, `@preamble` and `@comment` are not entries). */
export function countBibtexEntries(text: string): number {
  return text.match(/^[ \t]*@(?!\s*(?:comment|string|preamble)\b)[A-Za-z]+\s*[{(]/gim)?.length ?? 0;
}

const asString = (value: string | number) => String(value);

/** BibTeX entries for items: BibTeX names first, then BibLaTeX-only fields, then the item's own residue. */
function toEntries(items: readonly CslItem[], withId: readonly object[]): BibEntry[] {
  const classic = outputObjects<BibEntry>('bibtex', withId);
  const modern = outputObjects<BibEntry>('biblatex', withId);
  const labels = new Set<string>();
  return classic.map((entry, i) => {
    const item = items[i]!;
    const properties: Record<string, string> = {};
    const have = new Set<string>();
    const add = (field: string, value: string | number) => {
      if (have.has(canonical(field))) return;
      have.add(canonical(field));
      properties[field] = asString(value);
    };
    for (const [field, value] of Object.entries(entry.properties)) add(field, value);
    const type = entryType(item, entry.type, modern[i]?.type);
    for (const [field, value] of Object.entries(modern[i]?.properties ?? {})) {
      // @phdthesis and @mastersthesis already say what BibLaTeX's entrysubtype would.
      if (!(field === 'entrysubtype' && type.endsWith('thesis'))) add(field, value);
    }
    // The "[Online; accessed …]" note is BibTeX's stand-in for urldate, which is written as itself.
    if (item.note === undefined && /^\[Online; accessed .*\]$/.test(properties.note ?? ''))
      delete properties.note;
    for (const [field, value] of Object.entries(residueOf<Record<string, string>>(item, 'bibtex') ?? {})) {
      add(field, value);
    }
    let label = entry.label;
    for (let n = 1; labels.has(label); n += 1) label = `${entry.label}-${n}`;
    labels.add(label);
    return { type, label, properties };
  });
}

/**
 * The entry type: BibTeX's, except where BibTeX only has @misc. A thesis becomes @phdthesis or
 * @mastersthesis; a web page or data set keeps BibLaTeX's @online or @dataset, which BibTeX reads as @misc.
 */
function entryType(item: CslItem, type: string, modern: string | undefined) {
  if (type !== 'misc') return type;
  if (item.type === 'thesis') {
    const masters = /master|diplom|\bm\.?\s?(?:a|sc|phil)\b/i.test(
      typeof item.genre === 'string' ? item.genre : '',
    );
    return masters ? 'mastersthesis' : 'phdthesis';
  }
  return modern && modern !== 'misc' ? modern : type;
}

const serialize = (entry: BibEntry) =>
  `@${entry.type}{${entry.label},\n${Object.entries(entry.properties)
    .map(([field, value]) => `\t${field} = {${value}},\n`)
    .join('')}}\n`;

/** Items as a BibTeX file. `id` is what Citation.js labels an entry by when the item has no citation key. */
export function exportBibtex(items: ReadonlyArray<CslItem & { id: string }>): string {
  return toEntries(items, items).map(serialize).join('\n');
}

/** The entry's fields that did not come back from CSL, by their names as written (LaTeX source kept). */
function residue(entry: BibEntry, item: CslItem): Record<string, string> | null {
  const [written] = toEntries([item], [{ ...item, id: entry.label }]);
  const known = new Set(Object.keys(written?.properties ?? {}).map(canonical));
  const left = Object.entries(entry.properties).filter(([field]) => !known.has(canonical(field)));
  return left.length > 0 ? Object.fromEntries(left.map(([field, value]) => [field, asString(value)])) : null;
}

/** Reads a BibTeX (or BibLaTeX) file; a syntax error names its line. */
export function importBibtex(text: string): ImportOutcome {
  let entries: BibEntry[];
  try {
    entries = parseOnly(text, '@biblatex/text') as BibEntry[];
  } catch (err) {
    return describeError(err);
  }
  if (!Array.isArray(entries) || entries.length === 0) {
    return syntaxError(1, 'No BibTeX entries were found: each one starts like @article{key, …}.');
  }
  let raw;
  try {
    raw = toCsl(entries, '@biblatex/entries+list');
  } catch (err) {
    return syntaxError(
      null,
      `The BibTeX could not be read: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  const items = raw.map((r, i) => {
    const item = cleanItem(r);
    return withResidue(item, 'bibtex', residue(entries[i]!, item));
  });
  return { ok: true, items };
}
