import type { Role } from '@penwright/shared';

export const roleNames: Record<Role, string> = { user: 'Writer', admin: 'Admin', super_admin: 'Super admin' };
