import { ADMIN_USERS_PAGE_SIZE } from '@penwright/shared';
import { Search, Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUsers } from '../api/get-users';
import { UsersTable } from './users-table';

/** Every account on this server: search, roles, plan, and disabling or enabling an account. */
export function AdminUsers() {
  const [skip, setSkip] = useState(0);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const users = useUsers(skip, deferredSearch);
  const total = users.data?.totalCount;
  return (
    <section aria-labelledby="admin-users-heading" className="grid gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="admin-users-heading" className="text-lg font-semibold">
          Users
          {total !== undefined ? (
            <span className="ml-2 text-sm font-normal text-muted-foreground">
              {total.toLocaleString('en-US')}
            </span>
          ) : null}
        </h2>
        <div className="relative sm:w-80">
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
          <UsersTable users={users.data.data} />
          <Pagination
            skip={skip}
            take={ADMIN_USERS_PAGE_SIZE}
            totalCount={users.data.totalCount}
            onChange={setSkip}
          />
        </div>
      ) : null}
    </section>
  );
}
