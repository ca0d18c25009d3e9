import type { CitationCheck } from '@penwright/shared';
import { cn } from '../../../lib/cn';

type Stat = { label: string; value: number; tone?: 'error' | 'warning' | 'ok' };

/** The check's counts in one row: what was read, what matched, and how many problems of each weight. */
export function CheckSummary({ summary }: { summary: CitationCheck['summary'] }) {
  const stats: Stat[] = [
    { label: 'Citations', value: summary.citations },
    { label: 'References', value: summary.references },
    { label: 'Matched', value: summary.matched, tone: 'ok' },
    { label: 'Errors', value: summary.errors, tone: 'error' },
    { label: 'Warnings', value: summary.warnings, tone: 'warning' },
  ];
  return (
    <dl aria-label="Check summary" className="grid grid-cols-6 gap-2 sm:grid-cols-5 sm:gap-3">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={cn(
            // On a phone: three counts in the first row, the two kinds of problem in the second.
            'col-span-2 rounded-xl border border-border bg-card px-3 py-2.5 shadow-sm sm:col-span-1 sm:px-4 sm:py-3 [&:nth-child(n+4)]:col-span-3 sm:[&:nth-child(n+4)]:col-span-1',
            stat.tone === 'error' && stat.value > 0 && 'border-destructive/40 bg-destructive-soft',
            stat.tone === 'warning' && stat.value > 0 && 'border-accent-bright/50 bg-accent-soft',
          )}
        >
          <dt className="truncate text-[0.7rem] font-medium tracking-wide text-muted-foreground uppercase sm:text-xs">
            {stat.label}
          </dt>
          <dd className="mt-0.5 text-xl font-semibold tabular-nums sm:mt-1 sm:text-2xl">
            {stat.value.toLocaleString('en-US')}
          </dd>
        </div>
      ))}
    </dl>
  );
}
