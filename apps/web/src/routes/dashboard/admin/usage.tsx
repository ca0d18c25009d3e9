import { AdminUsage } from '../../../features/admin/components/admin-usage';

/** /dashboard/admin/usage: usage charts (`?days=7|30|90`). */
export default function AdminUsageRoute() {
  return <AdminUsage />;
}
