import type { AdminUser } from '@penwright/shared';
import { Ban, CircleCheck, MoreHorizontal, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { useSession } from '../../../lib/auth/use-session';
import { notify } from '../../../lib/toast';
import { useSetUserDisabled } from '../api/set-user-disabled';
import { DisableUserDialog } from './disable-user-dialog';
import { RoleEditor } from './role-editor';

/** What the signed-in admin may do to one user: edit roles (super admins), disable or enable the account. */
export function UserActions({ user }: { user: AdminUser }) {
  const { user: me, claims } = useSession();
  const [dialog, setDialog] = useState<'roles' | 'disable' | null>(null);
  const enable = useSetUserDisabled();
  const superAdmin = claims?.superAdmin ?? false;
  const self = me?.id === user.id;
  const canDisable = !self && (superAdmin || !user.roles.includes('super_admin'));
  if (!superAdmin && !canDisable) return null;
  const who = user.name || user.email;
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`Actions for ${who}`}>
            <MoreHorizontal aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {superAdmin ? (
            <DropdownMenuItem onSelect={() => setDialog('roles')}>
              <ShieldCheck aria-hidden="true" /> Edit roles
            </DropdownMenuItem>
          ) : null}
          {canDisable && !user.disabled_at ? (
            <DropdownMenuItem className="text-destructive" onSelect={() => setDialog('disable')}>
              <Ban aria-hidden="true" /> Disable account
            </DropdownMenuItem>
          ) : null}
          {canDisable && user.disabled_at ? (
            <DropdownMenuItem
              onSelect={() =>
                enable.mutate(
                  { uid: user.id, disabled: false },
                  { onSuccess: () => notify.success(`${who} can sign in again.`) },
                )
              }
            >
              <CircleCheck aria-hidden="true" /> Enable account
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <RoleEditor
        user={user}
        open={dialog === 'roles'}
        onOpenChange={(open) => setDialog(open ? 'roles' : null)}
      />
      <DisableUserDialog
        user={user}
        open={dialog === 'disable'}
        onOpenChange={(open) => setDialog(open ? 'disable' : null)}
      />
    </>
  );
}
