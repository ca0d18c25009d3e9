import type Stripe from 'stripe';
import { localPaymentProvider } from './local.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeClient, stripePaymentProvider, type StripeSettings } from './stripe.ts';

export interface Payments {
  provider: PaymentProvider;
  /** The Stripe client and webhook secret when Stripe is configured. */
  stripe: { client: Stripe; webhookSecret: string | null } | null;
}

/** Stripe when a secret key is set, otherwise the local test-mode provider. */
export function createPayments(settings: StripeSettings | null, appUrl: string): Payments {
  if (!settings) return { provider: localPaymentProvider(), stripe: null };
  const client = createStripeClient(settings);
  return {
    provider: stripePaymentProvider(client, appUrl),
    stripe: { client, webhookSecret: settings.webhookSecret },
  };
}

export type { BillingEvent, BillingChange, PaymentProvider } from './provider.ts';
