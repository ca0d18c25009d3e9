import type { ListProjectsQuery, ProjectList } from '@penwright/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

export type ProjectListParams = Partial<ListProjectsQuery>;

export async function getProjects(params: ProjectListParams, signal?: AbortSignal): Promise<ProjectList> {
  return apiData<ProjectList>('/v1/projects', { query: params, signal });
}

export const getProjectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: projectKeys.list(params),
    queryFn: ({ signal }) => getProjects(params, signal),
    placeholderData: keepPreviousData,
  });

export function useProjects(params: ProjectListParams) {
  return useQuery(getProjectsQueryOptions(params));
}
