import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { scheduledJobs } from '../db/schema/index.ts';

/**
 * Claims the job `name` for `owner` for `leaseMs`: answers true in exactly one of the processes that ask while
 * the row is free. The update re-reads the row after waiting for a competing claim to commit, so the loser sees
 * the winner's `locked_until` and matches nothing. Times are the database's, so hosts' clocks may disagree.
 */
export async function claimJob(db: Database, name: string, owner: string, leaseMs: number): Promise<boolean> {
  await db
    .insert(scheduledJobs)
    .values({ name, lockedUntil: new Date(0) })
    .onConflictDoNothing({ target: scheduledJobs.name });
  const claimed = await db
    .update(scheduledJobs)
    .set({
      lockedUntil: sql`now() + ${leaseMs} * interval '1 millisecond'`,
      lockedBy: owner,
    })
    .where(and(eq(scheduledJobs.name, name), lte(scheduledJobs.lockedUntil, sql`now()`)))
    .returning({ name: scheduledJobs.name });
  return claimed.length === 1;
}

/**
 * Records how a claimed run ended. The lease is kept until it runs out, so the job runs once per lease across
 * all processes rather than once per process.
 */
export async function finishJob(db: Database, name: string, owner: string, error: string | null) {
  await db
    .update(scheduledJobs)
    .set({ lastRunAt: sql`now()`, lastError: error })
    .where(and(eq(scheduledJobs.name, name), eq(scheduledJobs.lockedBy, owner)));
}
