import type { Reference } from '@penwright/shared';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';
import { notify } from '../../../../lib/toast';
import { useDeleteReference } from '../../api/delete-reference';
import { titleOf } from './reference-summary';

type DeleteReferenceDialogProps = {
  reference: Reference | null;
  onClose: () => void;
  onDeleted: (id: string) => void;
};

/** Asks before a reference leaves the library for good. */
export function DeleteReferenceDialog({ reference, onClose, onDeleted }: DeleteReferenceDialogProps) {
  const remove = useDeleteReference();
  const confirm = () => {
    if (!reference) return;
    remove.mutate(reference.id, {
      onSuccess: () => {
        onDeleted(reference.id);
        notify.success('Reference deleted');
        onClose();
      },
    });
  };
  return (
    <Dialog
      open={reference !== null}
      onOpenChange={(open) => {
        if (!open) {
          remove.reset();
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogTitle>Delete this reference?</DialogTitle>
        <DialogDescription>
          “{reference ? titleOf(reference.csl) : ''}” will be removed from your library. This cannot be
          undone.
        </DialogDescription>
        {remove.isError ? (
          <Alert variant="error" className="mt-4">
            The reference could not be deleted. Try again in a moment.
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Keep it
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? <Spinner label="Deleting" /> : null}
            Delete reference
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
