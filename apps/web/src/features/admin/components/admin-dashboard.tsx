import { Search, Users } from 'lucide-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { DashboardPage } from '../../../components/layout/dashboard-page';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { ADMIN_USERS_PAGE_SIZE, useUsers } from '../api/get-users';
import { UsersTable } from './users-table';
import { setActiveDashboard } from '../../../lib/auth/session-store';
import { useSession } from '../../../lib/auth/use-session';

/** Every account on this server, searchable; super admins can change roles from the table. */
export function AdminDashboard() {
  const { claims, activeDashboard } = useSession();
  useEffect(() => {
    const adminRole = claims?.roles.find((role) => role === 'super_admin' || role === 'admin');
    if (adminRole && activeDashboard !== 'admin' && activeDashboard !== 'super_admin')
      setActiveDashboard(adminRole);
  }, [claims, activeDashboard]);
  const [skip, setSkip] = useState(0);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const users = useUsers(skip, deferredSearch);
  return (
    <DashboardPage title="Admin" description="Everyone with a Penwright account on this server.">
      <div className="relative sm:max-w-sm">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search users by name or email"
          placeholder="Search by name or email"
          className="pl-9"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setSkip(0);
          }}
        />
      </div>
      {users.isPending ? <Skeleton className="h-64 w-full" /> : null}
      {users.isError ? (
        <p className="text-sm text-muted-foreground">The user list could not be loaded.</p>
      ) : null}
      {users.data && users.data.data.length === 0 ? (
        <EmptyState icon={<Users />} title="No users match">
          Try part of a name or an email address.
        </EmptyState>
      ) : null}
      {users.data && users.data.data.length > 0 ? (
        <div>
          <UsersTable users={users.data.data} canEditRoles={claims?.superAdmin ?? false} />
          <Pagination
            skip={skip}
            take={ADMIN_USERS_PAGE_SIZE}
            totalCount={users.data.totalCount}
            onChange={setSkip}
          />
        </div>
      ) : null}
    </DashboardPage>
  );
}
