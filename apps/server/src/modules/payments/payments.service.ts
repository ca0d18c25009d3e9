import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { FREE_PLAN_ID, Messages, SUPPORTED_CURRENCY, sortPlansForDisplay } from '@penwright/shared';
import type { BillingEvent, Payments } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/client.ts';
import {
  checkoutSessions,
  plans,
  projects,
  subscriptionEvents,
  subscriptions,
} from '../../db/schema/index.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { applyBillingEvent } from './billing.service.ts';

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

export interface PaymentsContext {
  db: Database;
  payments: Payments;
  log: FastifyBaseLogger;
}

type PlanRow = typeof plans.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

/** How long an unpaid checkout stays open. */
const CHECKOUT_TTL_MS = 24 * 60 * 60_000;

export async function currentSubscription(db: Database, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row ?? null;
}

/** On a paid plan that still runs (active, or past due while the provider retries). */
export const onPaidPlan = (row: SubscriptionRow | null): row is SubscriptionRow =>
  row !== null && row.planId !== FREE_PLAN_ID && (row.status === 'active' || row.status === 'past_due');

const checkoutPlan = (plan: PlanRow) => ({
  id: plan.id,
  name: plan.name,
  amount: plan.amount,
  currency: plan.currency,
  interval: plan.interval,
});

export async function applyAll(ctx: PaymentsContext, events: BillingEvent[]) {
  for (const event of events) await applyBillingEvent(ctx.db, event);
}

/** A provider call failed: logged with its cause, answered with the specification's message. */
function providerFailed(ctx: PaymentsContext, err: unknown, what: string): HttpError {
  ctx.log.error({ err }, `payment provider: ${what} failed`);
  return new HttpError(502, 'payments/provider-failed', Messages.checkoutFailed);
}

/**
 * Starts a checkout for `priceId`:
 * - the free plan is activated at once, or, for someone on a paid plan, replaces it at the end of the period;
 * - another paid plan, for someone already paying, is a change of plan made at once;
 * - otherwise a checkout opens with the provider, and the answer carries its address.
 */
export async function createCheckoutSession(
  ctx: PaymentsContext,
  user: { id: string; email: string },
  priceId: string,
) {
  const plan = await findPlanByPriceId(ctx.db, priceId);
  if (!plan || !plan.active)
    throw badRequest(
      `Unknown priceId "${priceId}": choose one of the plans from /v1/payments/plans.`,
      'payments/unknown-price',
    );
  if (plan.currency.toLowerCase() !== SUPPORTED_CURRENCY)
    throw badRequest(Messages.currencyNotSupported, 'payments/currency-not-supported');
  const current = await currentSubscription(ctx.db, user.id);

  if (plan.id === FREE_PLAN_ID || plan.amount === 0) {
    if (onPaidPlan(current)) {
      await setCancelAtPeriodEnd(ctx, user.id, true);
      return { status: 'success' as const, url: null, subscriptionId: current.id };
    }
    const subscription = await activatePlan(ctx.db, user.id, plan);
    return { status: 'success' as const, url: null, subscriptionId: subscription.id };
  }
  if (onPaidPlan(current)) {
    if (current.planId !== plan.id) {
      const events = await ctx.payments.provider
        .changePlan(current, checkoutPlan(plan), user.id)
        .catch((err: unknown) => {
          throw providerFailed(ctx, err, 'change of plan');
        });
      await applyAll(ctx, events);
    } else if (current.cancelAtPeriodEnd) {
      await setCancelAtPeriodEnd(ctx, user.id, false);
    }
    return { status: 'success' as const, url: null, subscriptionId: current.id };
  }

  const checkoutId = newId();
  await ctx.db.insert(checkoutSessions).values({
    id: checkoutId,
    userId: user.id,
    planId: plan.id,
    provider: ctx.payments.provider.name,
    amount: plan.amount,
    currency: plan.currency,
    status: 'open',
    expiresAt: new Date(Date.now() + CHECKOUT_TTL_MS),
  });
  const started = await ctx.payments.provider
    .startCheckout({ checkoutId, user, plan: checkoutPlan(plan) })
    .catch(async (err: unknown) => {
      await ctx.db
        .update(checkoutSessions)
        .set({ status: 'canceled' })
        .where(eq(checkoutSessions.id, checkoutId));
      throw providerFailed(ctx, err, 'checkout');
    });
  return { status: 'redirect' as const, url: started.url, subscriptionId: null };
}

/** Cancels a paid plan at the end of its period (`cancel`), or keeps it after all. */
export async function setCancelAtPeriodEnd(ctx: PaymentsContext, userId: string, cancel: boolean) {
  const current = await currentSubscription(ctx.db, userId);
  if (!onPaidPlan(current))
    throw conflict('You are on the free Starter plan: there is no paid plan to cancel.', 'payments/not-paid');
  if (current.cancelAtPeriodEnd === cancel) return;
  const events = await ctx.payments.provider
    .setCancelAtPeriodEnd(current, cancel, userId)
    .catch((err: unknown) => {
      throw providerFailed(ctx, err, cancel ? 'cancellation' : 'resumption');
    });
  await applyAll(ctx, events);
}

/** One checkout of the signed-in user's, for the test-mode checkout page. */
export async function findCheckout(db: Database, userId: string, checkoutId: string) {
  const [row] = await db
    .select({ checkout: checkoutSessions, plan: plans })
    .from(checkoutSessions)
    .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.userId, userId)));
  if (!row)
    throw notFound('There is no such checkout; start again from the plans.', 'payments/checkout-not-found');
  const expired = row.checkout.status === 'open' && row.checkout.expiresAt < new Date();
  return { ...row, status: expired ? ('expired' as const) : row.checkout.status };
}

/** Settings' view of the plan: price agreed, period, usage against the limits, and whether it is test mode. */
export async function subscriptionOverview(ctx: PaymentsContext, userId: string) {
  const [row] = await ctx.db
    .select({ subscription: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId));
  const [used] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(eq(projects.ownerId, userId), ne(projects.status, 'completed')));
  return {
    subscription: row
      ? {
          plan_id: row.plan.id,
          plan_name: row.plan.name,
          status: row.subscription.status,
          amount: row.subscription.amount ?? row.plan.amount,
          currency: row.subscription.currency ?? row.plan.currency,
          interval: row.plan.interval,
          current_period_end: row.subscription.currentPeriodEnd?.toISOString() ?? null,
          cancel_at_period_end: row.subscription.cancelAtPeriodEnd,
          provider: row.subscription.provider,
        }
      : null,
    usage: { projects: used?.n ?? 0, projects_limit: row ? row.plan.limits.projects : null },
    test_mode: ctx.payments.provider.name === 'local',
  };
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
