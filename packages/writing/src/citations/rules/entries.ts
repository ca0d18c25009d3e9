import { describeReference, finding } from '../finding.ts';
import { nameKey } from '../names.ts';
import type { StyleRules } from '../styles.ts';
import type { Finding, ParsedReference } from '../types.ts';

const VALID_DOI = /^10\.\d{4,9}\/\S+$/u;

/** The same work twice: the same DOI, or the same first author, year and title. Later copies are reported. */
export function findDuplicates(
  text: string,
  refs: ParsedReference[],
): { duplicates: Set<number>; findings: Finding[] } {
  const seen = new Map<string, ParsedReference>();
  const duplicates = new Set<number>();
  const findings: Finding[] = [];
  for (const ref of refs) {
    const keys = [
      ...ref.dois.filter((d) => VALID_DOI.test(d.value)).map((d) => `doi:${d.value.toLowerCase()}`),
      ...(ref.title ? [`work:${nameKey(ref.authors[0] ?? '')}|${ref.year ?? ''}|${nameKey(ref.title)}`] : []),
    ];
    const original = keys.map((k) => seen.get(k)).find(Boolean);
    if (original) {
      duplicates.add(ref.index);
      findings.push(
        finding(
          text,
          'duplicate_reference',
          'warning',
          ref,
          `This repeats entry ${original.label ?? original.index} (${describeReference(original)}); keep one.`,
        ),
      );
      continue;
    }
    keys.forEach((k) => seen.set(k, ref));
  }
  return { duplicates, findings };
}

/** Two works with the same authors and year need "2020a" and "2020b" in author-date lists. */
export function listAmbiguity(
  text: string,
  rules: StyleRules,
  refs: ParsedReference[],
  duplicates: Set<number>,
): Finding[] {
  if (rules.system !== 'author-date') return [];
  const groups = new Map<string, ParsedReference[]>();
  for (const ref of refs) {
    if (duplicates.has(ref.index) || !ref.year || ref.authors.length === 0 || /[a-z]$/u.test(ref.year))
      continue;
    const key = `${ref.authors.map(nameKey).join('|')}#${ref.year}`;
    groups.set(key, [...(groups.get(key) ?? []), ref]);
  }
  const findings: Finding[] = [];
  for (const group of groups.values()) {
    if (group.length < 2) continue;
    group.forEach((ref, i) => {
      const span = ref.yearSpan ?? ref;
      const lettered = text
        .slice(span.start, span.end)
        .replace(ref.year!, `${ref.year}${String.fromCharCode(97 + i)}`);
      findings.push(
        finding(
          text,
          'ambiguous_citation',
          'error',
          span,
          `${group.length} works by the same authors in ${ref.year}: label them ${ref.year}a, ${ref.year}b… here and in the text.`,
          lettered,
        ),
      );
    });
  }
  return findings;
}

/** What each entry must carry: a year and a title; articles a journal and pages; online sources a link. */
export function missingElements(text: string, rules: StyleRules, refs: ParsedReference[]): Finding[] {
  const findings: Finding[] = [];
  const severe = rules.system === 'author-date' ? 'error' : 'warning';
  for (const ref of refs) {
    const missing = (what: string, severity: Finding['severity'] = 'warning') =>
      findings.push(finding(text, 'missing_element', severity, ref, `This entry has no ${what}.`));
    if (!ref.year)
      missing(rules.system === 'author-date' ? 'year (write “n.d.” when there is none)' : 'year', severe);
    if (!ref.title) missing('title', 'error');
    if (ref.periodical && !ref.container) missing('journal name');
    if (ref.periodical && !ref.pages) missing('page range or article number');
    // A journal named with nothing after it: no volume, no pages, and no DOI or link to find it by (an
    // article published online ahead of its issue has a DOI instead).
    if (!ref.periodical && ref.journalNamed && !ref.pages && !ref.url && ref.dois.length === 0)
      missing('volume or page range');
    if (
      /\b(?:retrieved\b[^.]{0,40}?\bfrom|available at|available from|accessed)\b|\[online\]/iu.test(
        ref.text,
      ) &&
      !ref.url &&
      ref.dois.length === 0
    )
      missing('URL, although it says it was read online');
  }
  return findings;
}

/**
 * DOIs: APA and Chicago want https://doi.org/…; MLA, Harvard, IEEE and Vancouver accept that or "doi:…".
 * Everyone has retired the dx.doi.org and http:// forms, and a DOI always reads "10.<digits>/<suffix>".
 */
export function doiFindings(text: string, rules: StyleRules, refs: ParsedReference[]): Finding[] {
  const findings: Finding[] = [];
  for (const ref of refs)
    for (const doi of ref.dois) {
      const preferred = `https://doi.org/${doi.value}`;
      if (!VALID_DOI.test(doi.value))
        findings.push(
          finding(
            text,
            'doi_format',
            'error',
            doi,
            `“${doi.value || text.slice(doi.start, doi.end)}” is not a well-formed DOI (it should read 10.<number>/<suffix>).`,
          ),
        );
      else if (/dx\.doi\.org|^http:/iu.test(doi.prefix))
        findings.push(
          finding(
            text,
            'doi_format',
            'warning',
            doi,
            'Use the current resolver, https://doi.org/.',
            preferred,
          ),
        );
      else if (doi.prefix === '')
        findings.push(
          finding(text, 'doi_format', 'warning', doi, `Write the DOI as a link (${preferred}).`, preferred),
        );
      else if (rules.doi === 'url' && !/^https:/iu.test(doi.prefix))
        findings.push(
          finding(
            text,
            'doi_format',
            'warning',
            doi,
            `${rules.label} writes DOIs as links: ${preferred}.`,
            preferred,
          ),
        );
    }
  return findings;
}
