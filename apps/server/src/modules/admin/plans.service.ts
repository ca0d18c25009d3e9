import { and, asc, count, eq } from 'drizzle-orm';
import {
  FREE_PLAN_ID,
  formatMoney,
  sortPlansForDisplay,
  type AdminPlan,
  type UpdatePlanRequest,
} from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { plans, subscriptions } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/bearer.ts';
import { presentPlan } from '../payments/payments.presenter.ts';
import { writeAudit } from './audit.ts';

type PlanRow = typeof plans.$inferSelect;

const present = (row: PlanRow, subscriberCount: number): AdminPlan => ({
  ...presentPlan(row),
  active: row.active,
  subscriberCount,
});

/** Every plan, the inactive ones too, in display order, with how many active subscriptions each has. */
export async function listAdminPlans(db: Database): Promise<AdminPlan[]> {
  const counts = db
    .select({ planId: subscriptions.planId, n: count().as('n') })
    .from(subscriptions)
    .where(eq(subscriptions.status, 'active'))
    .groupBy(subscriptions.planId)
    .as('counts');
  const rows = await db
    .select({ plan: plans, subscribers: counts.n })
    .from(plans)
    .leftJoin(counts, eq(counts.planId, plans.id))
    .orderBy(asc(plans.sortOrder), asc(plans.name));
  return sortPlansForDisplay(rows.map(({ plan, subscribers }) => present(plan, subscribers ?? 0)));
}

/** What changed, field by field, as the audit log shows it: `{amount: {from: 900, to: 1200}}`. */
function differences(before: PlanRow, after: PlanRow) {
  const pairs: Record<string, [unknown, unknown]> = {
    name: [before.name, after.name],
    amount: [before.amount, after.amount],
    projects: [before.limits.projects, after.limits.projects],
    priorityChecks: [before.limits.priorityChecks, after.limits.priorityChecks],
    active: [before.active, after.active],
  };
  return Object.fromEntries(
    Object.entries(pairs)
      .filter(([, [from, to]]) => from !== to)
      .map(([field, [from, to]]) => [field, { from, to }]),
  );
}

/**
 * Changes a plan for checkouts from now on. Subscriptions are not touched: each keeps the amount its holder
 * agreed to. The free plan stays free and on sale, since every sign-up subscribes to it.
 */
export async function updatePlan(
  db: Database,
  actor: AuthenticatedUser,
  planId: string,
  change: UpdatePlanRequest,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(plans).where(eq(plans.id, planId)).for('update');
    if (!before) throw notFound(`No plan with id "${planId}".`, 'admin/plan-not-found');
    if (planId === FREE_PLAN_ID && change.amount !== undefined && change.amount !== 0)
      throw badRequest(
        `The free plan stays at ${formatMoney(0)}: every new account starts on it.`,
        'admin/free-plan',
      );
    if (planId === FREE_PLAN_ID && change.active === false)
      throw badRequest(
        'The free plan cannot be withdrawn: every new account starts on it.',
        'admin/free-plan',
      );
    const limits = {
      projects: change.projects === undefined ? before.limits.projects : change.projects,
      priorityChecks: change.priorityChecks ?? before.limits.priorityChecks,
    };
    const [after] = await tx
      .update(plans)
      .set({
        name: change.name ?? before.name,
        amount: change.amount ?? before.amount,
        active: change.active ?? before.active,
        limits,
      })
      .where(eq(plans.id, planId))
      .returning();
    const details = differences(before, after!);
    if (Object.keys(details).length > 0)
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'plan.update',
        targetType: 'plan',
        targetId: planId,
        details,
      });
    const [subscribers] = await tx
      .select({ n: count() })
      .from(subscriptions)
      .where(and(eq(subscriptions.planId, planId), eq(subscriptions.status, 'active')));
    return present(after!, subscribers?.n ?? 0);
  });
}
