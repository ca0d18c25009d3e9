import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateCounters } from '../db/schema/index.ts';
import type { CounterStore } from './login-throttle.ts';

/**
 * Counters kept in the database, so every server process behind a load balancer sees the same counts.
 * One upsert per hit: a counter whose window has passed starts again at one.
 */
export function databaseCounterStore(db: Database): CounterStore {
  let lastSweep = 0;
  const sweep = async () => {
    if (Date.now() - lastSweep < 60_000) return;
    lastSweep = Date.now();
    await db.delete(rateCounters).where(lte(rateCounters.resetAt, new Date()));
  };
  return {
    async increment(key, windowMs) {
      const resetAt = new Date(Date.now() + windowMs);
      const [row] = await db
        .insert(rateCounters)
        .values({ key, count: 1, resetAt })
        .onConflictDoUpdate({
          target: rateCounters.key,
          set: {
            count: sql`case when ${rateCounters.resetAt} <= now() then 1 else ${rateCounters.count} + 1 end`,
            resetAt: sql`case when ${rateCounters.resetAt} <= now() then excluded.reset_at else ${rateCounters.resetAt} end`,
          },
        })
        .returning({ count: rateCounters.count });
      await sweep();
      return row?.count ?? 1;
    },
    async get(key) {
      const [row] = await db
        .select({ count: rateCounters.count })
        .from(rateCounters)
        .where(and(eq(rateCounters.key, key), gt(rateCounters.resetAt, new Date())));
      return row?.count ?? 0;
    },
    async reset(key) {
      await db.delete(rateCounters).where(eq(rateCounters.key, key));
    },
  };
}
