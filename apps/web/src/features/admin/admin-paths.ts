/** The admin dashboard's sections. */
export const adminPaths = {
  users: '/dashboard/admin',
  plans: '/dashboard/admin/plans',
  usage: '/dashboard/admin/usage',
  auditLog: '/dashboard/admin/audit-log',
} as const;
