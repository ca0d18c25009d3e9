import { describeReference, finding } from './finding.ts';
import { nameKey, similarNames } from './names.ts';
import type { Finding, ParsedCitation, ParsedReference } from './types.ts';
import { baseYear } from './match-candidates.ts';

/**
 * A citation with no exact match: the entry it most likely means (the same author in another year, a year-less
 * citation of a listed author, an entry whose names run into its title, a particle written the other way, a
 * misspelt name), reported as the mismatch it is and linked to it; a missing reference when none is near.
 */
export function nearMatch(
  text: string,
  c: ParsedCitation,
  candidates: ParsedReference[],
  refs: ParsedReference[],
  cited: Set<number>,
  findings: Finding[],
  link: (c: ParsedCitation, r: ParsedReference) => void,
) {
  if (candidates.length > 0) {
    const distance = (r: ParsedReference) =>
      (cited.has(r.index) ? 1000 : 0) +
      Math.abs(Number(baseYear(r.year) ?? 0) - Number(baseYear(c.year) ?? 0));
    const ref = [...candidates].sort((a, b) => distance(a) - distance(b))[0]!;
    link(c, ref);
    const yearText = ref.year ?? 'no year';
    // "(Judge et al., 57-79)" names the work but not its year.
    const message = c.year
      ? `“${c.text}” gives ${c.year}, but the list has ${describeReference(ref)} with ${yearText}.`
      : `“${c.text}” gives no year; the list has ${describeReference(ref)}.`;
    findings.push(
      finding(
        text,
        'year_mismatch',
        'error',
        c,
        message,
        ref.year && c.year ? c.text.replace(c.year, ref.year) : null,
      ),
    );
    return;
  }
  const first = c.authors[0] ?? '';
  // An entry without its year, whose names run on into the title ("World Commission on Environment and
  // Development Our common future"): the citation's names open it.
  const yearless = refs.find(
    (r) => !r.year && r.authors[0] && first && nameKey(r.authors[0]).startsWith(nameKey(first)),
  );
  if (yearless) {
    link(c, yearless);
    findings.push(
      finding(
        text,
        'year_mismatch',
        'error',
        c,
        `“${c.text}” gives ${c.year}, but the list has ${describeReference(yearless)} with no year.`,
      ),
    );
    return;
  }
  const sameYear = refs
    .filter((r) => baseYear(r.year) === baseYear(c.year))
    .sort((a, b) => Number(cited.has(a.index)) - Number(cited.has(b.index)));
  // "van Vuren" against a list that inverts the particle ("Vuuren, Detlef P. van"): any ending of the name.
  const endings = first.split(/\s+/u).map((_, i, words) => words.slice(i).join(' '));
  const ref =
    sameYear.find((r) => r.authors[0] && endings.some((e) => similarNames(r.authors[0]!, e))) ??
    sameYear.find(
      (r) =>
        c.authors.length > 1 &&
        r.authors.length > 1 &&
        similarNames(r.authors[1]!, first) &&
        similarNames(r.authors[0]!, c.authors[1]!),
    );
  if (ref) {
    link(c, ref);
    findings.push(
      finding(
        text,
        'author_mismatch',
        'error',
        c,
        `“${c.text}” does not match the list, which has ${describeReference(ref)}.`,
        ref.authors[0] ?? null,
      ),
    );
    return;
  }
  findings.push(
    finding(
      text,
      'missing_reference',
      'error',
      c,
      `“${c.text}” is cited but the reference list has no matching entry.`,
    ),
  );
}
