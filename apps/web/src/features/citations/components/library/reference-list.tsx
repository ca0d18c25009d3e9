import type { Reference } from '@penwright/shared';
import { SearchX } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Pagination } from '../../../../components/ui/pagination';
import { ReferenceRow } from './reference-row';

type ReferenceListProps = {
  references: readonly Reference[];
  loading: boolean;
  selected: readonly string[];
  onToggle: (id: string) => void;
  onToggleAll: (all: boolean) => void;
  onClearSelection: () => void;
  onEdit: (reference: Reference) => void;
  onDelete: (reference: Reference) => void;
  page: number;
  pageSize: number;
  totalCount: number;
  onPage: (page: number) => void;
};

/** One page of references, each with a box to select it for the preview or an export. */
export function ReferenceList(props: ReferenceListProps) {
  const { references, selected, page, pageSize, totalCount } = props;
  if (references.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-6 py-12 text-center text-sm text-muted-foreground">
        <SearchX className="size-6" aria-hidden="true" />
        <p className="font-medium text-foreground">No references match</p>
        <p>Try other words, or another tag or type.</p>
      </div>
    );
  }
  const allOnPage = references.every((r) => selected.includes(r.id));
  return (
    <div aria-busy={props.loading || undefined}>
      <div className="flex items-center gap-3 border-b border-border bg-muted/40 px-5 py-2 text-xs text-muted-foreground sm:px-6">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={allOnPage}
          onChange={(e) => props.onToggleAll(e.target.checked)}
          aria-label="Select every reference on this page"
        />
        {selected.length > 0 ? (
          <>
            <span className="font-medium text-foreground">{selected.length} selected</span>
            <Button variant="link" size="sm" className="h-auto px-0 text-xs" onClick={props.onClearSelection}>
              Clear
            </Button>
          </>
        ) : (
          <span>Select references to format or export only those</span>
        )}
      </div>
      <ul aria-label="References" className="divide-y divide-border">
        {references.map((reference) => (
          <ReferenceRow
            key={reference.id}
            reference={reference}
            selected={selected.includes(reference.id)}
            onToggle={() => props.onToggle(reference.id)}
            onEdit={() => props.onEdit(reference)}
            onDelete={() => props.onDelete(reference)}
          />
        ))}
      </ul>
      <div className="px-5 pb-4 sm:px-6">
        <Pagination
          skip={(page - 1) * pageSize}
          take={pageSize}
          totalCount={totalCount}
          onChange={(skip) => props.onPage(Math.floor(skip / pageSize) + 1)}
        />
      </div>
    </div>
  );
}
