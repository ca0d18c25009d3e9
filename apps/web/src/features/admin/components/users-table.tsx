import { formatDate, type AdminUser } from '@penwright/shared';
import { Badge } from '../../../components/ui/badge';
import { roleNames } from './role-labels';
import { UserActions } from './user-actions';

function Roles({ user }: { user: AdminUser }) {
  return (
    <span className="flex flex-wrap gap-1">
      {user.roles.map((role) => (
        <Badge key={role} variant={role === 'user' ? 'neutral' : 'primary'}>
          {roleNames[role]}
        </Badge>
      ))}
    </span>
  );
}

function Plan({ user }: { user: AdminUser }) {
  if (!user.plan) return <span className="text-muted-foreground">No plan</span>;
  return (
    <span>
      {user.plan.name}
      {user.plan.status !== 'active' ? (
        <span className="text-muted-foreground"> ({user.plan.status.replace('_', ' ')})</span>
      ) : null}
    </span>
  );
}

function Status({ user }: { user: AdminUser }) {
  return user.disabled_at ? (
    <Badge variant="destructive">Disabled</Badge>
  ) : (
    <Badge variant="success">Active</Badge>
  );
}

const th = 'px-4 py-3 font-medium';

/** The user list: a table from tablet width up, one card per person on a phone. */
export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-xl border border-border bg-card md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-muted/60 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className={th}>
                User
              </th>
              <th scope="col" className={th}>
                Roles
              </th>
              <th scope="col" className={th}>
                Plan
              </th>
              <th scope="col" className={th}>
                Joined
              </th>
              <th scope="col" className={th}>
                Status
              </th>
              <th scope="col" className="px-2 py-3">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {users.map((user) => (
              <tr key={user.id} className="border-t border-border">
                <td className="max-w-64 px-4 py-3">
                  <span className="block truncate font-medium">{user.name || '—'}</span>
                  <span className="block truncate text-muted-foreground">{user.email}</span>
                </td>
                <td className="px-4 py-3">
                  <Roles user={user} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  <Plan user={user} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                  {formatDate(user.created_at)}
                </td>
                <td className="px-4 py-3">
                  <Status user={user} />
                </td>
                <td className="px-2 py-3 text-right">
                  <UserActions user={user} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 md:hidden" aria-label="Users">
        {users.map((user) => (
          <li key={user.id} className="rounded-xl border border-border bg-card p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="truncate font-medium">{user.name || '—'}</p>
                <p className="truncate text-sm text-muted-foreground">{user.email}</p>
              </div>
              <UserActions user={user} />
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <Status user={user} />
              <Roles user={user} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-2 text-sm">
              <div>
                <dt className="text-xs text-muted-foreground">Plan</dt>
                <dd>
                  <Plan user={user} />
                </dd>
              </div>
              <div>
                <dt className="text-xs text-muted-foreground">Joined</dt>
                <dd>{formatDate(user.created_at)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
