import { REVIEW_SECTION_LABELS, type ReviewReport } from '@penwright/shared';
import { CircleAlert, PartyPopper } from 'lucide-react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Spinner } from '../../../../components/ui/spinner';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The latest report, or undefined while it is still being computed. */
  report: ReviewReport | undefined;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
};

/**
 * Asks before the project is marked completed, naming what the review still finds open: completing locks
 * the draft until it is reopened, so the writer decides knowing what is left.
 */
export function CompleteProjectDialog({ open, onOpenChange, report, pending, error, onConfirm }: Props) {
  const blockers = report?.blockers ?? [];
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent>
        <DialogTitle>Mark this project as completed?</DialogTitle>
        <DialogDescription>
          The draft becomes read-only and ready to export. You can reopen it for editing at any time.
        </DialogDescription>
        {!report ? (
          <p className="mt-4 flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner /> The review is still being checked, so nothing open can be listed yet.
          </p>
        ) : blockers.length > 0 ? (
          <section aria-label="Still open" className="mt-4 rounded-lg border border-destructive/30 p-4">
            <h3 className="flex items-center gap-2 text-sm font-semibold">
              <CircleAlert className="size-4 text-destructive" aria-hidden="true" />
              {blockers.length === 1 ? 'One thing is still open' : `${blockers.length} things are still open`}
            </h3>
            <ul className="mt-2 grid gap-1.5 text-sm">
              {blockers.map((b, i) => (
                <li key={i}>
                  <span className="font-medium">{REVIEW_SECTION_LABELS[b.section]}:</span> {b.message}
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p className="mt-4 text-sm text-success">Nothing is open: the review found the draft ready.</p>
        )}
        {error ? (
          <Alert variant="error" className="mt-4">
            The project could not be completed. {error}
          </Alert>
        ) : null}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending}>
            Keep reviewing
          </Button>
          <Button onClick={onConfirm} disabled={pending}>
            {pending ? <Spinner label="Completing the project" /> : <PartyPopper aria-hidden="true" />}
            {blockers.length > 0 ? 'Complete anyway' : 'Mark as completed'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
