import { finding } from './finding.ts';
import { nameKey, similarNames } from './names.ts';
import type { StyleRules } from './styles.ts';
import type { Finding, ParsedCitation, ParsedReference } from './types.ts';
import { checkCoAuthors, narrow } from './match-candidates.ts';

/**
 * An MLA citation ("(Smith 23)", "(Smith, “Short Title” 23)", a bare page after a name in the sentence): the
 * author's entry, chosen among several by the short title; a misspelt name is matched to the entry it nearly
 * names and reported.
 */
export function matchAuthorPage(
  text: string,
  c: ParsedCitation,
  candidates: ParsedReference[],
  refs: ParsedReference[],
  rules: StyleRules,
  findings: Finding[],
  link: (c: ParsedCitation, r: ParsedReference) => void,
) {
  const titled = (r: ParsedReference) =>
    !!c.shortTitle && !!r.title && nameKey(r.title).includes(nameKey(c.shortTitle));
  if (c.authors.length === 0 && c.shortTitle) {
    const ref = refs.find(titled);
    if (ref) link(c, ref);
    else
      findings.push(
        finding(
          text,
          'missing_reference',
          'error',
          c,
          `No entry in the list has the title “${c.shortTitle}”.`,
        ),
      );
    return;
  }
  const main = (r: ParsedReference) => nameKey((r.title ?? '').split(/[:?.]/u)[0] ?? '');
  const titledPool = candidates.filter(titled);
  const short = nameKey(c.shortTitle ?? '');
  // The closest reading wins: the whole main title, then a title that opens with the short one, then any.
  const exactTitle = titledPool.filter((r) => main(r) === short);
  const opening = titledPool.filter((r) => nameKey(r.title ?? '').startsWith(short));
  // A short title that none of the author's works has names a work the list lacks.
  if (c.shortTitle && candidates.length > 0 && titledPool.length === 0) {
    findings.push(
      finding(
        text,
        'missing_reference',
        'error',
        c,
        `The list has no work by ${c.authors[0]} titled “${c.shortTitle}”.`,
      ),
    );
    return;
  }
  const pool =
    [exactTitle, opening, titledPool].find((p) => p.length === 1) ??
    (titledPool.length > 0 ? titledPool : narrow(c, candidates, rules));
  if (pool.length === 1) {
    link(c, pool[0]!);
    if (!c.partialNames) checkCoAuthors(text, c, pool[0]!, findings);
    return;
  }
  if (pool.length > 1) {
    pool.forEach((r) => link(c, r));
    c.reference = pool[0]!.index;
    findings.push(
      finding(
        text,
        'ambiguous_citation',
        'error',
        c,
        `The list has ${pool.length} works by ${c.authors[0]}; add a short title, as in (${c.authors[0]}, “Title” page).`,
      ),
    );
    return;
  }
  const first = c.authors[0] ?? '';
  // A misspelt name: among the entries whose first author is nearly it, the one the title or the other names
  // point to.
  const near = refs.filter((r) => r.authors[0] && similarNames(r.authors[0], first));
  const ref = near.find(titled) ?? narrow(c, near, rules)[0];
  if (ref) {
    link(c, ref);
    findings.push(
      finding(
        text,
        'author_mismatch',
        'error',
        c,
        // A name read from the sentence ("As Smiht argues … (45)") is named alone, not the words after it.
        c.partialNames
          ? `The text names ${first}, but the list has ${ref.authors[0]}.`
          : `“${c.text}” does not match the list, which has ${ref.authors[0]}.`,
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
      `“${c.text}” is cited but the Works Cited list has no entry by ${first}.`,
    ),
  );
}
