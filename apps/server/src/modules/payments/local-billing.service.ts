import { and, eq, inArray, lte, ne } from 'drizzle-orm';
import { FREE_PLAN_ID } from '@penwright/shared';
import { localEvent } from '../../adapters/payments/local.ts';
import { checkoutSessions, plans, subscriptions } from '../../db/schema/index.ts';
import { conflict, HttpError } from '../../lib/errors.ts';
import { applyBillingEvent } from './billing.service.ts';
import {
  applyAll,
  currentSubscription,
  findCheckout,
  onPaidPlan,
  type PaymentsContext,
} from './payments.service.ts';

/*
 * The local provider's side of billing, for servers without Stripe: completing the in-app test checkout, the
 * end of a test-mode period, and the test events Settings offers. All of it goes through `applyBillingEvent`.
 */

/**
 * Completes or abandons a local test-mode checkout. Paying applies the same events as Stripe's webhooks would
 * (a completed checkout, then the first payment); a declined card changes nothing and the checkout stays open.
 */
export async function finishLocalCheckout(
  ctx: PaymentsContext,
  userId: string,
  checkoutId: string,
  outcome: 'paid' | 'declined' | 'canceled',
) {
  if (ctx.payments.provider.name !== 'local')
    throw conflict('Checkout happens with the payment provider on this server.', 'payments/not-test-mode');
  const found = await findCheckout(ctx.db, userId, checkoutId);
  if (found.status !== 'open')
    throw conflict(
      `This checkout is ${found.status}; start again from the plans.`,
      'payments/checkout-closed',
    );
  if (outcome === 'declined')
    throw new HttpError(402, 'payments/card-declined', 'The test card was declined. Nothing was charged.');
  if (outcome === 'canceled') {
    await ctx.db
      .update(checkoutSessions)
      .set({ status: 'canceled' })
      .where(eq(checkoutSessions.id, checkoutId));
    return found.checkout.id;
  }
  const claimed = await ctx.db
    .update(checkoutSessions)
    .set({ status: 'complete' })
    .where(and(eq(checkoutSessions.id, checkoutId), eq(checkoutSessions.status, 'open')))
    .returning({ id: checkoutSessions.id });
  if (claimed.length === 0)
    throw conflict('This checkout was completed already.', 'payments/checkout-closed');
  const { amount, currency } = found.checkout;
  const periodEnd = nextPeriodEnd(new Date(), found.plan.interval);
  await applyAll(ctx, [
    localEvent(userId, 'checkout.session.completed', {
      kind: 'activated',
      planId: found.plan.id,
      amount,
      currency,
      periodEnd,
    }),
    localEvent(userId, 'invoice.paid', { kind: 'paid', amount, currency, periodEnd, renewal: false }),
  ]);
  return found.checkout.id;
}

export function nextPeriodEnd(from: Date, interval: 'month' | 'year'): Date {
  const next = new Date(from);
  if (interval === 'year') next.setUTCFullYear(next.getUTCFullYear() + 1);
  else next.setUTCMonth(next.getUTCMonth() + 1);
  return next;
}

/**
 * The local provider's end of a period, for one user: a renewal (a test payment) or, when cancelled, the move
 * to Starter. The event ids name the subscription and the period, so any number of processes settle it once.
 */
export async function settleLocalPeriod(ctx: PaymentsContext, userId: string, now = new Date()) {
  if (ctx.payments.provider.name !== 'local') return;
  const current = await currentSubscription(ctx.db, userId);
  if (!onPaidPlan(current) || current.provider !== 'local' || !current.currentPeriodEnd) return;
  if (current.currentPeriodEnd > now) return;
  const end = current.currentPeriodEnd;
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, current.planId));
  const event = current.cancelAtPeriodEnd
    ? localEvent(userId, 'customer.subscription.deleted', { kind: 'ended' })
    : localEvent(userId, 'invoice.paid', {
        kind: 'paid',
        amount: current.amount ?? plan?.amount ?? 0,
        currency: current.currency ?? 'usd',
        periodEnd: nextPeriodEnd(end, plan?.interval ?? 'month'),
        renewal: true,
      });
  await applyBillingEvent(ctx.db, {
    ...event,
    id: `local_period_${current.id}_${end.getTime()}`,
    occurredAt: end,
  });
}

/** Every local subscription whose period has ended by `now`, settled (the job runner's billing sweep). */
export async function settleLocalPeriods(ctx: PaymentsContext, now = new Date()) {
  if (ctx.payments.provider.name !== 'local') return 0;
  const due = await ctx.db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, 'local'),
        ne(subscriptions.planId, FREE_PLAN_ID),
        inArray(subscriptions.status, ['active', 'past_due']),
        lte(subscriptions.currentPeriodEnd, now),
      ),
    );
  for (const { userId } of due) await settleLocalPeriod(ctx, userId, now);
  return due.length;
}

/** The test-mode buttons in Settings: a renewal now, or a renewal whose payment fails. */
export async function simulateLocalEvent(
  ctx: PaymentsContext,
  userId: string,
  kind: 'renewal' | 'payment_failed',
) {
  if (ctx.payments.provider.name !== 'local')
    throw conflict(
      'Test events exist only in test mode, without a payment provider.',
      'payments/not-test-mode',
    );
  const current = await currentSubscription(ctx.db, userId);
  if (!onPaidPlan(current))
    throw conflict(
      'Test events need a paid plan: choose Student or Professional first.',
      'payments/not-paid',
    );
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, current.planId));
  const amount = current.amount ?? plan?.amount ?? 0;
  const currency = current.currency ?? 'usd';
  const from =
    current.currentPeriodEnd && current.currentPeriodEnd > new Date() ? current.currentPeriodEnd : new Date();
  await applyBillingEvent(
    ctx.db,
    kind === 'renewal'
      ? localEvent(userId, 'invoice.paid', {
          kind: 'paid',
          amount,
          currency,
          periodEnd: nextPeriodEnd(from, plan?.interval ?? 'month'),
          renewal: true,
        })
      : localEvent(userId, 'invoice.payment_failed', { kind: 'payment_failed', amount, currency }),
  );
}
