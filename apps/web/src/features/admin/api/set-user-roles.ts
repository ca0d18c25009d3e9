import type { Role } from '@penwright/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiResponse } from '../../../lib/api-client';

/** Replaces a user's roles (super admins only); the server answers 201 when they are stored. */
export async function setUserRoles(uid: string, roles: Role[]): Promise<void> {
  const { status } = await apiResponse('/api/v1/auth/create-role', { method: 'POST', body: { uid, roles } });
  if (status !== 201) throw new Error('The roles were not saved.');
}

export function useSetUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, roles }: { uid: string; roles: Role[] }) => setUserRoles(uid, roles),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  });
}
