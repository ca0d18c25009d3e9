import type { Reference } from '@penwright/shared';
import { useQuery } from '@tanstack/react-query';
import type { Editor } from '@tiptap/core';
import { Check, Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { closeToEditor } from '../../../../../components/editor/close-to-editor';
import { Button } from '../../../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../../../components/ui/dialog';
import { Input } from '../../../../../components/ui/input';
import { Spinner } from '../../../../../components/ui/spinner';
import { cn } from '../../../../../lib/cn';
import { referenceLabel, searchReferencesQueryOptions } from '../../../../../lib/citations/search-references';
import { selectedCitation } from './citation-node';
import { SourcePages } from './source-pages';

/** The pages a citation in the draft gives its sources, by id (one page alone goes with the last source). */
function pagesOf(
  items: readonly string[],
  locator: string | null,
  locators: ReadonlyArray<string | null> | null,
) {
  const pages: Record<string, string> = {};
  items.forEach((id, i) => {
    const page = locators ? locators[i] : i === items.length - 1 ? locator : null;
    if (page) pages[id] = page;
  });
  return pages;
}

type InsertCitationDialogProps = { editor: Editor; open: boolean; onOpenChange: (open: boolean) => void };

/** Typing pauses this long before the library is searched. */
const SEARCH_AFTER_MS = 250;

function useDebounced(value: string, ms: number) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Searches the library by author, title or year and cites the chosen references at the caret, each with its
 * own page when several are cited together.
 * Opened on a citation already in the draft (double-click, or Enter when it is selected), it shows that
 * citation's sources and page to change, or removes it.
 */
export function InsertCitationDialog({ editor, open, onOpenChange }: InsertCitationDialogProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  /** A page for each chosen source, by id; while none is chosen, the one page typed sits under ''. */
  const [pages, setPages] = useState<Record<string, string>>({});
  const [labels, setLabels] = useState<ReadonlyMap<string, string>>(new Map());
  /** Where the citation being changed sits; null when inserting a new one. */
  const [editing, setEditing] = useState<number | null>(null);
  const [shownFor, setShownFor] = useState(open);
  if (shownFor !== open) {
    setShownFor(open);
    if (open) {
      const current = selectedCitation(editor.state.selection);
      setSearch('');
      const items = current ? [...(current.node.attrs.items as string[])] : [];
      setChosen(items);
      setPages(
        current
          ? pagesOf(
              items,
              current.node.attrs.locator as string | null,
              current.node.attrs.locators as Array<string | null> | null,
            )
          : {},
      );
      setEditing(current ? current.pos : null);
    }
  }
  const q = useDebounced(search, SEARCH_AFTER_MS);
  const results = useQuery({ ...searchReferencesQueryOptions(q), enabled: open });
  const toggle = (reference: Reference) => {
    const { authors, year } = referenceLabel(reference.csl);
    setLabels((now) => new Map(now).set(reference.id, [authors, year].filter(Boolean).join(' ')));
    if (chosen.length === 0 && pages['']) {
      // A page typed before any source was chosen belongs to the first one.
      setPages(({ '': page, ...rest }) => ({ ...rest, [reference.id]: page ?? '' }));
    }
    setChosen((now) =>
      now.includes(reference.id) ? now.filter((id) => id !== reference.id) : [...now, reference.id],
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) return;
    const citation = { items: chosen, locators: chosen.map((id) => pages[id] ?? null) };
    if (editing === null) editor.chain().focus().insertCitation(citation).run();
    else editor.chain().focus().setNodeSelection(editing).updateCitation(citation).run();
    closeToEditor(editor, onOpenChange);
  };
  const remove = () => {
    if (editing === null) return;
    editor.chain().focus().setNodeSelection(editing).deleteSelection().run();
    closeToEditor(editor, onOpenChange);
  };
  const list = results.data?.data ?? [];
  const libraryEmpty = results.isSuccess && list.length === 0 && q.trim() === '';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-xl"
        onCloseAutoFocus={(e) => (e.preventDefault(), editor.commands.focus())}
      >
        <DialogTitle>{editing === null ? 'Insert a citation' : 'Edit citation'}</DialogTitle>
        <DialogDescription>
          {editing === null
            ? 'Search your library by author, title or year. Choose one source, or several cited together.'
            : 'Change the sources this citation names, or its page. The text follows the project’s style.'}
        </DialogDescription>
        <form onSubmit={submit} className="mt-5 grid gap-4">
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Author, title or year"
              aria-label="Search your library"
              className="pl-9"
              autoFocus
            />
          </div>
          <div
            role="group"
            aria-label="References"
            aria-busy={results.isFetching}
            className="max-h-72 min-h-32 overflow-y-auto rounded-xl border border-border bg-background/40"
          >
            {results.isPending ? (
              <div className="grid h-32 place-items-center text-muted-foreground">
                <Spinner />
              </div>
            ) : libraryEmpty ? (
              <p className="px-4 py-8 text-center text-sm text-muted-foreground">
                Your library has no references yet.{' '}
                <Link
                  to="/dashboard/citations"
                  className="font-medium text-primary underline-offset-4 hover:underline"
                >
                  Add or import some
                </Link>{' '}
                to cite them here.
              </p>
            ) : results.isError ? (
              <p className="px-4 py-8 text-center text-sm text-muted-foreground">
                Your library could not be searched just now. Try again in a moment.
              </p>
            ) : list.length === 0 ? (
              <p className="px-4 py-8 text-center text-sm text-muted-foreground">
                Nothing in your library matches “{q.trim()}”.
              </p>
            ) : (
              <ul className="divide-y divide-border">
                {list.map((reference) => {
                  const { authors, year, title } = referenceLabel(reference.csl);
                  const selected = chosen.includes(reference.id);
                  return (
                    <li key={reference.id}>
                      <button
                        type="button"
                        aria-pressed={selected}
                        onClick={() => toggle(reference)}
                        className={cn(
                          'flex w-full items-start gap-3 px-4 py-3 text-left transition-colors hover:bg-muted focus-visible:bg-muted focus-visible:outline-none',
                          selected && 'bg-primary-soft hover:bg-primary-soft',
                        )}
                      >
                        <span
                          aria-hidden="true"
                          className={cn(
                            'mt-0.5 grid size-5 shrink-0 place-items-center rounded-md border border-input bg-card',
                            selected && 'border-primary bg-primary text-primary-foreground',
                          )}
                        >
                          {selected ? <Check className="size-3.5" /> : null}
                        </span>
                        <span className="min-w-0">
                          <span className="line-clamp-2 text-sm font-medium text-foreground">{title}</span>
                          <span className="block truncate text-xs text-muted-foreground">
                            {[authors, year].filter(Boolean).join(' · ') || 'No author or year'}
                          </span>
                        </span>
                      </button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <SourcePages
            chosen={chosen}
            labels={labels}
            pages={pages}
            onChange={(id, page) => setPages((now) => ({ ...now, [id]: page }))}
          />
          <div className="flex flex-col-reverse items-stretch gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground" aria-live="polite">
              {chosen.length === 0
                ? 'No source chosen'
                : chosen.length === 1
                  ? '1 source chosen'
                  : `${chosen.length} sources chosen`}
            </p>
            <div className="flex flex-wrap justify-end gap-2">
              {editing !== null ? (
                <Button
                  type="button"
                  variant="ghost"
                  className="text-destructive hover:text-destructive"
                  onClick={remove}
                >
                  Remove citation
                </Button>
              ) : null}
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={chosen.length === 0}>
                {editing === null ? 'Insert citation' : 'Update citation'}
              </Button>
            </div>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
