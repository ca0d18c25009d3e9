import type { DismissFindingRequest, ReviewDismissal, ReviewReport } from '@penwright/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

const reviewUrl = (id: string) => `/v1/projects/${encodeURIComponent(id)}/review`;

export const getReview = (id: string, signal?: AbortSignal) =>
  apiData<ReviewReport>(reviewUrl(id), { signal });

/**
 * The review report of the saved draft. Keyed by the draft's version, so coming back from a fix in the editor
 * asks again, and the same version is answered from the cache (here and on the server).
 */
export function useReview(id: string, version: number) {
  return useQuery({
    queryKey: projectKeys.review(id, version),
    queryFn: ({ signal }) => getReview(id, signal),
    staleTime: 60_000,
  });
}

export function useDismissFinding(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DismissFindingRequest) =>
      apiData<ReviewDismissal>(`${reviewUrl(id)}/dismissals`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: projectKeys.reviews(id) }),
  });
}
