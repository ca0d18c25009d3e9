import type { CitationCheck, CitationStyle } from '@penwright/shared';
import { finding } from './finding.ts';
import { parseCitations } from './in-text.ts';
import { matchCitations } from './match.ts';
import { nameKey } from './names.ts';
import { parseReference } from './parse-reference.ts';
import { findReferenceList } from './reference-list.ts';
import { ampersandFindings } from './rules/ampersand.ts';
import { doiFindings, findDuplicates, listAmbiguity, missingElements } from './rules/entries.ts';
import { etAlFindings, listEtAlFindings } from './rules/et-al.ts';
import { firstCitationFindings, numberingFindings, orderFindings } from './rules/order.ts';
import { STYLE_RULES } from './styles.ts';
import type { Finding, ParsedCitation, ParsedReference } from './types.ts';

const HEADINGS = '“References” (APA, Chicago, Harvard, IEEE, Vancouver) or “Works Cited” (MLA)';

function summarise(
  style: CitationStyle,
  citations: ParsedCitation[],
  refs: ParsedReference[],
  cited: Set<number>,
  findings: Finding[],
): CitationCheck {
  const unique = new Map<string, Finding>();
  for (const f of findings)
    unique.set(`${f.type}:${f.start}:${f.end}`, unique.get(`${f.type}:${f.start}:${f.end}`) ?? f);
  const sorted = [...unique.values()].sort((a, b) => a.start - b.start || a.end - b.end);
  return {
    style,
    citations: citations.map(({ text, start, end, authors, year, reference }) => ({
      text,
      start,
      end,
      authors,
      year,
      reference,
    })),
    references: refs.map(({ index, text, start, end, authors, year }) => ({
      index,
      text,
      start,
      end,
      authors,
      year,
      cited: cited.has(index),
    })),
    findings: sorted,
    summary: {
      citations: citations.length,
      references: refs.length,
      matched: citations.filter((c) => c.reference !== null).length,
      errors: sorted.filter((f) => f.severity === 'error').length,
      warnings: sorted.filter((f) => f.severity === 'warning').length,
    },
  };
}

/* "et. al.", "et al.." aside, writers slip into "et at", "et all", "et.al.": after a name in the prose. */
const MISSPELT_ET_AL = /(?<=\p{Lu}[\p{L}'’-]*\s+)et(?:\.\s*|\s+)a(?:ll?|t)\b\.?/gu;

/**
 * A misspelt "et al." after a name: each becomes a finding, and the text the citations are read from has the
 * right form in its place (padded to the same length, so every offset holds), so the citation is still matched.
 */
function misspeltEtAl(text: string, bodyEnd: number): { text: string; findings: Finding[] } {
  const findings: Finding[] = [];
  const fixed = text.slice(0, bodyEnd).replace(MISSPELT_ET_AL, (written: string, at: number) => {
    if (/^et al\.?$/u.test(written)) return written;
    findings.push(
      finding(
        text,
        'et_al_usage',
        'warning',
        { start: at, end: at + written.length },
        'Write “et al.”: “al.” is short for the Latin “alii”.',
        'et al.',
      ),
    );
    const right = written.length >= 6 ? 'et al.' : 'et al';
    return right.padEnd(written.length, ' ');
  });
  return { text: fixed + text.slice(bodyEnd), findings };
}

/**
 * Checks the citations of a paper against its own reference list, in one of the six styles. Pure and
 * synchronous; every offset is a UTF-16 offset into `text`.
 */
export function checkCitations(text: string, style: CitationStyle): CitationCheck {
  const rules = STYLE_RULES[style];
  const vancouver = style === 'vancouver';
  const list = findReferenceList(text);
  const refs = (list?.entries ?? []).map((span, i) => parseReference(text, span, i + 1, rules));
  // "———." repeats the names of the entry before; the run may go on over several entries.
  refs.forEach((ref, i) => {
    const before = refs[i - 1];
    if (ref.sameAuthors && ref.authors.length === 0 && before)
      Object.assign(ref, {
        authors: [...before.authors],
        initials: before.initials,
        etAl: before.etAl,
        ellipsis: before.ellipsis,
      });
  });
  const knownAuthors = new Set(refs.map((r) => nameKey(r.authors[0] ?? '')));
  const bodyEnd = list?.bodyEnd ?? text.length;
  const misspelt = misspeltEtAl(text, bodyEnd);
  const citations = parseCitations(misspelt.text, bodyEnd, rules, knownAuthors, vancouver);
  if (refs.length === 0) {
    const where = citations[0] ?? list?.heading ?? { start: 0, end: 0 };
    const message = list
      ? 'The reference list under this heading is empty.'
      : `No reference list was found. Add one at the end under a heading such as ${HEADINGS}.`;
    const severity = citations.length > 0 ? 'error' : 'warning';
    return summarise(style, citations, refs, new Set(), [
      finding(text, 'missing_reference', severity, where, message),
    ]);
  }
  const { duplicates, findings: duplicateFindings } = findDuplicates(text, refs);
  const { findings: matchFindings, cited } = matchCitations(text, citations, refs, rules, duplicates);
  const byIndex = new Map(refs.map((r) => [r.index, r]));
  const uncited = refs
    .filter((r) => !cited.has(r.index) && !duplicates.has(r.index))
    .map((r) => finding(text, 'uncited_reference', 'warning', r, 'This entry is never cited in the text.'));
  return summarise(style, citations, refs, cited, [
    ...matchFindings,
    ...uncited,
    ...duplicateFindings,
    ...listAmbiguity(text, rules, refs, duplicates),
    ...misspelt.findings,
    ...etAlFindings(text, rules, citations, byIndex),
    ...listEtAlFindings(text, rules, refs, citations),
    ...ampersandFindings(text, rules, citations, refs, vancouver),
    ...orderFindings(text, rules, refs),
    ...firstCitationFindings(text, rules, citations),
    ...numberingFindings(text, rules, refs),
    ...missingElements(text, rules, refs),
    ...doiFindings(text, rules, refs),
  ]);
}
