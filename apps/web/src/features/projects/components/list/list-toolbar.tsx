import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { fieldClassName, Input } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';
import { SORT_OPTIONS } from './sort-options';

type ListToolbarProps = {
  search: string;
  sortValue: string;
  onSearch: (search: string) => void;
  onSort: (value: string) => void;
};

const SEARCH_DELAY_MS = 300;

/** Search by title (applied as the writer pauses) and the sort order. */
export function ListToolbar({ search, sortValue, onSearch, onSort }: ListToolbarProps) {
  const [draft, setDraft] = useState(search);
  const sortId = useId();
  useEffect(() => {
    if (draft.trim() === search) return;
    const timer = setTimeout(() => onSearch(draft.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, search, onSearch]);
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label="Search projects by title"
          placeholder="Search by title"
          className="pl-9"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      <div className="flex items-center gap-2">
        <label htmlFor={sortId} className="text-sm whitespace-nowrap text-muted-foreground">
          Sort by
        </label>
        <select
          id={sortId}
          className={cn(fieldClassName, 'h-10 w-auto pr-8')}
          value={sortValue}
          onChange={(e) => onSort(e.target.value)}
        >
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
