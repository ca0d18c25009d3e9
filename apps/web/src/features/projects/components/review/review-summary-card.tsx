import { REVIEW_SECTION_LABELS, REVIEW_SECTIONS, type ReviewReport } from '@penwright/shared';
import { Badge } from '../../../../components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/card';
import { Skeleton } from '../../../../components/ui/skeleton';

const READINESS = {
  ready: { label: 'Ready', variant: 'success' },
  almost: { label: 'Almost ready', variant: 'accent' },
  not_ready: { label: 'Not ready', variant: 'destructive' },
} as const;

const VERDICT_TONE = {
  pass: 'text-success',
  warn: 'text-amber-700 dark:text-amber-400',
  fail: 'text-destructive',
} as const;

const count = (n: number, unit: string) => `${n} ${n === 1 ? unit : `${unit}s`}`;

/** The last review of the finished draft in a few lines: its readiness and what each section still finds. */
export function ReviewSummaryCard({ report }: { report: ReviewReport | undefined }) {
  return (
    <Card role="region" aria-label="Review summary">
      <CardHeader className="pb-3 sm:pb-3">
        <div className="flex items-center justify-between gap-3">
          <CardTitle className="text-base">Review summary</CardTitle>
          {report ? (
            <Badge variant={READINESS[report.readiness].variant}>{READINESS[report.readiness].label}</Badge>
          ) : null}
        </div>
        <CardDescription>
          {report
            ? report.blockers.length === 0
              ? 'Nothing blocked this draft when it was completed.'
              : `${count(report.blockers.length, 'blocker')} left open when it was completed.`
            : 'Checking the final draft…'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {report ? (
          <dl className="grid gap-2 text-sm">
            {REVIEW_SECTIONS.map((name) => {
              const section = report.sections[name];
              const errors = section.findings.filter((f) => f.severity === 'error').length;
              const others = section.findings.length - errors;
              const text =
                section.findings.length === 0
                  ? 'No findings'
                  : [errors ? count(errors, 'fix') : '', others ? count(others, 'note') : '']
                      .filter(Boolean)
                      .join(', ');
              return (
                <div key={name} className="flex items-baseline justify-between gap-3" data-section={name}>
                  <dt className="text-muted-foreground">{REVIEW_SECTION_LABELS[name]}</dt>
                  <dd className={`font-medium tabular-nums ${VERDICT_TONE[section.verdict]}`}>{text}</dd>
                </div>
              );
            })}
          </dl>
        ) : (
          <Skeleton className="h-36 w-full" />
        )}
      </CardContent>
    </Card>
  );
}
