import type { GrammarCategory } from '@penwright/shared';
import { cn } from '../../lib/cn';
import { CategoryDot } from './category-dot';
import { CATEGORY_LABELS, type FindingFilter } from './finding';

const FILTERS: { value: FindingFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'correctness', label: 'Grammar & spelling' },
  { value: 'style', label: 'Style' },
];

type FindingFilterTabsProps = {
  counts: Record<GrammarCategory, number>;
  total: number;
  filter: FindingFilter;
  onFilter: (filter: FindingFilter) => void;
};

/** Counts by category, and the choice between correctness and style findings. */
export function FindingFilterTabs({ counts, total, filter, onFilter }: FindingFilterTabsProps) {
  const correctness = total - counts.style;
  const countOf = (value: FindingFilter) =>
    value === 'all' ? total : value === 'style' ? counts.style : correctness;
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        {(Object.keys(CATEGORY_LABELS) as GrammarCategory[]).map((c) => (
          <div key={c} className="flex items-center justify-between gap-2">
            <dt className="flex items-center gap-2 text-muted-foreground">
              <CategoryDot category={c} />
              {CATEGORY_LABELS[c]}
            </dt>
            <dd className="font-semibold tabular-nums">{counts[c]}</dd>
          </div>
        ))}
      </dl>
      <div role="group" aria-label="Show" className="flex rounded-lg bg-muted p-1 text-xs font-medium">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            onClick={() => onFilter(f.value)}
            className={cn(
              'flex-1 rounded-md px-2 py-1.5 whitespace-nowrap transition-colors',
              filter === f.value
                ? 'bg-card text-foreground shadow-sm'
                : 'text-muted-foreground hover:text-foreground',
            )}
          >
            {f.label} <span className="tabular-nums">{countOf(f.value)}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
