import { RequireAuth } from '../../app/guards/require-auth';
import { Skeleton } from '../../components/ui/skeleton';
import { AdminLayout } from '../../features/admin/components/admin-layout';

/** /dashboard/admin/*: admins and super admins only; everyone else is sent to /unauthorised. */
export default function AdminRoute() {
  return (
    <RequireAuth roles={['admin', 'super_admin']} fallback={<Skeleton className="h-64 w-full" />}>
      <AdminLayout />
    </RequireAuth>
  );
}
