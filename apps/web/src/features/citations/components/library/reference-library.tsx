import { REFERENCE_PAGE_SIZE, type ListReferencesQuery, type Reference } from '@penwright/shared';
import { BookPlus, Upload } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useReferences } from '../../api/get-references';
import { DeleteReferenceDialog } from './delete-reference-dialog';
import { DuplicatesDialog } from './duplicates-dialog';
import { ImportDialog } from './import-dialog';
import { LibraryHeader } from './library-header';
import { LibraryToolbar, type LibraryFilters } from './library-toolbar';
import { ReferenceDialog } from './reference-dialog';
import { ReferenceList } from './reference-list';
import { StylePreview } from './style-preview';

type Editing = { reference: Reference | null } | null;

/** The reference library: the list with its search and filters, the dialogs that change it, and the preview. */
export function ReferenceLibrary() {
  const [filters, setFilters] = useState<LibraryFilters>({ q: '', tag: '', type: '', sort: 'createdAt' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Reference | null>(null);
  const [importing, setImporting] = useState(false);
  const [duplicates, setDuplicates] = useState(false);

  const query: Partial<ListReferencesQuery> = {
    page,
    ...(filters.q && { q: filters.q }),
    ...(filters.tag && { tag: filters.tag }),
    ...(filters.type && { type: filters.type }),
    sort: filters.sort,
    order: filters.sort === 'title' || filters.sort === 'author' ? 'asc' : 'desc',
  };
  const list = useReferences(query);
  const filtering = Boolean(filters.q || filters.tag || filters.type);
  const references = list.data?.data ?? [];
  const empty = list.isSuccess && list.data.totalCount === 0 && !filtering;

  const changeFilters = useCallback((next: LibraryFilters) => {
    setFilters(next);
    setPage(1);
  }, []);
  const unselect = (id: string) => setSelected((ids) => ids.filter((x) => x !== id));
  const toggle = (id: string) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const dialogs = (
    <>
      {editing ? <ReferenceDialog reference={editing.reference} onClose={() => setEditing(null)} /> : null}
      <DeleteReferenceDialog reference={deleting} onClose={() => setDeleting(null)} onDeleted={unselect} />
      <ImportDialog
        open={importing}
        onOpenChange={setImporting}
        onReviewDuplicates={() => setDuplicates(true)}
      />
      <DuplicatesDialog open={duplicates} onOpenChange={setDuplicates} onDeleted={unselect} />
    </>
  );

  if (list.isPending) return <Skeleton className="h-96 w-full rounded-xl" />;
  if (list.isError && !list.data) {
    return <Alert variant="error">Your library could not be loaded. Try again in a moment.</Alert>;
  }
  if (empty) {
    return (
      <>
        <EmptyState
          icon={<BookPlus />}
          title="Start your reference library"
          action={
            <div className="flex flex-wrap justify-center gap-3">
              <Button onClick={() => setImporting(true)}>
                <Upload aria-hidden="true" /> Import references
              </Button>
              <Button variant="outline" onClick={() => setEditing({ reference: null })}>
                <BookPlus aria-hidden="true" /> Add a reference
              </Button>
            </div>
          }
        >
          Import a BibTeX, RIS or CSL-JSON file from Zotero, Mendeley, EndNote or Google Scholar, or add
          references one at a time. Every reference can then be cited in any of the six styles.
        </EmptyState>
        {dialogs}
      </>
    );
  }

  const pageIds = references.map((r) => r.id);
  return (
    <>
      <Card>
        <LibraryHeader
          total={list.data?.totalCount ?? 0}
          selected={selected}
          onAdd={() => setEditing({ reference: null })}
          onImport={() => setImporting(true)}
          onDuplicates={() => setDuplicates(true)}
        />
        <LibraryToolbar filters={filters} onChange={changeFilters} />
        <ReferenceList
          references={references}
          loading={list.isFetching}
          selected={selected}
          onToggle={toggle}
          onToggleAll={(all) =>
            setSelected((ids) =>
              all ? [...new Set([...ids, ...pageIds])] : ids.filter((x) => !pageIds.includes(x)),
            )
          }
          onEdit={(reference) => setEditing({ reference })}
          onDelete={setDeleting}
          page={page}
          totalCount={list.data?.totalCount ?? 0}
          pageSize={REFERENCE_PAGE_SIZE}
          onPage={setPage}
          onClearSelection={() => setSelected([])}
        />
      </Card>
      <StylePreview ids={selected.length > 0 ? selected : pageIds} fromSelection={selected.length > 0} />
      {dialogs}
    </>
  );
}
