import type { Role } from '@penwright/shared';
import { forbidden } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/bearer.ts';

/**
 * Who may disable or enable an account: admins and super admins, never their own (an admin locked out by
 * their own hand needs someone else to undo it), and a super admin's only when they are one too.
 */
export function authorizeDisable(actor: AuthenticatedUser, targetId: string, targetRoles: readonly Role[]) {
  if (targetId === actor.id)
    throw forbidden('You cannot disable or enable your own account.', 'admin/own-account');
  if (targetRoles.includes('super_admin') && !actor.roles.includes('super_admin'))
    throw forbidden(
      'Only a super admin can disable or enable a super admin.',
      'auth/admin-restricted-operation',
    );
}
