import type { AdminUser, Role } from '@penwright/shared';
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
import { useChangeUserRoles, type RoleChange } from '../api/change-user-roles';
import { roleNames } from './role-labels';

const ADMIN_ROLES = ['admin', 'super_admin'] as const;

const descriptions: Record<(typeof ADMIN_ROLES)[number], string> = {
  admin: 'The admin dashboard: users, plans and usage.',
  super_admin: 'Everything an admin can do, plus granting admin roles and reading the audit log.',
};

type RoleEditorProps = {
  user: AdminUser;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** Grants and revokes the admin roles (super admins only); every account keeps the Writer role. */
export function RoleEditor({ user, open, onOpenChange }: RoleEditorProps) {
  const [held, setHeld] = useState<Role[]>(user.roles);
  const save = useChangeUserRoles();
  const change: RoleChange = {
    grant: ADMIN_ROLES.filter((role) => held.includes(role) && !user.roles.includes(role)),
    revoke: ADMIN_ROLES.filter((role) => !held.includes(role) && user.roles.includes(role)),
  };
  const unchanged = change.grant.length + change.revoke.length === 0;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setHeld(user.roles);
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogTitle>Roles for {user.name || user.email}</DialogTitle>
        <DialogDescription>
          A new role reaches their dashboard switcher the next time their page loads. A role taken away ends
          their current sign-in tokens.
        </DialogDescription>
        <form
          className="mt-5 grid gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { uid: user.id, change },
              {
                onSuccess: () => {
                  notify.success(`Roles saved for ${user.name || user.email}.`);
                  onOpenChange(false);
                },
              },
            );
          }}
        >
          <fieldset className="grid gap-3">
            <legend className="sr-only">Roles</legend>
            <label className="flex items-start gap-3 rounded-lg border border-border bg-muted/40 p-3">
              <input type="checkbox" className="mt-1 size-4" checked disabled />
              <span>
                <span className="block text-sm font-medium">{roleNames.user}</span>
                <span className="block text-xs text-muted-foreground">
                  Every account: the writing dashboard.
                </span>
              </span>
            </label>
            {ADMIN_ROLES.map((role) => (
              <label
                key={role}
                className="flex cursor-pointer items-start gap-3 rounded-lg border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft/40"
              >
                <input
                  type="checkbox"
                  className="mt-1 size-4 accent-[var(--primary)]"
                  checked={held.includes(role)}
                  onChange={(event) =>
                    setHeld((now) => (event.target.checked ? [...now, role] : now.filter((r) => r !== role)))
                  }
                />
                <span>
                  <span className="block text-sm font-medium">{roleNames[role]}</span>
                  <span className="block text-xs text-muted-foreground">{descriptions[role]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="mt-3 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending || unchanged}>
              {save.isPending ? <Spinner label="Saving" /> : null}
              Save roles
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
