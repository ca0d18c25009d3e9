import type { Role } from '@penwright/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export type RoleChange = { grant: Role[]; revoke: Exclude<Role, 'user'>[] };

/** Grants and revokes roles; only what changed is sent, so two admins at once do not undo each other. */
export async function changeUserRoles(uid: string, change: RoleChange): Promise<{ roles: Role[] }> {
  return apiData(`/v1/admin/users/${encodeURIComponent(uid)}/roles`, { method: 'PATCH', body: change });
}

export function useChangeUserRoles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, change }: { uid: string; change: RoleChange }) => changeUserRoles(uid, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
