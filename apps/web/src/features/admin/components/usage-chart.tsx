import type { UsageDay } from '@penwright/shared';
import { useId } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Card, CardContent, CardHeader } from '../../../components/ui/card';

type Metric = 'signups' | 'activeProjects' | 'checks' | 'revenue';

type UsageChartProps = {
  title: string;
  metric: Metric;
  series: UsageDay[];
  /** The window's total, already formatted. */
  total: string;
  kind: 'bar' | 'area';
  format: (value: number) => string;
  /** Axis ticks may be shorter than the tooltip's value ($1.2k against $1,234.00). */
  formatTick?: (value: number) => string;
};

/** "2026-11-03" (a UTC day) as "Nov 3". */
export const shortDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

const axis = { stroke: 'var(--muted-foreground)', fontSize: 12, tickLine: false, axisLine: false } as const;

/** One metric per day as a chart, its total above it; the figure is named for screen readers. */
export function UsageChart({
  title,
  metric,
  series,
  total,
  kind,
  format,
  formatTick = format,
}: UsageChartProps) {
  const id = useId();
  const gradient = `${id}-fill`.replace(/:/g, '');
  const peak = series.reduce((max, day) => Math.max(max, day[metric]), 0);
  const common = {
    data: series,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
    accessibilityLayer: true,
  };
  const children = [
    <CartesianGrid key="grid" vertical={false} stroke="var(--border)" strokeDasharray="3 3" />,
    <XAxis key="x" dataKey="day" tickFormatter={shortDay} minTickGap={24} {...axis} />,
    <YAxis key="y" width={48} allowDecimals={false} tickFormatter={formatTick} {...axis} />,
    <Tooltip
      key="tip"
      cursor={{ fill: 'var(--muted)', stroke: 'var(--border)' }}
      labelFormatter={(day) => (typeof day === 'string' ? shortDay(day) : '')}
      formatter={(value) => [format(Number(value)), title]}
      contentStyle={{
        background: 'var(--card)',
        border: '1px solid var(--border)',
        borderRadius: 8,
        color: 'var(--foreground)',
        fontSize: 13,
      }}
    />,
  ];
  return (
    <Card>
      <CardHeader className="pb-2">
        <h3 id={`${id}-title`} className="font-sans text-sm font-medium text-muted-foreground">
          {title}
        </h3>
        <p className="text-2xl font-semibold tabular-nums">{total}</p>
      </CardHeader>
      <CardContent>
        <figure aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className="m-0">
          <p id={`${id}-summary`} className="sr-only">
            {`${title} per day: ${total} in ${series.length} days, at most ${format(peak)} on one day.`}
          </p>
          <div className="h-52 w-full">
            <ResponsiveContainer width="100%" height="100%">
              {kind === 'bar' ? (
                <BarChart {...common}>
                  {children}
                  <Bar
                    dataKey={metric}
                    name={title}
                    fill="var(--primary)"
                    radius={[3, 3, 0, 0]}
                    maxBarSize={28}
                    animationDuration={400}
                  />
                </BarChart>
              ) : (
                <AreaChart {...common}>
                  <defs>
                    <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
                      <stop offset="0%" stopColor="var(--accent-bright)" stopOpacity={0.35} />
                      <stop offset="100%" stopColor="var(--accent-bright)" stopOpacity={0.02} />
                    </linearGradient>
                  </defs>
                  {children}
                  <Area
                    type="linear"
                    animationDuration={400}
                    dataKey={metric}
                    name={title}
                    stroke="var(--accent)"
                    strokeWidth={2}
                    fill={`url(#${gradient})`}
                  />
                </AreaChart>
              )}
            </ResponsiveContainer>
          </div>
        </figure>
      </CardContent>
    </Card>
  );
}
