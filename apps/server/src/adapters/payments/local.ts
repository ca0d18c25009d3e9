import { randomUUID } from 'node:crypto';
import type { BillingEvent, PaymentProvider } from './provider.ts';

/** A local event, shaped like a provider's: its own id, now, for `userId`. */
export function localEvent(userId: string, type: string, change: BillingEvent['change']): BillingEvent {
  return {
    id: `local_evt_${randomUUID()}`,
    provider: 'local',
    type,
    occurredAt: new Date(),
    userId,
    providerSubscriptionId: null,
    providerCustomerId: null,
    change,
  };
}

/**
 * The payment provider of a server without Stripe: the checkout is a page of this app, plainly marked as test
 * mode, and every change is an event applied at once through the same code as Stripe's webhooks.
 */
export function localPaymentProvider(): PaymentProvider {
  return {
    name: 'local',
    async startCheckout({ checkoutId }) {
      return { url: `/dashboard/checkout/${encodeURIComponent(checkoutId)}`, providerSessionId: null };
    },
    async changePlan(_subscription, plan, userId) {
      return [
        localEvent(userId, 'subscription.updated', {
          kind: 'updated',
          status: 'active',
          planId: plan.id,
          amount: plan.amount,
          currency: plan.currency,
          cancelAtPeriodEnd: false,
          periodEnd: null,
        }),
      ];
    },
    async setCancelAtPeriodEnd(_subscription, cancel, userId) {
      return [
        localEvent(userId, 'subscription.updated', {
          kind: 'updated',
          status: null,
          planId: null,
          amount: null,
          currency: null,
          cancelAtPeriodEnd: cancel,
          periodEnd: null,
        }),
      ];
    },
  };
}
