import { formatDateTime, htmlToText, type Post, type RevisionReason } from '@penwright/shared';
import { useState } from 'react';
import { Button } from '../../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../../components/ui/dialog';
import { Pagination } from '../../../../../components/ui/pagination';
import { Skeleton } from '../../../../../components/ui/skeleton';
import { Spinner } from '../../../../../components/ui/spinner';
import { cn } from '../../../../../lib/cn';
import { restoreRevision, useRevision, useRevisions } from '../../../api/revisions';

const REASONS: Record<RevisionReason, string> = {
  autosave: 'Autosaved',
  manual: 'Saved',
  leave: 'Saved on leaving',
  restore: 'Restored',
};

type RevisionsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projectId: string;
  postId: string;
  /** Saves pending work first and answers the version the restore is based on, or null to stop. */
  beforeRestore: () => Promise<number | null>;
  onRestored: (post: Post) => void;
};

/** Every saved version of the draft, newest first; any of them can become the current draft again. */
export function RevisionsDialog({
  open,
  onOpenChange,
  projectId,
  postId,
  beforeRestore,
  onRestored,
}: RevisionsDialogProps) {
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const [restoring, setRestoring] = useState(false);
  const list = useRevisions(projectId, postId, page, open);
  const revision = useRevision(projectId, postId, open ? selected : null);
  const restore = async () => {
    if (!selected) return;
    setRestoring(true);
    try {
      const version = await beforeRestore();
      if (version === null) return;
      onRestored(await restoreRevision(projectId, postId, selected, version));
      onOpenChange(false);
    } finally {
      setRestoring(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-4xl">
        <DialogTitle>Version history</DialogTitle>
        <DialogDescription>
          Every save is kept. Pick a version to read it, then restore it if you want it back.
        </DialogDescription>
        <div className="mt-5 grid gap-4 md:grid-cols-[16rem_1fr]">
          <div>
            {list.isPending ? <Skeleton className="h-40 w-full" /> : null}
            <ul className="grid max-h-80 gap-1 overflow-y-auto" aria-label="Saved versions">
              {list.data?.data.map((r) => (
                <li key={r.id}>
                  <button
                    type="button"
                    aria-pressed={selected === r.id}
                    onClick={() => setSelected(r.id)}
                    className={cn(
                      'w-full rounded-lg px-3 py-2 text-left text-sm hover:bg-muted',
                      selected === r.id && 'bg-primary-soft text-primary',
                    )}
                  >
                    <span className="block font-medium">
                      Version {r.version} · {REASONS[r.reason]}
                    </span>
                    <span className="block text-xs text-muted-foreground">
                      {formatDateTime(r.createdAt)} · {r.wordCount} words
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {list.data ? (
              <Pagination
                skip={(page - 1) * list.data.pageSize}
                take={list.data.pageSize}
                totalCount={list.data.totalCount}
                onChange={(skip) => setPage(skip / list.data.pageSize + 1)}
              />
            ) : null}
            {list.data?.totalCount === 0 ? (
              <p className="text-sm text-muted-foreground">No saved versions yet.</p>
            ) : null}
          </div>
          <div className="flex min-h-48 flex-col rounded-xl border border-border bg-background">
            <p className="max-h-80 flex-1 overflow-y-auto px-4 py-3 font-serif text-sm leading-relaxed whitespace-pre-wrap">
              {selected === null
                ? 'Choose a version on the left.'
                : revision.data
                  ? htmlToText(revision.data.content) || 'Empty'
                  : 'Loading…'}
            </p>
            <div className="flex justify-end border-t border-border px-4 py-3">
              <Button onClick={() => void restore()} disabled={!revision.data || restoring}>
                {restoring ? <Spinner /> : null}
                Restore this version
              </Button>
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
