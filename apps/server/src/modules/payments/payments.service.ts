import { asc, desc, eq, sql } from 'drizzle-orm';
import { FREE_PLAN_ID, Messages, SUPPORTED_CURRENCY, sortPlansForDisplay } from '@penwright/shared';
import type { Database } from '../../db/client.ts';
import { plans, subscriptionEvents, subscriptions } from '../../db/schema/index.ts';
import { badRequest, HttpError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';

export async function listPlans(db: Database) {
  const rows = await db
    .select()
    .from(plans)
    .where(eq(plans.active, true))
    .orderBy(asc(plans.sortOrder), asc(plans.name));
  return sortPlansForDisplay(rows);
}

export async function findPlanByPriceId(db: Database, priceId: string) {
  const [plan] = await db.select().from(plans).where(eq(plans.priceId, priceId));
  return plan ?? null;
}

/** Puts the user on `planId` now and records the change in their history. */
export async function activatePlan(db: Database, userId: string, plan: typeof plans.$inferSelect) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .for('update');
    if (current?.planId === plan.id && current.status === 'active') return current;
    const values = {
      planId: plan.id,
      status: 'active' as const,
      provider: 'local',
      startedAt: new Date(),
      updatedAt: new Date(),
      cancelAtPeriodEnd: false,
    };
    const [row] = current
      ? await tx.update(subscriptions).set(values).where(eq(subscriptions.id, current.id)).returning()
      : await tx
          .insert(subscriptions)
          .values({ id: newId(), userId, ...values })
          .returning();
    await tx.insert(subscriptionEvents).values({
      id: newId(),
      userId,
      planId: plan.id,
      event: current ? 'changed' : 'subscribed',
      amount: plan.amount,
      currency: plan.currency,
    });
    return row!;
  });
}

/**
 * Starts a checkout for `priceId`. The free plan is activated at once; paid plans need a payment provider,
 * which this release does not include yet.
 */
export async function createCheckoutSession(db: Database, userId: string, priceId: string) {
  const plan = await findPlanByPriceId(db, priceId);
  if (!plan || !plan.active)
    throw badRequest(
      `Unknown priceId "${priceId}": choose one of the plans from /v1/payments/plans.`,
      'payments/unknown-price',
    );
  if (plan.currency.toLowerCase() !== SUPPORTED_CURRENCY)
    throw badRequest(Messages.currencyNotSupported, 'payments/currency-not-supported');
  if (plan.id === FREE_PLAN_ID || plan.amount === 0) {
    const subscription = await activatePlan(db, userId, plan);
    return { status: 'success' as const, url: null, subscriptionId: subscription.id };
  }
  throw new HttpError(
    409,
    'payments/provider-unavailable',
    `Paid checkout for the ${plan.name} plan is not available on this server yet.`,
  );
}

export async function subscriptionHistory(db: Database, userId: string, skip: number, take: number) {
  const [rows, [count]] = await Promise.all([
    db
      .select({ event: subscriptionEvents, planName: plans.name })
      .from(subscriptionEvents)
      .innerJoin(plans, eq(plans.id, subscriptionEvents.planId))
      .where(eq(subscriptionEvents.userId, userId))
      .orderBy(desc(subscriptionEvents.createdAt), desc(subscriptionEvents.id))
      .offset(skip)
      .limit(take),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.userId, userId)),
  ]);
  return {
    data: rows.map(({ event, planName }) => ({
      id: event.id,
      event: event.event,
      plan_id: event.planId,
      plan_name: planName,
      amount: event.amount,
      currency: event.currency,
      created_at: event.createdAt.toISOString(),
    })),
    totalCount: count?.n ?? 0,
  };
}
