import { RequireAuth } from '../../app/guards/require-auth';
import { Skeleton } from '../../components/ui/skeleton';
import { AdminDashboard } from '../../features/admin/components/admin-dashboard';

/** /dashboard/admin: admins and super admins only. */
export default function AdminRoute() {
  return (
    <RequireAuth roles={['admin', 'super_admin']} fallback={<Skeleton className="h-64 w-full" />}>
      <AdminDashboard />
    </RequireAuth>
  );
}
