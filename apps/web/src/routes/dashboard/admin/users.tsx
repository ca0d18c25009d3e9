import { AdminUsers } from '../../../features/admin/components/admin-users';

/** /dashboard/admin: the user list. */
export default function AdminUsersRoute() {
  return <AdminUsers />;
}
