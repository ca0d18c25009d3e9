import { RequireAuth } from '../../../app/guards/require-auth';
import { Skeleton } from '../../../components/ui/skeleton';
import { AdminAuditLog } from '../../../features/admin/components/admin-audit-log';

/** /dashboard/admin/audit-log: super admins only. */
export default function AdminAuditLogRoute() {
  return (
    <RequireAuth roles="super_admin" fallback={<Skeleton className="h-64 w-full" />}>
      <AdminAuditLog />
    </RequireAuth>
  );
}
