import type { Post } from '@penwright/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

export const postUrl = (projectId: string, postId: string) =>
  `/v1/projects/${encodeURIComponent(projectId)}/posts/${encodeURIComponent(postId)}`;

export async function getPost(projectId: string, postId: string, signal?: AbortSignal): Promise<Post> {
  return apiData<Post>(postUrl(projectId, postId), { signal });
}

/** The editor owns the draft once open: no refetch on focus, which would race the writer's typing. */
export const getPostQueryOptions = (projectId: string, postId: string) =>
  queryOptions({
    queryKey: projectKeys.post(projectId, postId),
    queryFn: ({ signal }) => getPost(projectId, postId, signal),
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

export function usePost(projectId: string, postId: string | null) {
  return useQuery({ ...getPostQueryOptions(projectId, postId ?? ''), enabled: postId !== null });
}
