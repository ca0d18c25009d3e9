import { describeReference, finding } from './finding.ts';
import { nameKey, similarNames } from './names.ts';
import type { StyleRules } from './styles.ts';
import type { Finding, ParsedCitation, ParsedReference } from './types.ts';

/*
 * The entries a citation may mean: by first author (an index of the list's first authors), by short title, then
 * narrowed by year and by the rest of the names; and the check of the co-authors once an entry is chosen.
 */

export const baseYear = (year: string | null) => year?.replace(/[a-z]$/u, '') ?? null;

/** "In Smith" or "the World Health Organization" before "(2020)": the longest ending that names a first author. */
export function firstAuthorKeys(name: string): string[] {
  const words = name.split(/\s+/u);
  return words.map((_, i) => nameKey(words.slice(i).join(' ')));
}

interface Index {
  byFirst: Map<string, ParsedReference[]>;
  byLabel: Map<number, ParsedReference>;
}

export function buildIndex(refs: ParsedReference[]): Index {
  const byFirst = new Map<string, ParsedReference[]>();
  const byLabel = new Map<number, ParsedReference>();
  for (const ref of refs) {
    const key = nameKey(ref.authors[0] ?? '');
    if (key) byFirst.set(key, [...(byFirst.get(key) ?? []), ref]);
    const label = ref.label ?? ref.index;
    if (!byLabel.has(label)) byLabel.set(label, ref);
  }
  // An entry whose number is missing or taken twice still answers to its place in the list, so "[30]" finds
  // the thirtieth entry when that one is mislabelled "[29]" (its numbering is reported on its own).
  for (const ref of refs)
    if (!byLabel.has(ref.index) && byLabel.get(ref.label ?? -1) !== ref) byLabel.set(ref.index, ref);
  return { byFirst, byLabel };
}

export function sameAuthor(citation: ParsedCitation, index: Index): ParsedReference[] {
  const first = citation.authors[0];
  if (!first) return [];
  const initials = /^((?:\p{Lu}\.[\s-]*)+)(?=\p{L})/u.exec(first)?.[1];
  if (initials) citation.initials = initials.replace(/[^\p{Lu}]/gu, '');
  for (const key of firstAuthorKeys(first)) {
    const refs = index.byFirst.get(key);
    if (refs) {
      const kept = first.split(/\s+/u).slice(-refs[0]!.authors[0]!.split(/\s+/u).length).join(' ');
      const dropped = citation.text.indexOf(kept);
      if (!citation.parenthetical && dropped > 0) {
        citation.start += dropped;
        citation.text = citation.text.slice(dropped);
      }
      citation.authors[0] = kept;
      return refs;
    }
  }
  return [];
}

/**
 * Entries a title-only citation ("“Sleep in Teens,” 2019") may mean: a work listed under its title, which the
 * list reads where the names would be, and which the citation may shorten to its first words.
 */
export function byTitle(citation: ParsedCitation, refs: ParsedReference[]): ParsedReference[] {
  const key = nameKey(citation.shortTitle ?? '');
  if (key === '') return [];
  return refs.filter((r) => r.initials === null && nameKey(r.authors[0] ?? '').startsWith(key));
}

/**
 * Among several entries, the ones whose other names agree with the citation's. "Et al." stands for as many
 * authors as the style shortens (Chicago: four or more), so it does not point at a work of three.
 */
export function narrow(
  citation: ParsedCitation,
  refs: ParsedReference[],
  rules: StyleRules,
): ParsedReference[] {
  if (refs.length < 2) return refs;
  // "F. Castillo et al.": initials tell apart first authors who share a family name (APA 8.20, and MLA).
  const initials = citation.initials;
  const byInitials = initials ? refs.filter((r) => r.initials?.startsWith(initials)) : [];
  if (byInitials.length > 0) refs = byInitials;
  if (refs.length < 2) return refs;
  const second = citation.authors[1];
  let kept = second ? refs.filter((r) => r.authors[1] && similarNames(r.authors[1], second)) : refs;
  if (kept.length === 0) kept = refs;
  const fewest = rules.system === 'author-date' ? rules.etAlInText : 3;
  const alone = kept.filter((r) =>
    citation.etAl
      ? r.authors.length >= fewest || r.etAl
      : r.authors.length === citation.authors.length && !r.etAl,
  );
  return alone.length > 0 ? alone : kept;
}

/**
 * The first author and year agree; a second name that is misspelt or not in the entry is still a mismatch.
 * Names past those an entry gives before "et al." are not compared.
 */
export function checkCoAuthors(text: string, c: ParsedCitation, ref: ParsedReference, findings: Finding[]) {
  c.authors.slice(1).forEach((name, i) => {
    const listed = ref.authors[i + 1];
    if (listed && (nameKey(listed).endsWith(nameKey(name)) || nameKey(name).endsWith(nameKey(listed))))
      return;
    // Past the names an entry gives before "et al." there is nothing to compare with.
    if (!listed && ref.etAl) return;
    const message = listed
      ? `“${name}” does not match the list, which has ${listed} as author ${i + 2}.`
      : `${name} is not among the authors of ${describeReference(ref)} in the list.`;
    findings.push(finding(text, 'author_mismatch', 'error', c, message, listed ?? null));
  });
}
