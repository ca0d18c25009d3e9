import { BookPlus, EyeOff, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useMemo } from 'react';
import { Button } from '../ui/button';
import { CategoryDot } from './category-dot';
import { CATEGORY_LABELS, type PlacedFinding } from './finding';
import type { OpenVia } from './extension/grammar-session';

type FindingCardProps = {
  finding: PlacedFinding;
  via: OpenVia;
  /** Where the finding's words are on screen now (they move as the page scrolls). */
  anchorRect: () => DOMRect;
  onApply: (replacement: string) => void;
  onIgnore: () => void;
  onAddWord?: () => void;
  onClose: (returnFocus: boolean) => void;
};

/** The card for one finding: what is wrong, one-click fixes, Ignore and (for spelling) Add to dictionary. */
export function FindingCard({
  finding,
  via,
  anchorRect,
  onApply,
  onIgnore,
  onAddWord,
  onClose,
}: FindingCardProps) {
  const anchor = useMemo(() => ({ current: { getBoundingClientRect: anchorRect } }), [anchorRect]);
  const { edit } = finding;
  // An empty suggestion means "delete these words"; no suggestion at all means there is nothing to offer.
  const suggestions = [...new Set(edit.replacements)].slice(0, 4);
  return (
    <Popover.Root open onOpenChange={(next) => !next && onClose(via === 'keyboard')}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-label={`${CATEGORY_LABELS[edit.category]}: ${edit.message}`}
          onOpenAutoFocus={(e) => {
            // A click keeps the caret in the text; from the keyboard, the best fix is the first stop.
            e.preventDefault();
            if (via === 'keyboard')
              (e.currentTarget as HTMLElement | null)
                ?.querySelector<HTMLElement>('[data-suggestion], button:not([aria-label="Close"])')
                ?.focus();
          }}
          onCloseAutoFocus={(e) => e.preventDefault()}
          className="pw-grammar-card z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-border bg-card p-4 text-card-foreground shadow-lg"
        >
          <div className="flex items-start justify-between gap-3">
            <p className="flex items-center gap-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              <CategoryDot category={edit.category} />
              {CATEGORY_LABELS[edit.category]}
            </p>
            <Popover.Close asChild>
              <Button variant="ghost" size="icon" className="-mt-2 -mr-2 size-8" aria-label="Close">
                <X aria-hidden="true" />
              </Button>
            </Popover.Close>
          </div>
          <p className="mt-1 text-sm">{edit.message}</p>
          {suggestions.length > 0 ? (
            <div className="mt-3 flex flex-wrap items-center gap-2" role="group" aria-label="Suggestions">
              <span className="text-sm text-muted-foreground line-through decoration-destructive/60">
                {finding.text}
              </span>
              <span aria-hidden="true" className="text-muted-foreground">
                →
              </span>
              {suggestions.map((s) => (
                <Button
                  key={s || 'delete'}
                  size="sm"
                  variant="secondary"
                  data-suggestion=""
                  onClick={() => onApply(s)}
                >
                  {s ? s : `Delete “${finding.text}”`}
                </Button>
              ))}
            </div>
          ) : null}
          <div className="mt-4 flex flex-wrap gap-2 border-t border-border pt-3">
            <Button size="sm" variant="ghost" onClick={onIgnore}>
              <EyeOff aria-hidden="true" /> Ignore
            </Button>
            {onAddWord && edit.category === 'spelling' ? (
              <Button size="sm" variant="ghost" onClick={onAddWord}>
                <BookPlus aria-hidden="true" /> Add to dictionary
              </Button>
            ) : null}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
