import { describeReference, finding } from './finding.ts';
import { nameKey, similarNames } from './names.ts';
import type { StyleRules } from './styles.ts';
import type { Finding, ParsedCitation, ParsedReference } from './types.ts';
import {
  baseYear,
  buildIndex,
  byTitle,
  checkCoAuthors,
  firstAuthorKeys,
  narrow,
  sameAuthor,
} from './match-candidates.ts';
import { matchAuthorPage } from './match-author-page.ts';
import { nearMatch } from './match-near.ts';

/*
 * Matches every citation to an entry of the list. Exact matches come first (same first author and year), so a
 * near miss (another year, a misspelt name) can only claim an entry that nothing matched exactly.
 */

export interface MatchResult {
  findings: Finding[];
  cited: Set<number>;
}

export function matchCitations(
  text: string,
  citations: ParsedCitation[],
  refs: ParsedReference[],
  rules: StyleRules,
  duplicates: Set<number>,
): MatchResult {
  const index = buildIndex(refs.filter((r) => !duplicates.has(r.index)));
  const findings: Finding[] = [];
  const cited = new Set<number>();
  const link = (c: ParsedCitation, r: ParsedReference) => {
    c.reference = r.index;
    cited.add(r.index);
  };
  const pending: ParsedCitation[] = [];

  for (const c of citations) {
    if (rules.system === 'numeric') {
      const ref = index.byLabel.get(c.number ?? -1);
      if (!ref) {
        findings.push(
          finding(
            text,
            'numbering',
            'error',
            c,
            `[${c.number}] is cited but the list has no entry ${c.number}.`,
          ),
        );
        continue;
      }
      link(c, ref);
      const named = c.authors[0];
      const listed = ref.authors[0];
      const like = named ? ref.authors.find((a) => similarNames(a, named)) : undefined;
      if (named && listed && !like)
        findings.push(
          finding(
            text,
            'author_mismatch',
            'error',
            c,
            `The text names ${named}, but entry ${c.number} is by ${listed}.`,
            listed,
          ),
        );
      else if (named && like && !firstAuthorKeys(named).includes(nameKey(like)))
        findings.push(
          finding(
            text,
            'author_mismatch',
            'error',
            c,
            `The text spells the name ${named}; entry ${c.number} has ${like}.`,
            c.text.replace(named, like),
          ),
        );
      continue;
    }
    const candidates =
      c.shortTitle && rules.system !== 'author-page' ? byTitle(c, refs) : sameAuthor(c, index);
    if (rules.system === 'author-page') {
      matchAuthorPage(text, c, candidates, refs, rules, findings, link);
      continue;
    }
    const exact = narrow(
      c,
      candidates.filter((r) => r.year === c.year),
      rules,
    );
    if (exact.length === 1) {
      link(c, exact[0]!);
      checkCoAuthors(text, c, exact[0]!, findings);
    } else if (exact.length > 1) {
      exact.forEach((r) => cited.add(r.index));
      c.reference = exact[0]!.index;
      findings.push(
        finding(
          text,
          'ambiguous_citation',
          'error',
          c,
          `${exact.length} entries match “${c.text}”: ${exact.map(describeReference).join('; ')}. Tell them apart (for example ${c.year}a and ${c.year}b).`,
        ),
      );
    } else {
      const lettered = candidates.filter((r) => r.year !== c.year && baseYear(r.year) === c.year);
      if (lettered.length > 1) {
        lettered.forEach((r) => cited.add(r.index));
        c.reference = lettered[0]!.index;
        const years = lettered.map((r) => r.year).join(', ');
        findings.push(
          finding(
            text,
            'ambiguous_citation',
            'error',
            c,
            `The list has ${years} for this author; say which one “${c.text}” means.`,
          ),
        );
      } else pending.push(c);
    }
  }
  for (const c of pending)
    nearMatch(text, c, c.shortTitle ? byTitle(c, refs) : sameAuthor(c, index), refs, cited, findings, link);
  return { findings, cited };
}
