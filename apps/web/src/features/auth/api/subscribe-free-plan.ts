import { Messages, type Envelope } from '@penwright/shared';
import { apiRequest } from '../../../lib/api-client';
import { findFreePlan, getPlansQueryOptions } from '../../../lib/plans/get-plans';
import { queryClient } from '../../../lib/query-client';

type CheckoutSession = { status: 'success' | 'redirect'; url: string | null; subscriptionId: string | null };

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

/** Puts a new account on the free starter plan. */
export async function subscribeToFreePlan(): Promise<void> {
  const plans = await queryClient.fetchQuery(getPlansQueryOptions());
  const starter = findFreePlan(plans);
  if (!starter) throw new Error(Messages.freePlanFailed);
  const session = await createCheckoutSession(starter.priceId);
  if (session.status !== 'success') throw new Error(Messages.freePlanFailed);
}
