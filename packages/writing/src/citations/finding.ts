import type { CitationFindingType, Finding, Span } from './types.ts';

/** A finding whose excerpt is exactly the span it points at. */
export function finding(
  text: string,
  type: CitationFindingType,
  severity: Finding['severity'],
  span: Span,
  message: string,
  suggestion: string | null = null,
): Finding {
  return {
    type,
    severity,
    message,
    start: span.start,
    end: span.end,
    excerpt: text.slice(span.start, span.end),
    suggestion,
  };
}

/** "Smith and Lee (2020)" / "Smith et al. (2020)": how a reference is named in messages. */
export function describeReference(ref: {
  authors: string[];
  year: string | null;
  label: number | null;
  index: number;
}): string {
  const [first, second] = ref.authors;
  if (!first) return `entry ${ref.label ?? ref.index}`;
  const names = ref.authors.length > 2 ? `${first} et al.` : second ? `${first} and ${second}` : first;
  return ref.year ? `${names} (${ref.year})` : names;
}
