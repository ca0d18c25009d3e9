import type { Project } from '@penwright/shared';
import { useRef, type RefObject } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/toast';
import { useDeleteProject } from '../api/delete-project';

type DeleteProjectDialogProps = {
  /** The project to delete; the dialog is open while one is set. */
  project: Pick<Project, 'id' | 'title'> | null;
  onClose: () => void;
  /** Runs once the dialog has closed after the deletion; the caller moves focus or leaves the page. */
  onDeleted: () => void;
  /** Where focus goes back to when nothing was deleted; by default the element that had it on opening. */
  returnFocus?: RefObject<HTMLElement | null>;
};

/** Asks before a project is deleted for good, and says so when the deletion fails. */
export function DeleteProjectDialog({ project, onClose, onDeleted, returnFocus }: DeleteProjectDialogProps) {
  const remove = useDeleteProject();
  const cancel = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const deleted = useRef(false);

  const close = () => {
    // A request on its way cannot be called back, so the dialog stays until it answers.
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  const confirm = (target: Pick<Project, 'id' | 'title'>) =>
    remove.mutate(target.id, {
      onSuccess: () => {
        notify.success(`“${target.title}” has been deleted.`);
        deleted.current = true;
        remove.reset();
        onClose();
      },
    });

  return (
    <Dialog open={project !== null} onOpenChange={(open) => !open && close()}>
      {project ? (
        <DialogContent
          // A destructive confirmation: announced as an alert dialog, with the safe choice focused first.
          role="alertdialog"
          onOpenAutoFocus={(event) => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            event.preventDefault();
            cancel.current?.focus();
          }}
          // Radix gives focus back to a Dialog.Trigger only, and the button that opened this one may have gone
          // with the project.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (deleted.current) {
              deleted.current = false;
              onDeleted();
            } else {
              (returnFocus?.current ?? opener.current)?.focus();
            }
          }}
        >
          <DialogTitle>Delete this project?</DialogTitle>
          <DialogDescription>
            “{project.title}” will be removed permanently, with its draft, its revisions and its checklist.
            This cannot be undone.
          </DialogDescription>
          {remove.isError ? (
            <Alert variant="error" className="mt-4">
              The project could not be deleted. {remove.error.message}
            </Alert>
          ) : null}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button ref={cancel} variant="outline" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={() => confirm(project)} disabled={remove.isPending}>
              {remove.isPending ? <Spinner label="Deleting the project" /> : null}
              Delete project
            </Button>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
