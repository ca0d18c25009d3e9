import type { CheckoutDetails } from '@penwright/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { afterPlanChange } from './subscription';

const checkoutKey = (id: string) => ['payments', 'checkout', id] as const;

export function useCheckout(checkoutId: string) {
  return useQuery({
    queryKey: checkoutKey(checkoutId),
    queryFn: ({ signal }) =>
      apiData<CheckoutDetails>(`/v1/payments/checkout/${encodeURIComponent(checkoutId)}`, { signal }),
  });
}

export type CheckoutOutcome = 'paid' | 'declined' | 'canceled';

/** Pays, declines or abandons a test-mode checkout. */
export function useFinishCheckout(checkoutId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (outcome: CheckoutOutcome) =>
      apiData<{ id: string; outcome: CheckoutOutcome }>(
        `/v1/payments/checkout/${encodeURIComponent(checkoutId)}/complete`,
        { method: 'POST', body: { outcome } },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: checkoutKey(checkoutId) }),
    onSuccess: (result) => (result.outcome === 'paid' ? afterPlanChange(queryClient) : undefined),
  });
}
