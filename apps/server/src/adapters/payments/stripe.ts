import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { SubscriptionStatus } from '../../db/schema/index.ts';
import type { BillingChange, BillingEvent, CheckoutRequest, PaymentProvider } from './provider.ts';

export interface StripeSettings {
  secretKey: string;
  /** Signs the webhook deliveries (`whsec_…`); without it the webhook answers 400. */
  webhookSecret: string | null;
  /** Another address for Stripe's API (a local server that answers like it); Stripe's own when null. */
  apiUrl: string | null;
}

export function createStripeClient(settings: StripeSettings): Stripe {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}

const STATUS: Record<string, SubscriptionStatus> = {
  active: 'active',
  trialing: 'active',
  past_due: 'past_due',
  unpaid: 'past_due',
  paused: 'past_due',
  incomplete: 'incomplete',
  incomplete_expired: 'canceled',
  canceled: 'canceled',
};

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

const seconds = (value: number | null | undefined) => (value ? new Date(value * 1000) : null);

function subscriptionChange(subscription: Stripe.Subscription): BillingChange {
  const item = subscription.items.data[0];
  return {
    kind: 'updated',
    status: STATUS[subscription.status] ?? null,
    planId: subscription.metadata['planId'] ?? null,
    amount: item?.price.unit_amount ?? null,
    currency: item?.price.currency ?? null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    periodEnd: seconds(item?.current_period_end),
  };
}

function fromSubscription(
  subscription: Stripe.Subscription,
  id: string,
  type: string,
  at: Date,
): BillingEvent {
  return {
    id,
    provider: 'stripe',
    type,
    occurredAt: at,
    userId: subscription.metadata['userId'] ?? null,
    providerSubscriptionId: subscription.id,
    providerCustomerId: idOf(subscription.customer),
    change: type === 'customer.subscription.deleted' ? { kind: 'ended' } : subscriptionChange(subscription),
  };
}

/** The billing event a Stripe event stands for, or null for the types Penwright does not act on. */
export function billingEventFromStripe(event: Stripe.Event): BillingEvent | null {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return null;
      const planId = session.metadata?.['planId'];
      if (!planId) return null;
      return {
        id: event.id,
        provider: 'stripe',
        type: event.type,
        occurredAt: at,
        userId: session.metadata?.['userId'] ?? session.client_reference_id ?? null,
        providerSubscriptionId: idOf(session.subscription),
        providerCustomerId: idOf(session.customer),
        change: {
          kind: 'activated',
          planId,
          amount: session.amount_total ?? 0,
          currency: session.currency ?? 'usd',
          periodEnd: null,
        },
      };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      if (!details) return null;
      const change: BillingChange =
        event.type === 'invoice.paid'
          ? {
              kind: 'paid',
              amount: invoice.amount_paid,
              currency: invoice.currency,
              periodEnd: seconds(invoice.lines.data[0]?.period.end),
              renewal: invoice.billing_reason === 'subscription_cycle',
            }
          : { kind: 'payment_failed', amount: invoice.amount_due, currency: invoice.currency };
      return {
        id: event.id,
        provider: 'stripe',
        type: event.type,
        occurredAt: at,
        userId: details.metadata?.['userId'] ?? null,
        providerSubscriptionId: idOf(details.subscription),
        providerCustomerId: idOf(invoice.customer),
        change,
      };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return fromSubscription(event.data.object, event.id, event.type, at);
    default:
      return null;
  }
}

/** Paid checkout and subscription changes through Stripe's own SDK. */
export function stripePaymentProvider(stripe: Stripe, appUrl: string): PaymentProvider {
  const price = (plan: CheckoutRequest['plan']) => ({
    currency: plan.currency,
    unit_amount: plan.amount,
    recurring: { interval: plan.interval },
  });
  /** What Stripe answered to a change we asked for, applied at once (its webhook follows and changes nothing). */
  const asEvents = (subscription: Stripe.Subscription): BillingEvent[] => [
    fromSubscription(subscription, `sync_${randomUUID()}`, 'customer.subscription.updated', new Date()),
  ];
  const required = (id: string | null) => {
    if (!id) throw new Error('This subscription has no Stripe subscription to change.');
    return id;
  };

  return {
    name: 'stripe',
    async startCheckout({ checkoutId, user, plan }) {
      const metadata = { checkoutId, userId: user.id, planId: plan.id };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          client_reference_id: user.id,
          customer_email: user.email,
          line_items: [
            { quantity: 1, price_data: { ...price(plan), product_data: { name: `Penwright ${plan.name}` } } },
          ],
          metadata,
          subscription_data: { metadata },
          success_url: `${appUrl}/dashboard/settings?checkout=success`,
          cancel_url: `${appUrl}/dashboard/settings?checkout=canceled`,
        },
        { idempotencyKey: `checkout-${checkoutId}` },
      );
      if (!session.url) throw new Error('Stripe answered a checkout session without an address.');
      return { url: session.url, providerSessionId: session.id };
    },
    async changePlan(subscription, plan) {
      const id = required(subscription.providerSubscriptionId);
      const current = await stripe.subscriptions.retrieve(id);
      const item = current.items.data[0];
      if (!item) throw new Error('The Stripe subscription has no item to change.');
      const updated = await stripe.subscriptions.update(id, {
        items: [{ id: item.id, price_data: { ...price(plan), product: idOf(item.price.product)! } }],
        metadata: { ...current.metadata, planId: plan.id },
        cancel_at_period_end: false,
        proration_behavior: 'create_prorations',
      });
      return asEvents(updated);
    },
    async setCancelAtPeriodEnd(subscription, cancel) {
      const updated = await stripe.subscriptions.update(required(subscription.providerSubscriptionId), {
        cancel_at_period_end: cancel,
      });
      return asEvents(updated);
    },
  };
}
