import { PRIVILEGED_ROLES, SELF_SERVICE_ROLES, type Role } from '@penwright/shared';
import { forbidden } from '../../lib/errors.ts';
import type { AuthenticatedUser } from '../../plugins/bearer.ts';

/**
 * Who may give which roles: anyone may hold `user` and the self-service roles; only a super admin may grant
 * `admin` or `super_admin`, or change another person's roles.
 */
export function authorizeRoleChange(actor: AuthenticatedUser, targetId: string, requested: readonly Role[]) {
  const isSuperAdmin = actor.roles.includes('super_admin');
  if (targetId !== actor.id && !isSuperAdmin)
    throw forbidden("Only a super admin can change another user's roles.", 'auth/admin-restricted-operation');
  const privileged = requested.filter((r) => PRIVILEGED_ROLES.includes(r));
  if (privileged.length > 0 && !isSuperAdmin) {
    throw forbidden(
      `Only a super admin can grant ${privileged.join(', ')}.`,
      'auth/admin-restricted-operation',
    );
  }
  const allowed = new Set<Role>(['user', ...SELF_SERVICE_ROLES, ...(isSuperAdmin ? PRIVILEGED_ROLES : [])]);
  const refused = requested.filter((r) => !allowed.has(r));
  if (refused.length > 0)
    throw forbidden(
      `These roles cannot be self-assigned: ${refused.join(', ')}.`,
      'auth/admin-restricted-operation',
    );
}

/** A person changing their own roles only adds to them; a super admin sets another person's roles outright. */
export function nextRoles(current: readonly Role[], requested: readonly Role[], replace: boolean): Role[] {
  const base = replace ? [] : current;
  return [...new Set<Role>(['user', ...base, ...requested])];
}

/**
 * Granting and revoking from the admin dashboard: admins may change the roles anyone may hold; `admin` and
 * `super_admin` change hands only by a super admin, who cannot take their own super admin role away (another
 * super admin must), so the last one cannot lock everyone out by mistake.
 */
export function authorizeRoleToggle(
  actor: AuthenticatedUser,
  targetId: string,
  change: { grant: readonly Role[]; revoke: readonly Role[] },
) {
  const privileged = [...change.grant, ...change.revoke].filter((r) => PRIVILEGED_ROLES.includes(r));
  if (privileged.length > 0 && !actor.roles.includes('super_admin'))
    throw forbidden(
      `Only a super admin can grant or revoke ${[...new Set(privileged)].join(', ')}.`,
      'auth/admin-restricted-operation',
    );
  if (targetId === actor.id && change.revoke.includes('super_admin'))
    throw forbidden(
      'You cannot revoke your own super admin role; another super admin must.',
      'admin/own-account',
    );
}
