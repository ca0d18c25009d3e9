import { eq, or } from 'drizzle-orm';
import { FREE_PLAN_ID, formatDate, formatMoney } from '@penwright/shared';
import type { BillingEvent } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/client.ts';
import {
  paymentEvents,
  plans,
  subscriptionEvents,
  subscriptions,
  type SubscriptionEventKind,
} from '../../db/schema/index.ts';
import { newId } from '../../lib/ids.ts';
import { notify, type NewNotification } from '../notifications/notify.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type SubscriptionRow = typeof subscriptions.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

export type ApplyOutcome =
  /** The event changed the subscription (or recorded a payment). */
  | 'applied'
  /** Its id was seen before: a replayed delivery. */
  | 'duplicate'
  /** Older than what was applied already, or about a subscription the user no longer has. */
  | 'stale'
  /** It names no user Penwright knows. */
  | 'unknown_user';

const SETTINGS_LINK = '/dashboard/settings';

/** The user an event is about: from its metadata, else from the subscription or customer it names. */
async function resolveUser(tx: Tx, event: BillingEvent): Promise<string | null> {
  if (event.userId) return event.userId;
  const keys = [
    event.providerSubscriptionId
      ? eq(subscriptions.providerSubscriptionId, event.providerSubscriptionId)
      : null,
    event.providerCustomerId ? eq(subscriptions.providerCustomerId, event.providerCustomerId) : null,
  ].filter((k) => k !== null);
  if (keys.length === 0) return null;
  const [row] = await tx
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(or(...keys));
  return row?.userId ?? null;
}

async function planById(tx: Tx, id: string): Promise<PlanRow | null> {
  const [plan] = await tx.select().from(plans).where(eq(plans.id, id));
  return plan ?? null;
}

/**
 * Applies one event from a payment provider (a Stripe webhook, or the local test checkout) to the user's
 * subscription, in one transaction with its history entry and notifications:
 * - a replay (an event id seen before) changes nothing;
 * - an event older than the newest one applied, or about a subscription that was since replaced, is recorded as
 *   received but does not undo the newer state, so deliveries may arrive in any order.
 */
export async function applyBillingEvent(db: Database, event: BillingEvent): Promise<ApplyOutcome> {
  return db.transaction(async (tx) => {
    const userId = await resolveUser(tx, event);
    if (!userId) return 'unknown_user';
    const fresh = await tx
      .insert(paymentEvents)
      .values({ id: event.id, provider: event.provider, type: event.type })
      .onConflictDoNothing({ target: paymentEvents.id })
      .returning({ id: paymentEvents.id });
    if (fresh.length === 0) return 'duplicate';

    const [current] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, userId))
      .for('update');
    if (current && isStale(current, event)) return 'stale';
    return (await applyChange(tx, userId, current ?? null, event)) ? 'applied' : 'stale';
  });
}

function isStale(current: SubscriptionRow, event: BillingEvent): boolean {
  if (current.providerEventAt && event.occurredAt < current.providerEventAt) return true;
  // A new checkout starts a new subscription; anything else about an older one is history.
  const other =
    event.change.kind !== 'activated' &&
    event.providerSubscriptionId !== null &&
    current.providerSubscriptionId !== null &&
    event.providerSubscriptionId !== current.providerSubscriptionId;
  return other;
}

