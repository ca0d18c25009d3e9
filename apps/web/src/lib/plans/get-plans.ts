import { FREE_PLAN_ID, sortPlansForDisplay, type Plan } from '@penwright/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../api-client';

/** The plans on offer, Starter, Student and Professional first. Shared by pricing and sign-up. */
export async function getPlans(signal?: AbortSignal): Promise<Plan[]> {
  const plans = await apiData<Plan[]>('/v1/payments/plans', { signal });
  return sortPlansForDisplay(plans);
}

export const getPlansQueryOptions = () =>
  queryOptions({ queryKey: ['plans'], queryFn: ({ signal }) => getPlans(signal) });

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}

/** The free plan every new account starts on. */
export function findFreePlan(plans: readonly Plan[]): Plan | undefined {
  return (
    plans.find((plan) => plan.id === FREE_PLAN_ID) ??
    plans.find((plan) => plan.name.toLowerCase() === FREE_PLAN_ID)
  );
}
