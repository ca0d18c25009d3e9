import { Messages } from '@penwright/shared';
import { createCheckoutSession } from '../../../lib/plans/create-checkout-session';
import { findFreePlan, getPlansQueryOptions } from '../../../lib/plans/get-plans';
import { queryClient } from '../../../lib/query-client';

export { createCheckoutSession };

/** Puts a new account on the free starter plan. */
export async function subscribeToFreePlan(): Promise<void> {
  const plans = await queryClient.fetchQuery(getPlansQueryOptions());
  const starter = findFreePlan(plans);
  if (!starter) throw new Error(Messages.freePlanFailed);
  const session = await createCheckoutSession(starter.priceId);
  if (session.status !== 'success') throw new Error(Messages.freePlanFailed);
}
