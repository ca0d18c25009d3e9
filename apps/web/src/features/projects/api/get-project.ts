import type { Project } from '@penwright/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

export async function getProject(id: string, signal?: AbortSignal): Promise<Project> {
  return apiData<Project>(`/v1/projects/${encodeURIComponent(id)}`, { signal });
}

export const getProjectQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectKeys.detail(id), queryFn: ({ signal }) => getProject(id, signal) });

export function useProject(id: string) {
  return useQuery({ ...getProjectQueryOptions(id), enabled: id !== '' });
}
