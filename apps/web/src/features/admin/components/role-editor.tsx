import { ROLES, type Role, type UserDocument } from '@penwright/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/toast';
import { useSetUserRoles } from '../api/set-user-roles';

const labels: Record<Role, { name: string; text: string }> = {
  user: { name: 'Writer', text: 'Every account; the writing dashboard.' },
  admin: { name: 'Admin', text: 'Sees the admin dashboard and the user list.' },
  super_admin: { name: 'Super admin', text: 'Everything an admin can do, plus changing roles.' },
};

export function RoleEditor({ user }: { user: UserDocument }) {
  const [open, setOpen] = useState(false);
  const [roles, setRoles] = useState<Role[]>(user.roles);
  const save = useSetUserRoles();

  function toggle(role: Role) {
    setRoles((current) =>
      current.includes(role) ? current.filter((held) => held !== role) : [...current, role],
    );
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          setRoles(user.roles);
          setOpen(true);
        }}
      >
        Edit roles
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Roles for {user.name || user.email}</DialogTitle>
          <DialogDescription>
            Every account keeps the Writer role. Changes apply at the user&apos;s next sign-in or token
            refresh.
          </DialogDescription>
          <fieldset className="mt-5 grid gap-3">
            <legend className="sr-only">Roles</legend>
            {ROLES.map((role) => (
              <label
                key={role}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40"
              >
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-[var(--primary)]"
                  checked={roles.includes(role)}
                  disabled={role === 'user'}
                  onChange={() => toggle(role)}
                />
                <span>
                  <span className="block text-sm font-medium">{labels[role].name}</span>
                  <span className="block text-xs text-muted-foreground">{labels[role].text}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              disabled={save.isPending}
              onClick={() =>
                save.mutate(
                  {
                    uid: user.user_id || user.id,
                    roles: roles.includes('user') ? roles : ['user', ...roles],
                  },
                  {
                    onSuccess: () => {
                      notify.success('Roles saved.');
                      setOpen(false);
                    },
                    onError: (error) => notify.error(error.message),
                  },
                )
              }
            >
              {save.isPending ? <Spinner label="Saving" /> : null}
              Save roles
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
