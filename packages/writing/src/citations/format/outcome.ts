import type { CslItem } from '@penwright/shared';
import type { RawItem } from './citation-js.ts';

/** What reading an import gives: the items, or why not (with the line, where the format has lines). */
export type ImportOutcome =
  | { ok: true; items: CslItem[] }
  | { ok: false; reason: 'syntax'; line: number | null; message: string }
  | { ok: false; reason: 'too-many'; count: number };

export const syntaxError = (line: number | null, message: string): ImportOutcome => ({
  ok: false,
  reason: 'syntax',
  line,
  message,
});

/** Thesis and report kinds that BibTeX writes as codes, in the words a reference list prints. */
const GENRES: Record<string, string> = {
  mathesis: 'Master’s thesis',
  phdthesis: 'PhD thesis',
  bathesis: 'Bachelor’s thesis',
  candthesis: 'Candidate thesis',
  techreport: 'Technical report',
  resreport: 'Research report',
};

/**
 * A Citation.js item as the library stores it: no `id` (the library gives its own; a real one is kept as the
 * `citation-key`, the BibTeX label) and genre codes spelled out.
 */
export function cleanItem(raw: RawItem): CslItem {
  const { id, _graph: _ignored, ...rest } = raw;
  const item: CslItem = { type: 'document', ...rest };
  if (typeof id === 'string' && !id.startsWith('temp_id_') && !item['citation-key']) {
    item['citation-key'] = id;
  }
  if (typeof item.genre === 'string') item.genre = GENRES[item.genre.toLowerCase()] ?? item.genre;
  // BibLaTeX lists ("National Institute of Standards and Technology" as an institution) come back as arrays
  // where CSL expects one string.
  for (const [key, value] of Object.entries(item)) {
    if (Array.isArray(value) && value.every((v) => typeof v === 'string')) item[key] = value.join(' and ');
  }
  return item;
}

/** The item's own fields of one import format that Citation.js does not map to CSL, kept for export. */
export function withResidue(item: CslItem, format: 'bibtex' | 'ris', residue: unknown): CslItem {
  if (residue === null) return item;
  const custom = typeof item.custom === 'object' && item.custom !== null ? item.custom : {};
  return { ...item, custom: { ...custom, [format]: residue } };
}

export function residueOf<T>(item: CslItem, format: 'bibtex' | 'ris'): T | undefined {
  const custom = item.custom as Record<string, unknown> | undefined;
  return custom && typeof custom === 'object' ? (custom[format] as T | undefined) : undefined;
}
