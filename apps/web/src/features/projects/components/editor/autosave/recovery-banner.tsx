import { formatDateTime } from '@penwright/shared';
import { History } from 'lucide-react';
import { Button } from '../../../../../components/ui/button';
import type { DraftCacheEntry } from './draft-cache';

type RecoveryBannerProps = { entry: DraftCacheEntry; onRestore: () => void; onDiscard: () => void };

/** A newer copy survived on this device (a crash, a closed tab): offer it before anything else. */
export function RecoveryBanner({ entry, onRestore, onDiscard }: RecoveryBannerProps) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-accent/50 bg-accent-soft px-4 py-3 sm:flex-row sm:items-center"
    >
      <History className="hidden size-5 shrink-0 text-accent sm:block" aria-hidden="true" />
      <p className="flex-1 text-sm">
        <strong>Unsaved work was found on this device</strong>, kept {formatDateTime(entry.timestamp)}. It is
        newer than the saved draft.
      </p>
      <div className="flex gap-2">
        <Button size="sm" onClick={onRestore}>
          Restore it
        </Button>
        <Button size="sm" variant="outline" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </div>
  );
}
