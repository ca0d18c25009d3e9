import { formatDate, type UserDocument } from '@penwright/shared';
import { Badge } from '../../../components/ui/badge';
import { RoleEditor } from './role-editor';

const roleNames = { user: 'Writer', admin: 'Admin', super_admin: 'Super admin' } as const;

export function UsersTable({ users, canEditRoles }: { users: UserDocument[]; canEditRoles: boolean }) {
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="bg-muted/60 text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Name
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Email
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Roles
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              Joined
            </th>
            {canEditRoles ? (
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user.id} className="border-t border-border">
              <td className="px-4 py-3 font-medium">{user.name || '—'}</td>
              <td className="px-4 py-3 text-muted-foreground">{user.email}</td>
              <td className="px-4 py-3">
                <span className="flex flex-wrap gap-1">
                  {user.roles.map((role) => (
                    <Badge key={role} variant={role === 'user' ? 'neutral' : 'primary'}>
                      {roleNames[role]}
                    </Badge>
                  ))}
                </span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-muted-foreground">
                {formatDate(user.created_at)}
              </td>
              {canEditRoles ? (
                <td className="px-4 py-3 text-right">
                  <RoleEditor user={user} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
