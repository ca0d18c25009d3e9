import { Messages, type Role } from '@penwright/shared';
import { apiResponse } from '../../../lib/api-client';

/** Gives a new account its roles; anything but 201 Created means the roles were not stored. */
export async function assignRoles(uid: string, roles: Role[]): Promise<void> {
  let status: number;
  try {
    ({ status } = await apiResponse('/api/v1/auth/create-role', { method: 'POST', body: { uid, roles } }));
  } catch {
    throw new Error(Messages.assignRolesFailed);
  }
  if (status !== 201) throw new Error(Messages.assignRolesFailed);
}
