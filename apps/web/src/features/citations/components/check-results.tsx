import { CITATION_STYLE_LABELS, type CitationCheck } from '@penwright/shared';
import { BookX, CircleCheck } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { CheckSummary } from './check-summary';
import { groupFindings, lacksReferenceList } from './finding-groups';
import { findingItemId, FindingsList } from './findings-list';
import { HighlightedText, highlightId } from './highlighted-text';
import { MatchedPairs } from './matched-pairs';

type CheckResultsProps = {
  check: CitationCheck;
  /** The text as it was sent: the offsets point into it, whatever has been typed since. */
  text: string;
  stale: boolean;
};

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** One check's answer: the counts, the text with its findings marked, and the findings in words. */
export function CheckResults({ check, text, stale }: CheckResultsProps) {
  const [active, setActive] = useState<number | null>(null);
  const top = useRef<HTMLElement>(null);
  // Each check mounts a fresh copy (keyed by the run), so this brings every new answer into view: the form
  // above is tall enough to hide it.
  useEffect(() => {
    top.current?.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
  }, []);
  const groups = useMemo(() => groupFindings(check.findings), [check.findings]);
  const numbers = useMemo(() => {
    const byIndex: number[] = [];
    for (const g of groups) for (const f of g.findings) byIndex[f.index] = f.number;
    return byIndex;
  }, [groups]);

  const show = (index: number) => {
    setActive(index);
    const mark = document.getElementById(highlightId(index));
    if (!mark) return;
    mark.scrollIntoView({ block: 'center', behavior: reducedMotion() ? 'auto' : 'smooth' });
    mark.focus({ preventScroll: true });
  };

  // A mark chosen in the text: its entry in the list comes into view (on a phone the list sits below the text).
  const pick = (index: number) => {
    setActive(index);
    document
      .getElementById(findingItemId(index))
      ?.scrollIntoView({ block: 'nearest', behavior: reducedMotion() ? 'auto' : 'smooth' });
  };

  const style = CITATION_STYLE_LABELS[check.style];
  if (lacksReferenceList(check.summary.references, check.findings)) {
    return (
      <section ref={top} aria-label="Check results" className="grid scroll-mt-20 gap-4">
        <CheckSummary summary={check.summary} />
        <EmptyState icon={<BookX />} title="No reference list found">
          {check.findings[0]?.message} Citations are matched against that list, so nothing else can be checked
          until it is there.
        </EmptyState>
      </section>
    );
  }

  return (
    <section ref={top} aria-label="Check results" className="grid scroll-mt-20 gap-4">
      <CheckSummary summary={check.summary} />
      {check.findings.length === 0 ? (
        <EmptyState icon={<CircleCheck />} title="No citation problems found">
          Every citation matches an entry in the reference list, and the list follows {style}.
        </EmptyState>
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Card className="min-w-0">
            <CardHeader className="pb-3 sm:pb-3">
              <CardTitle className="text-base">Your paper, checked in {style}</CardTitle>
              <CardDescription>
                {stale ? 'The text has changed since this check; check again to update the marks. ' : ''}
                <span className="whitespace-nowrap">
                  <span className="underline decoration-destructive decoration-solid decoration-2 underline-offset-4">
                    Solid
                  </span>{' '}
                  marks errors,
                </span>{' '}
                <span className="whitespace-nowrap">
                  <span className="underline decoration-accent-bright decoration-dashed decoration-2 underline-offset-4">
                    dashed
                  </span>{' '}
                  marks warnings.
                </span>
              </CardDescription>
            </CardHeader>
            <CardContent>
              <div
                role="region"
                aria-label="Checked text"
                tabIndex={0}
                className="max-h-[36rem] overflow-y-auto rounded-lg border border-border bg-background/60 p-3 focus-visible:outline-2 focus-visible:outline-ring sm:p-5"
              >
                <HighlightedText
                  text={text}
                  findings={check.findings}
                  numbers={numbers}
                  active={active}
                  onSelect={pick}
                />
              </div>
            </CardContent>
          </Card>
          <Card className="min-w-0 self-start">
            <CardHeader className="pb-3 sm:pb-3">
              <CardTitle className="text-base">Findings</CardTitle>
              <CardDescription>Choose one to see it in your paper.</CardDescription>
            </CardHeader>
            <CardContent>
              <FindingsList groups={groups} active={active} onSelect={show} />
            </CardContent>
          </Card>
        </div>
      )}
      <MatchedPairs check={check} />
    </section>
  );
}
