import { z } from 'zod';

export const ROLES = ['user', 'admin', 'super_admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Roles a user may give themselves (sign-up may pass one of these besides `user`). None beyond `user` yet. */
export const SELF_SERVICE_ROLES: readonly Role[] = [];

/** Roles only a super admin may grant. */
export const PRIVILEGED_ROLES: readonly Role[] = ['admin', 'super_admin'];

/** Where each role's dashboard lives. */
export const ROLE_DASHBOARD_PATH: Record<Role, string> = {
  user: '/dashboard',
  admin: '/dashboard/admin',
  super_admin: '/dashboard/admin',
};

export const CreateRoleRequestSchema = z.object({
  uid: z.string().trim().min(1, 'uid is required').max(64),
  roles: z.array(RoleSchema).min(1, 'roles must name at least one role').max(ROLES.length),
});
export type CreateRoleRequest = z.infer<typeof CreateRoleRequestSchema>;
