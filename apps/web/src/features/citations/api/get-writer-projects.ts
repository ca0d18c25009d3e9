import type { ProjectList } from '@penwright/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

const QUERY = { page: 1, sort: 'updatedAt', order: 'desc' } as const;

/**
 * `GET /v1/projects`: the writer's most recently updated projects (one page), to pick the one a check runs
 * under. The projects feature reads the same endpoint; features never import each other, so this file does
 * too, under the same key root so that a project created or renamed elsewhere refreshes this list as well.
 */
export async function getWriterProjects(signal?: AbortSignal): Promise<ProjectList> {
  return apiData<ProjectList>('/v1/projects', { query: QUERY, signal });
}

export const writerProjectsQueryOptions = () =>
  queryOptions({
    queryKey: ['projects', 'list', { ...QUERY, purpose: 'citations' }] as const,
    queryFn: ({ signal }) => getWriterProjects(signal),
  });

export function useWriterProjects() {
  return useQuery(writerProjectsQueryOptions());
}
