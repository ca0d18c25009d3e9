import type { AdminUser } from '@penwright/shared';
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
import { useSetUserDisabled } from '../api/set-user-disabled';

type DisableUserDialogProps = { user: AdminUser; open: boolean; onOpenChange: (open: boolean) => void };

/** Asks before disabling an account: it is signed out everywhere at once. */
export function DisableUserDialog({ user, open, onOpenChange }: DisableUserDialogProps) {
  const mutation = useSetUserDisabled();
  const who = user.name || user.email;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Disable {who}?</DialogTitle>
        <DialogDescription>
          {user.email} is signed out everywhere at once and cannot sign in until an admin enables the account
          again. Their projects and citations are kept.
        </DialogDescription>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button
            variant="destructive"
            disabled={mutation.isPending}
            onClick={() =>
              mutation.mutate(
                { uid: user.id, disabled: true },
                {
                  onSuccess: () => {
                    notify.success(`${who} is disabled.`);
                    onOpenChange(false);
                  },
                },
              )
            }
          >
            {mutation.isPending ? <Spinner label="Disabling" /> : null}
            Disable account
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
