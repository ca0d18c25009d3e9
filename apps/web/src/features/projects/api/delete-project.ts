import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

const deleteProjectMutationKey = [...projectKeys.all, 'delete'] as const;

/**
 * Deletes the project with its draft, revisions and checklist. The dialog that asks shows a failure itself, so
 * the call stays quiet; a project that is already gone (deleted in another tab) is what the writer asked for.
 */
export async function deleteProject(id: string): Promise<void> {
  try {
    await apiRequest(`/v1/projects/${encodeURIComponent(id)}`, { method: 'DELETE', silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return;
    throw error;
  }
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: deleteProjectMutationKey,
    mutationFn: deleteProject,
    onSuccess: async (_, id) => {
      await queryClient.cancelQueries({ queryKey: projectKeys.detail(id) });
      forgetProject(queryClient, id);
      // The lists include the overview's recent projects.
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}

/**
 * Drops the project, its draft and its history from the cache (a refetch would only answer 404, and Back must
 * not show the old copy). The page that deleted it is still on screen until the navigation away finishes, and a
 * query removed under it would be fetched again on its next render, so those go once that page has closed.
 */
function forgetProject(queryClient: QueryClient, id: string): void {
  const queryKey = projectKeys.detail(id);
  const cache = queryClient.getQueryCache();
  const removeUnused = () => {
    queryClient.removeQueries({ queryKey, type: 'inactive' });
    return cache.findAll({ queryKey, type: 'active' }).length === 0;
  };
  if (removeUnused()) return;
  const unsubscribe = cache.subscribe((event) => {
    if (event.type === 'observerRemoved' && removeUnused()) unsubscribe();
  });
}

/** Whether this session has a deletion of the project in one of `states`. */
function deletion(
  queryClient: QueryClient,
  id: string,
  states: ReadonlyArray<'pending' | 'success'>,
): boolean {
  return queryClient
    .getMutationCache()
    .findAll({
      mutationKey: deleteProjectMutationKey,
      predicate: (mutation) => mutation.state.variables === id,
    })
    .some((mutation) => (states as readonly string[]).includes(mutation.state.status));
}

/** Whether this session deleted the project, so an editor still open on it must not save on the way out. */
export function wasProjectDeleted(queryClient: QueryClient, id: string): boolean {
  return deletion(queryClient, id, ['success']);
}

/**
 * Whether this session is deleting the project or has deleted it. The checks an open editor runs in the
 * background then stop asking about it: the server would answer 404 for a project that is gone.
 */
export function isProjectGoing(queryClient: QueryClient, id: string): boolean {
  return deletion(queryClient, id, ['pending', 'success']);
}
