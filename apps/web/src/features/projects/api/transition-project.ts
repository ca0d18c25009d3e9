import type { Project, ProjectStatus } from '@penwright/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

export async function transitionProject(id: string, to: ProjectStatus): Promise<Project> {
  return apiData<Project>(`/v1/projects/${encodeURIComponent(id)}/transition`, {
    method: 'POST',
    body: { to },
  });
}

export function useTransitionProject(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (to: ProjectStatus) => transitionProject(id, to),
    onSuccess: (project) => {
      queryClient.setQueryData(projectKeys.detail(id), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
