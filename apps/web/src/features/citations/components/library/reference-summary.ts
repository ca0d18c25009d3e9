import type { CslItem, CslName } from '@penwright/shared';

const nameOf = (name: CslName) =>
  name.literal ?? [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');

/** "Bent", "Bent & Dunn", "Bent et al." (editors marked "(Ed.)" when there is no author). */
export function shortAuthors(csl: CslItem): string {
  const authors = csl.author?.length ? csl.author : (csl.editor ?? []);
  const names = authors.map(nameOf).filter(Boolean);
  const editors = !csl.author?.length && names.length > 0 ? (names.length > 1 ? ' (Eds.)' : ' (Ed.)') : '';
  if (names.length === 0) return '';
  if (names.length === 1) return `${names[0]}${editors}`;
  if (names.length === 2) return `${names[0]} & ${names[1]}${editors}`;
  return `${names[0]} et al.${editors}`;
}

export function year(csl: CslItem): string {
  const part = csl.issued?.['date-parts']?.[0]?.[0];
  if (part !== undefined) return String(part);
  return /\b\d{4}\b/.exec(csl.issued?.raw ?? csl.issued?.literal ?? '')?.[0] ?? '';
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export const titleOf = (csl: CslItem) => text(csl.title) || 'Untitled reference';

/** Where the work appeared: the journal, book or site, else its publisher. */
export const sourceOf = (csl: CslItem) => text(csl['container-title']) || text(csl.publisher);
