import { AdminPlans } from '../../../features/admin/components/admin-plans';

/** /dashboard/admin/plans: prices and limits. */
export default function AdminPlansRoute() {
  return <AdminPlans />;
}