async function applyChange(
  tx: Tx,
  userId: string,
  current: SubscriptionRow | null,
  event: BillingEvent,
): Promise<boolean> {
  const { change } = event;
  const base = {
    provider: event.provider,
    providerEventAt: event.occurredAt,
    updatedAt: new Date(),
    ...(event.providerSubscriptionId ? { providerSubscriptionId: event.providerSubscriptionId } : {}),
    ...(event.providerCustomerId ? { providerCustomerId: event.providerCustomerId } : {}),
  };
  const notes: NewNotification[] = [];
  const note = (suffix: string, n: Omit<NewNotification, 'userId' | 'key' | 'link'>) =>
    notes.push({ ...n, userId, key: `billing-${event.id}-${suffix}`, link: SETTINGS_LINK });
  let history: { event: SubscriptionEventKind; planId: string; amount: number; currency: string } | null =
    null;
  let values: Partial<SubscriptionRow>;

  switch (change.kind) {
    case 'activated': {
      const plan = await planById(tx, change.planId);
      if (!plan) return false;
      values = {
        planId: plan.id,
        status: 'active',
        amount: change.amount,
        currency: change.currency,
        cancelAtPeriodEnd: false,
        startedAt: new Date(),
        currentPeriodEnd: change.periodEnd ?? current?.currentPeriodEnd ?? null,
      };
      const already = current?.planId === plan.id && current.status === 'active';
      history = already
        ? null
        : {
            event: current ? 'changed' : 'subscribed',
            planId: plan.id,
            amount: change.amount,
            currency: change.currency,
          };
      if (!already)
        note('plan', {
          type: 'plan_changed',
          title: `You are on the ${plan.name} plan`,
          body: 'Your subscription is active. Thank you for supporting Penwright.',
        });
      break;
    }
    case 'paid': {
      if (!current) return false;
      values = { status: 'active', ...(change.periodEnd ? { currentPeriodEnd: change.periodEnd } : {}) };
      const plan = await planById(tx, current.planId);
      if (change.renewal)
        history = {
          event: 'renewed',
          planId: current.planId,
          amount: change.amount,
          currency: change.currency,
        };
      if (change.amount > 0)
        note('payment', {
          type: 'payment',
          title: `Payment received: ${formatMoney(change.amount, change.currency)}`,
          body: `For the ${plan?.name ?? current.planId} plan${change.periodEnd ? `, paid until ${formatDate(change.periodEnd)}` : ''}.`,
        });
      break;
    }
    case 'payment_failed': {
      if (!current) return false;
      values = { status: 'past_due' };
      const plan = await planById(tx, current.planId);
      history = {
        event: 'payment_failed',
        planId: current.planId,
        amount: change.amount,
        currency: change.currency,
      };
      note('payment', {
        type: 'payment',
        title: 'Payment failed',
        body: `We could not take ${formatMoney(change.amount, change.currency)} for the ${plan?.name ?? current.planId} plan. Update your payment details to keep it.`,
      });
      break;
    }
    case 'updated': {
      if (!current) return false;
      const plan = change.planId ? await planById(tx, change.planId) : null;
      const planChanged = plan !== null && plan.id !== current.planId;
      values = {
        ...(change.status ? { status: change.status } : {}),
        ...(plan ? { planId: plan.id } : {}),
        ...(change.amount !== null ? { amount: change.amount } : {}),
        ...(change.currency ? { currency: change.currency } : {}),
        ...(change.cancelAtPeriodEnd !== null ? { cancelAtPeriodEnd: change.cancelAtPeriodEnd } : {}),
        ...(change.periodEnd ? { currentPeriodEnd: change.periodEnd } : {}),
      };
      const planName = (plan ?? (await planById(tx, current.planId)))?.name ?? current.planId;
      if (planChanged) {
        history = {
          event: 'changed',
          planId: plan.id,
          amount: change.amount ?? plan.amount,
          currency: change.currency ?? plan.currency,
        };
        note('plan', {
          type: 'plan_changed',
          title: `Your plan is now ${plan.name}`,
          body: 'The new limits apply from your next project; nothing you wrote is removed.',
        });
      } else if (
        change.cancelAtPeriodEnd !== null &&
        change.cancelAtPeriodEnd !== current.cancelAtPeriodEnd
      ) {
        const end = change.periodEnd ?? current.currentPeriodEnd;
        history = {
          event: change.cancelAtPeriodEnd ? 'cancel_scheduled' : 'resumed',
          planId: current.planId,
          amount: 0,
          currency: current.currency ?? 'usd',
        };
        note(
          'plan',
          change.cancelAtPeriodEnd
            ? {
                type: 'plan_changed',
                title: `Your ${planName} plan ends${end ? ` on ${formatDate(end)}` : ' at the end of the period'}`,
                body: 'After that you move to the free Starter plan. You can keep it from Settings until then.',
              }
            : {
                type: 'plan_changed',
                title: `Your ${planName} plan will renew`,
                body: 'The cancellation is withdrawn.',
              },
        );
      }
      break;
    }
    case 'ended': {
      if (!current) return false;
      if (current.planId === FREE_PLAN_ID) return false;
      const free = await planById(tx, FREE_PLAN_ID);
      if (!free) return false;
      values = {
        planId: free.id,
        status: 'active',
        amount: 0,
        currency: free.currency,
        cancelAtPeriodEnd: false,
        currentPeriodEnd: null,
        providerSubscriptionId: null,
      };
      history = { event: 'canceled', planId: current.planId, amount: 0, currency: current.currency ?? 'usd' };
      note('plan', {
        type: 'plan_changed',
        title: 'Your plan is now Starter',
        body: 'Your paid plan has ended. Projects over the Starter limit stay; new ones wait until you complete one or upgrade.',
      });
      break;
    }
  }

  if (current) {
    await tx
      .update(subscriptions)
      .set({ ...base, ...values })
      .where(eq(subscriptions.id, current.id));
  } else {
    await tx.insert(subscriptions).values({
      id: newId(),
      userId,
      planId: values.planId!,
      status: values.status ?? 'active',
      ...base,
      ...values,
    });
  }
  if (history) await tx.insert(subscriptionEvents).values({ id: newId(), userId, ...history });
  for (const n of notes) await notify(tx, n);
  return true;
}
