import type { CreateProjectRequest, Envelope, Project } from '@penwright/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrapEnvelope, type PassThroughError } from '../../../lib/api-client';
import { projectKeys } from './query-keys';

/** Created, or refused by the plan (not subscribed, limit reached): the caller offers an upgrade. */
export type CreateProjectResult =
  | { kind: 'created'; project: Project }
  | { kind: 'plan'; reason: 'not-subscribed' | 'limit'; message: string };

function isPassThrough(body: unknown): body is PassThroughError {
  return typeof body === 'object' && body !== null && 'httpStatus' in body;
}

/** The request with the server's defaults left optional, as the schema's input allows. */
export type NewProject = Omit<CreateProjectRequest, 'academicLevel' | 'citationStyle'> &
  Partial<Pick<CreateProjectRequest, 'academicLevel' | 'citationStyle'>>;

export async function createProject(input: NewProject): Promise<CreateProjectResult> {
  const body = await apiRequest<Envelope<Project>>('/v1/projects', { method: 'POST', body: input });
  if (isPassThrough(body)) {
    const reason = body.code === 'projects/limit-exceeded' ? 'limit' : 'not-subscribed';
    return { kind: 'plan', reason, message: body.message };
  }
  return { kind: 'created', project: unwrapEnvelope(body) };
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (result) => {
      if (result.kind !== 'created') return;
      queryClient.setQueryData(projectKeys.detail(result.project.id), result.project);
      return queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
}
