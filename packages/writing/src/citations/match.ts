import { describeReference, finding } from './finding.ts';
import { nameKey, similarNames } from './names.ts';
import type { StyleRules } from './styles.ts';
import type { Finding, ParsedCitation, ParsedReference } from './types.ts';

/*
 * Matches every citation to an entry of the list. Exact matches come first (same first author and year), so a
 * near miss (another year, a misspelt name) can only claim an entry that nothing matched exactly.
 */

export interface MatchResult {
  findings: Finding[];
  cited: Set<number>;
}

const baseYear = (year: string | null) => year?.replace(/[a-z]$/u, '') ?? null;

/** "In Smith" or "the World Health Organization" before "(2020)": the longest ending that names a first author. */
function firstAuthorKeys(name: string): string[] {
  const words = name.split(/\s+/u);
  return words.map((_, i) => nameKey(words.slice(i).join(' ')));
}

interface Index {
  byFirst: Map<string, ParsedReference[]>;
  byLabel: Map<number, ParsedReference>;
}

function buildIndex(refs: ParsedReference[]): Index {
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

function sameAuthor(citation: ParsedCitation, index: Index): ParsedReference[] {
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
function byTitle(citation: ParsedCitation, refs: ParsedReference[]): ParsedReference[] {
  const key = nameKey(citation.shortTitle ?? '');
  if (key === '') return [];
  return refs.filter((r) => r.initials === null && nameKey(r.authors[0] ?? '').startsWith(key));
}

/**
 * Among several entries, the ones whose other names agree with the citation's. "Et al." stands for as many
 * authors as the style shortens (Chicago: four or more), so it does not point at a work of three.
 */
function narrow(citation: ParsedCitation, refs: ParsedReference[], rules: StyleRules): ParsedReference[] {
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

function nearMatch(
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

function matchAuthorPage(
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

/**
 * The first author and year agree; a second name that is misspelt or not in the entry is still a mismatch.
 * Names past those an entry gives before "et al." are not compared.
 */
function checkCoAuthors(text: string, c: ParsedCitation, ref: ParsedReference, findings: Finding[]) {
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
