import { REFERENCE_TYPE_LABELS, REFERENCE_TYPES, type ListReferencesQuery } from '@penwright/shared';
import { Search, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { fieldClassName, Input } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { useReferenceTags } from '../../api/get-reference-tags';

export type LibraryFilters = {
  q: string;
  tag: string;
  type: string;
  sort: NonNullable<ListReferencesQuery['sort']>;
};

const SORTS: Array<[LibraryFilters['sort'], string]> = [
  ['createdAt', 'Recently added'],
  ['updatedAt', 'Recently edited'],
  ['author', 'Author A–Z'],
  ['title', 'Title A–Z'],
  ['year', 'Newest year'],
];

const select = cn(fieldClassName, 'h-9 pr-8');

/** Search (as the writer types, after a pause), tag and type filters, and the order of the list. */
export function LibraryToolbar({
  filters,
  onChange,
}: {
  filters: LibraryFilters;
  onChange: (f: LibraryFilters) => void;
}) {
  const tags = useReferenceTags();
  const ids = { search: useId(), tag: useId(), type: useId(), sort: useId() };
  const [text, setText] = useState(filters.q);
  useEffect(() => {
    const trimmed = text.trim();
    if (trimmed === filters.q) return;
    const timer = setTimeout(() => onChange({ ...filters, q: trimmed }), 250);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <div className="grid gap-3 border-b border-border px-5 py-4 sm:px-6 md:grid-cols-[minmax(0,1fr)_auto_auto_auto]">
      <div className="relative">
        <label htmlFor={ids.search} className="sr-only">
          Search the library
        </label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          id={ids.search}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search titles, authors, DOIs…"
          className="h-9 pr-9 pl-9"
        />
        {text ? (
          <button
            type="button"
            onClick={() => setText('')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-muted-foreground hover:text-foreground"
            aria-label="Clear the search"
          >
            <X className="size-4" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-3 md:contents">
        <div>
          <label htmlFor={ids.tag} className="sr-only">
            Tag
          </label>
          <select
            id={ids.tag}
            className={select}
            value={filters.tag}
            onChange={(e) => onChange({ ...filters, tag: e.target.value })}
          >
            <option value="">All tags</option>
            {(tags.data ?? []).map(({ tag, count }) => (
              <option key={tag} value={tag}>
                {tag} ({count})
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.type} className="sr-only">
            Type
          </label>
          <select
            id={ids.type}
            className={select}
            value={filters.type}
            onChange={(e) => onChange({ ...filters, type: e.target.value })}
          >
            <option value="">All types</option>
            {REFERENCE_TYPES.map((type) => (
              <option key={type} value={type}>
                {REFERENCE_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 md:col-span-1">
          <label htmlFor={ids.sort} className="sr-only">
            Sort by
          </label>
          <select
            id={ids.sort}
            className={select}
            value={filters.sort}
            onChange={(e) => onChange({ ...filters, sort: e.target.value as LibraryFilters['sort'] })}
          >
            {SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>
    </div>
  );
}
