/** A span of the checked text and the findings (by index) that cover it. */
export type TextSegment = { start: number; end: number; findings: number[] };

type Span = { start: number; end: number };

/**
 * Cuts `length` characters of text into runs at every finding's edges, so overlapping findings can each be
 * highlighted: a run lists every finding covering it. Offsets outside the text are clamped; a finding with no
 * width marks no run (the list still shows it).
 */
export function segmentText(length: number, findings: readonly Span[]): TextSegment[] {
  const clamp = (n: number) => Math.max(0, Math.min(length, n));
  const spans = findings.map((f) => ({ start: clamp(f.start), end: clamp(f.end) }));
  const edges = new Set([0, length]);
  for (const s of spans) {
    if (s.end > s.start) {
      edges.add(s.start);
      edges.add(s.end);
    }
  }
  const cuts = [...edges].sort((a, b) => a - b);
  const segments: TextSegment[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const start = cuts[i]!;
    const end = cuts[i + 1]!;
    const covering = spans.flatMap((s, index) =>
      s.start <= start && s.end >= end && s.end > s.start ? [index] : [],
    );
    segments.push({ start, end, findings: covering });
  }
  return segments;
}

/** For each finding, the index of the first run it covers (where the page anchors it), or null. */
export function firstSegmentOf(segments: readonly TextSegment[], count: number): (number | null)[] {
  const first: (number | null)[] = Array.from({ length: count }, () => null);
  segments.forEach((segment, i) => {
    for (const f of segment.findings) if (first[f] === null) first[f] = i;
  });
  return first;
}

/** For each finding, the index of the last run it covers (where its number is shown), or null. */
export function lastSegmentOf(segments: readonly TextSegment[], count: number): (number | null)[] {
  const last: (number | null)[] = Array.from({ length: count }, () => null);
  segments.forEach((segment, i) => {
    for (const f of segment.findings) last[f] = i;
  });
  return last;
}
