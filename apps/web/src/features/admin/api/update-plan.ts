import type { AdminPlan, UpdatePlanRequest } from '@penwright/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export async function updatePlan(planId: string, change: UpdatePlanRequest): Promise<AdminPlan> {
  return apiData<AdminPlan>(`/v1/admin/plans/${encodeURIComponent(planId)}`, {
    method: 'PATCH',
    body: change,
  });
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ planId, change }: { planId: string; change: UpdatePlanRequest }) =>
      updatePlan(planId, change),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin'] }),
        // The public pricing list shows the new price too.
        queryClient.invalidateQueries({ queryKey: ['plans'] }),
      ]),
  });
}
