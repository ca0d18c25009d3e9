import type { GrammarCategory } from '@penwright/shared';
import { cn } from '../../lib/cn';

const DOT: Record<GrammarCategory, string> = {
  spelling: 'bg-destructive',
  grammar: 'bg-accent-bright',
  punctuation: 'bg-ring',
  style: 'bg-success',
};

/** The colour of a category's underline, as a dot beside its name (the name always goes with it). */
export function CategoryDot({ category, className }: { category: GrammarCategory; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-block size-2 shrink-0 rounded-full', DOT[category], className)}
    />
  );
}
