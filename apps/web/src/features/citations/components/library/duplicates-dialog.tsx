import type { DuplicateGroup, Reference } from '@penwright/shared';
import { CheckCircle2, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../components/ui/dialog';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useDeleteReference } from '../../api/delete-reference';
import { useDuplicates } from '../../api/get-duplicates';
import { shortAuthors, sourceOf, titleOf, year } from './reference-summary';

const REASONS: Record<DuplicateGroup['reason'], string> = {
  doi: 'Same DOI',
  title: 'Same title, year and first author',
};

/** Groups of references that look like one work, each with a way to delete the extra copies. */
type DuplicatesDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted: (id: string) => void;
};

export function DuplicatesDialog({ open, onOpenChange, onDeleted }: DuplicatesDialogProps) {
  const groups = useDuplicates(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogTitle>Possible duplicates</DialogTitle>
        <DialogDescription>
          References with the same DOI, or the same title, year and first author. Keep one of each and delete
          the rest.
        </DialogDescription>
        <div className="mt-5 grid gap-4">
          {groups.isPending ? <Skeleton className="h-40 w-full" /> : null}
          {groups.isError ? (
            <Alert variant="error">Duplicates could not be looked for. Try again.</Alert>
          ) : null}
          {groups.data?.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-muted-foreground">
              <CheckCircle2 className="size-7 text-success" aria-hidden="true" />
              <p className="font-medium text-foreground">No duplicates</p>
              <p>Every reference in your library is one of a kind.</p>
            </div>
          ) : null}
          {groups.data?.map((group) => (
            <section
              key={group.references.map((r) => r.id).join()}
              aria-label={`${REASONS[group.reason]}: ${titleOf(group.references[0]!.csl)}`}
              className="rounded-xl border border-border"
            >
              <h3 className="border-b border-border bg-muted/40 px-4 py-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {REASONS[group.reason]}
              </h3>
              <ul className="divide-y divide-border">
                {group.references.map((reference) => (
                  <DuplicateRow key={reference.id} reference={reference} onDeleted={onDeleted} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}

function DuplicateRow({ reference, onDeleted }: { reference: Reference; onDeleted: (id: string) => void }) {
  const remove = useDeleteReference();
  const [confirming, setConfirming] = useState(false);
  const added = new Date(reference.createdAt).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-serif font-semibold">{titleOf(reference.csl)}</p>
        <p className="text-muted-foreground">
          {[shortAuthors(reference.csl), year(reference.csl), sourceOf(reference.csl)]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <p className="text-xs text-muted-foreground">Added {added}</p>
      </div>
      <Button
        variant={confirming ? 'destructive' : 'outline'}
        size="sm"
        disabled={remove.isPending}
        onClick={() =>
          confirming
            ? remove.mutate(reference.id, { onSuccess: () => onDeleted(reference.id) })
            : setConfirming(true)
        }
        onBlur={() => setConfirming(false)}
      >
        <Trash2 aria-hidden="true" /> {confirming ? 'Confirm delete' : 'Delete'}
      </Button>
    </li>
  );
}
