import type { RequirementState } from '@penwright/writing';
import { CircleCheck, CircleDashed, CircleDot } from 'lucide-react';

const LABELS: Record<RequirementState, string> = { met: 'Met', partial: 'Partly met', unmet: 'Not met yet' };

/** A requirement's state as an icon with its name for screen readers. */
export function RequirementStateIcon({ state }: { state: RequirementState }) {
  const Icon = state === 'met' ? CircleCheck : state === 'partial' ? CircleDot : CircleDashed;
  const tone =
    state === 'met' ? 'text-success' : state === 'partial' ? 'text-accent' : 'text-muted-foreground';
  return (
    <span className={`mt-0.5 shrink-0 ${tone}`} data-state={state}>
      <Icon className="size-4" aria-hidden="true" />
      <span className="sr-only">{LABELS[state]}: </span>
    </span>
  );
}
