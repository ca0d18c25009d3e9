import { Messages, type Envelope } from '@penwright/shared';
import { apiRequest } from '../api-client';

export type CheckoutSession = {
  status: 'success' | 'redirect';
  url: string | null;
  subscriptionId: string | null;
};

/** Starts a checkout for a plan; the free plan completes at once with status 'success'. */
export async function createCheckoutSession(priceId: string): Promise<CheckoutSession> {
  let body: Envelope<CheckoutSession> | { status: string; message?: string };
  try {
    body = await apiRequest<Envelope<CheckoutSession>>('/v1/payments/create-checkout-session', {
      method: 'POST',
      body: { priceId },
    });
  } catch {
    throw new Error(Messages.checkoutFailed);
  }
  if (body.status !== 'success' || !('data' in body))
    throw new Error(body.message || Messages.checkoutFailed);
  return body.data;
}
