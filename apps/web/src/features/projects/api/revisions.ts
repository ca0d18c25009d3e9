import type { Post, Revision, RevisionList } from '@penwright/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { postUrl } from './get-post';
import { projectKeys } from './query-keys';

export const getRevisionsQueryOptions = (projectId: string, postId: string, page: number) =>
  queryOptions({
    queryKey: projectKeys.revisions(projectId, postId, page),
    queryFn: ({ signal }) =>
      apiData<RevisionList>(`${postUrl(projectId, postId)}/revisions`, { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useRevisions(projectId: string, postId: string, page: number, enabled: boolean) {
  return useQuery({ ...getRevisionsQueryOptions(projectId, postId, page), enabled });
}

export function useRevision(projectId: string, postId: string, revisionId: string | null) {
  return useQuery({
    queryKey: projectKeys.revision(projectId, postId, revisionId ?? ''),
    queryFn: ({ signal }) =>
      apiData<Revision>(`${postUrl(projectId, postId)}/revisions/${encodeURIComponent(revisionId ?? '')}`, {
        signal,
      }),
    enabled: revisionId !== null,
    staleTime: Infinity,
  });
}

/** Makes a saved version current again; refused with 409 if the draft moved on past `version`. */
export async function restoreRevision(
  projectId: string,
  postId: string,
  revisionId: string,
  version: number,
): Promise<Post> {
  return apiData<Post>(`${postUrl(projectId, postId)}/revisions/${encodeURIComponent(revisionId)}/restore`, {
    method: 'POST',
    body: { version },
  });
}
