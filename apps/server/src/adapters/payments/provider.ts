import type { SubscriptionStatus } from '../../db/schema/index.ts';

/** What a change of subscription state means to Penwright, whichever provider reported it. */
export type BillingChange =
  /** A checkout completed: the user is on `planId` at `amount` from now on. */
  | { kind: 'activated'; planId: string; amount: number; currency: string; periodEnd: Date | null }
  /** A payment went through: the first one, or a renewal at the end of a period. */
  | { kind: 'paid'; amount: number; currency: string; periodEnd: Date | null; renewal: boolean }
  /** A payment was refused: the subscription is past due until one succeeds. */
  | { kind: 'payment_failed'; amount: number; currency: string }
  /**
   * The provider's view of the subscription changed: status, plan, or cancellation at period end. A null field
   * is one the event says nothing about, and stays as it is.
   */
  | {
      kind: 'updated';
      status: SubscriptionStatus | null;
      planId: string | null;
      amount: number | null;
      currency: string | null;
      cancelAtPeriodEnd: boolean | null;
      periodEnd: Date | null;
    }
  /** The paid subscription is over: the user falls back to the free plan. */
  | { kind: 'ended' };

export interface BillingEvent {
  /** The provider's id for the event; a second delivery with the same id changes nothing. */
  id: string;
  provider: 'local' | 'stripe';
  /** The provider's own event type, kept for the record. */
  type: string;
  /** When the provider says it happened: an event older than the last one applied came out of order. */
  occurredAt: Date;
  /** Penwright's user, when the event names one (the metadata set at checkout). */
  userId: string | null;
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  change: BillingChange;
}

export interface CheckoutRequest {
  /** Penwright's own id for this checkout (a `checkout_sessions` row). */
  checkoutId: string;
  user: { id: string; email: string };
  plan: { id: string; name: string; amount: number; currency: string; interval: 'month' | 'year' };
}

export interface PaidSubscription {
  providerSubscriptionId: string | null;
}

/**
 * A payment provider: where a paid checkout happens and who changes a paid subscription. Whatever it does
 * comes back as `BillingEvent`s (from a webhook, or at once), applied by one function in the payments module.
 */
export interface PaymentProvider {
  readonly name: 'local' | 'stripe';
  /** The address to send the user to for paying. */
  startCheckout(request: CheckoutRequest): Promise<{ url: string; providerSessionId: string | null }>;
  /** Moves a paid subscription to another paid plan; answers the events that describe the change. */
  changePlan(
    subscription: PaidSubscription,
    plan: CheckoutRequest['plan'],
    userId: string,
  ): Promise<BillingEvent[]>;
  /** Cancels at the end of the period (`cancel` true) or withdraws that cancellation. */
  setCancelAtPeriodEnd(
    subscription: PaidSubscription,
    cancel: boolean,
    userId: string,
  ): Promise<BillingEvent[]>;
}
