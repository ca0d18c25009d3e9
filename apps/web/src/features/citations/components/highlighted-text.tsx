import type { CitationFinding } from '@penwright/shared';
import { useMemo } from 'react';
import { cn } from '../../../lib/cn';
import { firstSegmentOf, lastSegmentOf, segmentText } from './highlight-segments';
import { SEVERITY_LABELS } from '../../../components/citations/severity-icon';

/** The element id of a finding's highlight; the findings list scrolls to it. */
export const highlightId = (index: number) => `citation-finding-${index}`;

type HighlightedTextProps = {
  text: string;
  findings: readonly CitationFinding[];
  /** Each finding's number in reading order, by its index in `findings`. */
  numbers: readonly number[];
  active: number | null;
  onSelect: (index: number) => void;
};

/**
 * The checked text with every finding marked where it sits. Errors get a solid underline and warnings a dashed
 * one, and each mark ends with the finding's number and (for screen readers) its weight, so nothing rests on
 * colour alone.
 */
export function HighlightedText({ text, findings, numbers, active, onSelect }: HighlightedTextProps) {
  const { segments, first, last } = useMemo(() => {
    const segments = segmentText(text.length, findings);
    return {
      segments,
      first: firstSegmentOf(segments, findings.length),
      last: lastSegmentOf(segments, findings.length),
    };
  }, [text, findings]);

  return (
    <div className="font-serif text-[0.95rem] leading-7 break-words whitespace-pre-wrap sm:leading-8">
      {segments.map((segment, i) => {
        const piece = text.slice(segment.start, segment.end);
        if (segment.findings.length === 0) return <span key={segment.start}>{piece}</span>;
        const error = segment.findings.some((f) => findings[f]?.severity === 'error');
        const anchored = segment.findings.filter((f) => first[f] === i);
        const ending = segment.findings.filter((f) => last[f] === i);
        const owner = anchored[0] ?? segment.findings[0]!;
        const isActive = active !== null && segment.findings.includes(active);
        return (
          <mark
            key={segment.start}
            id={anchored.length > 0 ? highlightId(anchored[0]!) : undefined}
            tabIndex={anchored.length > 0 ? -1 : undefined}
            data-severity={error ? 'error' : 'warning'}
            data-finding={segment.findings.join(' ')}
            title={segment.findings.map((f) => findings[f]?.message).join('\n')}
            onClick={() => onSelect(owner)}
            className={cn(
              'cursor-pointer rounded-sm px-0.5 text-foreground underline decoration-2 underline-offset-4 outline-none',
              'scroll-mt-24 focus-visible:ring-2 focus-visible:ring-ring',
              error
                ? 'bg-destructive-soft decoration-destructive decoration-solid'
                : 'bg-accent-soft decoration-accent-bright decoration-dashed',
              isActive && 'ring-2 ring-ring',
            )}
          >
            {piece}
            {ending.map((f) => (
              <sup
                key={f}
                className={cn(
                  'ml-0.5 inline-flex min-w-4 justify-center rounded-full px-1 text-[0.65rem] leading-4 font-semibold no-underline',
                  findings[f]?.severity === 'error'
                    ? 'bg-destructive text-destructive-foreground'
                    : 'bg-accent-bright text-accent-foreground',
                )}
              >
                <span className="sr-only">{SEVERITY_LABELS[findings[f]?.severity ?? 'warning']} </span>
                {numbers[f]}
              </sup>
            ))}
          </mark>
        );
      })}
    </div>
  );
}
