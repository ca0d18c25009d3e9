import { formatMoney, USAGE_RANGES, type UsageRange } from '@penwright/shared';
import { useSearchParams } from 'react-router';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useUsage } from '../api/get-usage';
import { UsageChart } from './usage-chart';

const count = (value: number) => value.toLocaleString('en-US');
const usd = (cents: number) => formatMoney(cents);
const usdTick = (cents: number) =>
  cents >= 100_000
    ? `$${(cents / 100_000).toFixed(cents % 100_000 === 0 ? 0 : 1)}k`
    : `$${Math.round(cents / 100)}`;

function rangeOf(value: string | null): UsageRange {
  const days = Number(value);
  return (USAGE_RANGES as readonly number[]).includes(days) ? (days as UsageRange) : 30;
}

/** Sign-ups, active projects, checks run and revenue per day over the last 7, 30 or 90 days. */
export function AdminUsage() {
  const [params, setParams] = useSearchParams();
  const days = rangeOf(params.get('days'));
  const usage = useUsage(days);
  const data = usage.data;
  return (
    <section aria-labelledby="admin-usage-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="admin-usage-heading" className="text-lg font-semibold">
            Usage over time
          </h2>
          <p className="text-sm text-muted-foreground">Per day in UTC, today included.</p>
        </div>
        <div
          role="group"
          aria-label="Period"
          className="inline-flex self-start rounded-lg border border-input bg-card p-1"
        >
          {USAGE_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              aria-pressed={range === days}
              onClick={() => setParams(range === 30 ? {} : { days: String(range) }, { replace: true })}
              className={cn(
                'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
                range === days
                  ? 'bg-primary text-primary-foreground'
                  : 'text-muted-foreground hover:bg-muted',
              )}
            >
              {range} days
            </button>
          ))}
        </div>
      </div>
      {usage.isError ? <p className="text-sm text-muted-foreground">Usage could not be loaded.</p> : null}
      {usage.isPending ? (
        <div className="grid gap-4 lg:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-72" />
          ))}
        </div>
      ) : null}
      {data ? (
        <div className={cn('grid gap-4 lg:grid-cols-2', usage.isPlaceholderData && 'opacity-60')}>
          <UsageChart
            title="Sign-ups"
            metric="signups"
            kind="bar"
            series={data.series}
            total={count(data.totals.signups)}
            format={count}
          />
          <UsageChart
            title="Active projects"
            metric="activeProjects"
            kind="area"
            series={data.series}
            total={count(data.totals.activeProjects)}
            format={count}
          />
          <UsageChart
            title="Checks run"
            metric="checks"
            kind="bar"
            series={data.series}
            total={count(data.totals.checks)}
            format={count}
          />
          <UsageChart
            title="Revenue"
            metric="revenue"
            kind="area"
            series={data.series}
            total={usd(data.totals.revenue)}
            format={usd}
            formatTick={usdTick}
          />
        </div>
      ) : null}
    </section>
  );
}
