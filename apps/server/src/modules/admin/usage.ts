import { and, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import type { Usage, UsageDay } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { projects, subscriptionEvents, usageCounters, users } from '../../db/schema/index.ts';

/** What the usage charts count that no other table keeps. */
export type UsageMetric = 'checks';

const DAY_MS = 86_400_000;
/** Days are UTC days, here and in the charts, so every server process counts into the same row. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Adds one to today's count of `metric`: a single upsert on a two-column key. Counting is never worth failing
 * the request it counts, so a failure is logged and swallowed.
 */
export async function recordUsage(
  db: Database,
  metric: UsageMetric,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  try {
    await db
      .insert(usageCounters)
      .values({ day: utcDay(new Date()), metric, count: 1 })
      .onConflictDoUpdate({
        target: [usageCounters.day, usageCounters.metric],
        set: { count: sql`${usageCounters.count} + 1` },
      });
  } catch (err) {
    log?.warn({ err, metric }, 'Could not record usage');
  }
}

/** Revenue: money taken when someone subscribes, renews or changes plan. */
const PAID_EVENTS = ['subscribed', 'renewed', 'changed'] as const;

const dayOf = (column: PgColumn) => sql<string>`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;

async function perDay(
  db: Database,
  table: PgTable,
  column: PgColumn,
  where: SQL | undefined,
  value: SQL<number>,
) {
  const day = dayOf(column);
  const rows = await db.select({ day, value }).from(table).where(where).groupBy(day);
  return new Map(rows.map((row) => [row.day, Number(row.value)]));
}

/** Sign-ups, active projects, checks run and revenue for each of the last `days` UTC days, today included. */
export async function usageOverTime(db: Database, days: number, now = new Date()): Promise<Usage> {
  const first = new Date(Date.parse(utcDay(now)) - (days - 1) * DAY_MS);
  const firstDay = utcDay(first);
  const n = sql<number>`count(*)::int`;
  const [signups, active, checks, revenue, [distinctActive]] = await Promise.all([
    perDay(db, users, users.createdAt, gte(users.createdAt, first), n),
    perDay(db, projects, projects.updatedAt, gte(projects.updatedAt, first), n),
    db
      .select({ day: usageCounters.day, value: usageCounters.count })
      .from(usageCounters)
      .where(and(eq(usageCounters.metric, 'checks'), gte(usageCounters.day, firstDay)))
      .then((rows) => new Map(rows.map((row) => [row.day, row.value]))),
    perDay(
      db,
      subscriptionEvents,
      subscriptionEvents.createdAt,
      and(
        gte(subscriptionEvents.createdAt, first),
        sql`${subscriptionEvents.amount} > 0`,
        inArray(subscriptionEvents.event, [...PAID_EVENTS]),
        sql`lower(${subscriptionEvents.currency}) = 'usd'`,
      ),
      sql<number>`coalesce(sum(${subscriptionEvents.amount}), 0)::int`,
    ),
    db.select({ n }).from(projects).where(gte(projects.updatedAt, first)),
  ]);
  const series: UsageDay[] = Array.from({ length: days }, (_, i) => {
    const day = utcDay(new Date(first.getTime() + i * DAY_MS));
    return {
      day,
      signups: signups.get(day) ?? 0,
      activeProjects: active.get(day) ?? 0,
      checks: checks.get(day) ?? 0,
      revenue: revenue.get(day) ?? 0,
    };
  });
  const sum = (key: 'signups' | 'checks' | 'revenue') => series.reduce((total, d) => total + d[key], 0);
  return {
    days,
    series,
    totals: {
      signups: sum('signups'),
      activeProjects: distinctActive?.n ?? 0,
      checks: sum('checks'),
      revenue: sum('revenue'),
    },
  };
}
