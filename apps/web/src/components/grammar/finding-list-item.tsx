import { CategoryDot } from './category-dot';
import { CATEGORY_LABELS, type PlacedFinding } from './finding';

/** One finding in the panel: its category, the flagged words and the best fix, then what is wrong. */
export function FindingListItem({
  finding,
  onSelect,
}: {
  finding: PlacedFinding;
  onSelect: (finding: PlacedFinding) => void;
}) {
  const { edit } = finding;
  const best = edit.replacements[0];
  return (
    <li>
      <button
        type="button"
        onClick={() => onSelect(finding)}
        className="grid w-full gap-0.5 rounded-lg border border-transparent px-3 py-2 text-left transition-colors hover:border-border hover:bg-muted focus-visible:border-border"
      >
        <span className="flex items-center gap-2 text-xs text-muted-foreground">
          <CategoryDot category={edit.category} />
          {CATEGORY_LABELS[edit.category]}
        </span>
        <span className="text-sm break-words">
          <span className="font-medium">{finding.text}</span>
          {best !== undefined ? (
            <>
              <span aria-hidden="true" className="text-muted-foreground">
                {' '}
                →{' '}
              </span>
              <span className="sr-only"> could be </span>
              <span className="font-medium text-success">{best || '(delete)'}</span>
            </>
          ) : null}
        </span>
        <span className="line-clamp-2 text-xs text-muted-foreground">{edit.message}</span>
      </button>
    </li>
  );
}
