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
    onSuccess: async (project) => {
      // A refetch started before the move (e.g. after the save that precedes it) would land afterwards with
      // the old status; cancel it so the answer of the move wins.
      await queryClient.cancelQueries({ queryKey: projectKeys.detail(id), exact: true });
      queryClient.setQueryData(projectKeys.detail(id), project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
