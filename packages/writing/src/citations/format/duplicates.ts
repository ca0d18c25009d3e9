import type { CslItem, CslName } from '@penwright/shared';

/*
 * Likely duplicates in a library: the same DOI, or the same title with the same year and first author's
 * family name. Titles are compared without case, accents, punctuation or spacing, so "The DNA of mice." and
 * "The D.N.A. of Mice" meet.
 */

export interface DuplicateCandidate {
  id: string;
  csl: CslItem;
}

export type DuplicateReason = 'doi' | 'title';

const str = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const fold = (value: unknown) =>
  str(value)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

export function doiKey(doi: unknown): string | null {
  const key = str(doi)
    .trim()
    .toLowerCase()
    .replace(/^(?:https?:\/\/(?:dx\.)?doi\.org\/|doi:\s*)/, '');
  return key.startsWith('10.') ? key : null;
}

function firstName(item: CslItem): string {
  const name: CslName | undefined = item.author?.[0] ?? item.editor?.[0];
  return fold(name?.family ?? name?.literal ?? '');
}

function year(item: CslItem): string {
  const part = item.issued?.['date-parts']?.[0]?.[0];
  return part !== undefined ? String(part) : fold(item.issued?.raw ?? item.issued?.literal ?? '');
}

export function titleKey(item: CslItem): string | null {
  const title = fold(item.title);
  return title.length >= 6 ? `${title}|${year(item)}|${firstName(item)}` : null;
}

/** Groups of two or more ids that look like the same work, in the library's order; each id in one group. */
export function findDuplicateGroups(
  items: readonly DuplicateCandidate[],
): Array<{ reason: DuplicateReason; ids: string[] }> {
  const parent = new Map<string, string>();
  const root = (id: string): string => {
    const up = parent.get(id) ?? id;
    if (up === id) return id;
    const top = root(up);
    parent.set(id, top);
    return top;
  };
  const reasons = new Map<string, DuplicateReason>();
  const seen = new Map<string, string>();
  const join = (key: string | null, id: string, reason: DuplicateReason) => {
    if (!key) return;
    const first = seen.get(`${reason}:${key}`);
    if (!first) {
      seen.set(`${reason}:${key}`, id);
      return;
    }
    const [a, b] = [root(first), root(id)];
    if (a !== b) parent.set(b, a);
    if (reason === 'doi' || !reasons.has(a)) reasons.set(a, reason);
  };
  for (const { id, csl } of items) {
    join(doiKey(csl.DOI), id, 'doi');
    join(titleKey(csl), id, 'title');
  }
  const groups = new Map<string, string[]>();
  for (const { id } of items) {
    const top = root(id);
    groups.set(top, [...(groups.get(top) ?? []), id]);
  }
  return [...groups.entries()]
    .filter(([, ids]) => ids.length > 1)
    .map(([top, ids]) => ({ reason: reasons.get(root(top)) ?? 'title', ids }));
}
