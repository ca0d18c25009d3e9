import type { Post } from '@penwright/shared';
import type { QueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { getIdToken } from '../../../lib/auth/id-token';
import { getProjectQueryOptions } from './get-project';
import { projectKeys } from './query-keys';

/**
 * Starts loading a project step's data as soon as the navigation starts, beside the page's code: the project,
 * and its draft through the project's list of posts, so the draft does not wait for the project to name it.
 * Best effort: without a session yet (a cold page load) the page's own queries and guard do the work, and a
 * failure here is left for those queries to meet and report.
 */
export function prefetchProjectStep(queryClient: QueryClient, projectId: string | undefined): void {
  if (!projectId || !getIdToken()) return;
  void queryClient.prefetchQuery(getProjectQueryOptions(projectId));
  void apiData<Post[]>(`/v1/projects/${encodeURIComponent(projectId)}/posts`, { silent: true })
    .then((posts) => {
      for (const post of posts) {
        const key = projectKeys.post(projectId, post.id);
        // A draft already in the cache may hold a save newer than this answer; it stays.
        if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, post);
      }
    })
    .catch(() => undefined);
}
