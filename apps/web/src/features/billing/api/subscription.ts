import type { SubscriptionOverview } from '@penwright/shared';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { refreshClaims } from '../../../lib/auth/session-store';
import { useSession } from '../../../lib/auth/use-session';
import { createCheckoutSession } from '../../../lib/plans/create-checkout-session';

export const subscriptionQueryKey = ['payments', 'subscription'] as const;

export const getSubscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => apiData<SubscriptionOverview>('/v1/payments/subscription', { signal }),
  });

/** The plan, its period and price, and usage against its limits; asked for only once a token exists. */
export function useSubscription() {
  const { token } = useSession();
  return useQuery({ ...getSubscriptionQueryOptions(), enabled: Boolean(token) });
}

/**
 * After any change of plan: the overview, the current user, the history and the notifications are read again,
 * and the token's claims too, since the subscriber flag rides in them.
 */
export async function afterPlanChange(queryClient: QueryClient, overview?: SubscriptionOverview) {
  if (overview) queryClient.setQueryData(subscriptionQueryKey, overview);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['users', 'me'] }),
    queryClient.invalidateQueries({ queryKey: ['notifications'] }),
    refreshClaims(),
  ]);
}

/** Choose a plan: a paid one from Starter opens the checkout; anything else changes the plan at once. */
export function useChoosePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (priceId: string) => createCheckoutSession(priceId),
    onSuccess: async (session) => {
      if (session.status === 'redirect' && session.url) {
        window.location.assign(session.url);
        return;
      }
      await afterPlanChange(queryClient);
    },
  });
}

type SubscriptionAction = 'cancel' | 'resume' | { testEvent: 'renewal' | 'payment_failed' };

export function useSubscriptionAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SubscriptionAction) =>
      typeof action === 'string'
        ? apiData<SubscriptionOverview>(`/v1/payments/subscription/${action}`, { method: 'POST', body: {} })
        : apiData<SubscriptionOverview>('/v1/payments/subscription/test-event', {
            method: 'POST',
            body: { kind: action.testEvent },
          }),
    onSuccess: (overview) => afterPlanChange(queryClient, overview),
  });
}
