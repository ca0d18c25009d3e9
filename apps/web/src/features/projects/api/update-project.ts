import type { Project, UpdateProjectRequest } from '@penwright/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

export async function updateProject(id: string, input: UpdateProjectRequest): Promise<Project> {
  return apiData<Project>(`/v1/projects/${encodeURIComponent(id)}`, { method: 'PATCH', body: input });
}

export function useUpdateProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProjectRequest) => updateProject(id, input),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(id), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
