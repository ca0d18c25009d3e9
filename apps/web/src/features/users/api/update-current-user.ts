import type { CurrentUser, UpdateUserRequest } from '@penwright/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { getCurrentUserQueryOptions } from './get-current-user';

export async function updateCurrentUser(input: UpdateUserRequest): Promise<CurrentUser> {
  return apiData<CurrentUser>('/v1/users/me', { method: 'PATCH', body: input });
}

export function useUpdateCurrentUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrentUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey }),
  });
}
