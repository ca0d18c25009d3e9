import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { referenceKeys } from './reference-keys';

/**
 * `DELETE /v1/references/:id`. Quiet: the dialog that asked shows a failure. A reference already gone (deleted
 * in another tab) is what the writer asked for.
 */
export async function deleteReference(id: string): Promise<void> {
  try {
    await apiRequest(`/v1/references/${encodeURIComponent(id)}`, { method: 'DELETE', silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

export function useDeleteReference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReference,
    // The preview's query still names the deleted reference: it is left alone (asking again would answer 404)
    // and replaced once the refreshed list gives the preview its new ids.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: referenceKeys.all,
        predicate: (query) => query.queryKey[1] !== 'formatted',
      }),
  });
}
