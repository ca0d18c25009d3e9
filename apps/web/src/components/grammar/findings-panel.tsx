import { CheckCircle2, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { FindingFilterTabs } from './finding-filter-tabs';
import { FindingListItem } from './finding-list-item';
import { countByCategory, matchesFilter, type FindingFilter, type PlacedFinding } from './finding';

/** A long draft can hold hundreds of findings; the list grows on request rather than rendering them all. */
const PAGE = 50;

export type FindingsPanelProps = {
  findings: readonly PlacedFinding[];
  filter: FindingFilter;
  onFilter: (filter: FindingFilter) => void;
  busy: boolean;
  onSelect: (finding: PlacedFinding) => void;
  /** Said when there is nothing to show (before any text, or when all is well). */
  emptyText?: string;
};

/** Every finding in words, with counts by category and the correctness/style filter; a click opens its card. */
export function FindingsPanel({ findings, filter, onFilter, busy, onSelect, emptyText }: FindingsPanelProps) {
  const [shown, setShown] = useState(PAGE);
  const counts = countByCategory(findings);
  const visible = findings.filter((f) => matchesFilter(f.edit.category, filter));
  return (
    <div className="grid gap-3">
      <FindingFilterTabs counts={counts} total={findings.length} filter={filter} onFilter={onFilter} />
      <p className="flex min-h-5 items-center gap-2 text-xs text-muted-foreground" aria-live="polite">
        {busy ? (
          <>
            <LoaderCircle className="size-3.5 motion-safe:animate-spin" aria-hidden="true" /> Checking…
          </>
        ) : (
          `${visible.length} ${visible.length === 1 ? 'suggestion' : 'suggestions'}`
        )}
      </p>
      {visible.length === 0 && !busy ? (
        <p className="flex items-start gap-2 rounded-lg bg-success-soft px-3 py-2.5 text-sm text-success">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {emptyText ?? 'Nothing to flag here.'}
        </p>
      ) : (
        <ul className="grid gap-1.5" aria-label="Suggestions">
          {visible.slice(0, shown).map((f) => (
            <FindingListItem key={f.id} finding={f} onSelect={onSelect} />
          ))}
        </ul>
      )}
      {visible.length > shown ? (
        <button
          type="button"
          className="justify-self-start text-sm font-medium text-primary hover:underline"
          onClick={() => setShown((n) => n + PAGE)}
        >
          Show {Math.min(PAGE, visible.length - shown)} more
        </button>
      ) : null}
    </div>
  );
}
