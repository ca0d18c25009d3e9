import type { AdminPlan } from '@penwright/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export async function getAdminPlans(signal?: AbortSignal): Promise<AdminPlan[]> {
  return apiData<AdminPlan[]>('/v1/admin/plans', { signal });
}

export const getAdminPlansQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'plans'], queryFn: ({ signal }) => getAdminPlans(signal) });

export function useAdminPlans() {
  return useQuery(getAdminPlansQueryOptions());
}
