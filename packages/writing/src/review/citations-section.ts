import { CITATION_STYLE_LABELS, type CitationCheck, type CitationStyle } from '@penwright/shared';
import { clampScore, findingIn, plural, verdictOf, type DraftSection } from './finding.ts';

/** The citation checker's answer as a review section: its findings, and its counts in the project's style. */
export function citationsSection(text: string, check: CitationCheck, style: CitationStyle): DraftSection {
  // A number with no entry ("[5]" under a list of four) is the checker's numbering finding; to the writer it is
  // what an author-date citation with no entry is, and the report names both alike.
  const unmatched = new Set(
    check.citations.filter((c) => c.reference === null).map((c) => `${c.start}:${c.end}`),
  );
  const typeOf = (f: CitationCheck['findings'][number]) =>
    f.type === 'numbering' && unmatched.has(`${f.start}:${f.end}`) ? 'missing_reference' : f.type;
  const findings = check.findings.map((f) =>
    findingIn(text, {
      type: typeOf(f),
      severity: f.severity,
      message: f.message,
      start: f.start,
      end: f.end,
      suggestion: f.suggestion,
    }),
  );
  const { citations, references, matched, errors, warnings } = check.summary;
  const name = CITATION_STYLE_LABELS[style];
  const summary =
    citations === 0 && references === 0
      ? `No citations or reference list found (${name}).`
      : `${plural(citations, 'citation')} and ${plural(references, 'reference')} in ${name}; ${plural(matched, 'citation')} matched to the list.`;
  return {
    verdict: verdictOf(findings),
    ...(citations + references > 0 ? { score: clampScore(100 - errors * 10 - warnings * 3) } : {}),
    summary,
    findings,
    figures: { citations, references, matched, errors, warnings },
  };
}
