import type { ProjectStep } from '@penwright/shared';
import { Check } from 'lucide-react';
import { cn } from '../../../../lib/cn';
import { STEP_LABELS } from '../project-labels';

const STEPS: ProjectStep[] = [1, 2, 3, 4, 5];

/** The five steps of a project, with the current one marked for sight and for screen readers. */
export function ProjectProgress({ step }: { step: ProjectStep }) {
  return (
    <nav aria-label="Project progress">
      <ol className="flex items-center gap-1 sm:gap-2">
        {STEPS.map((n) => {
          const done = n < step;
          const current = n === step;
          return (
            <li
              key={n}
              aria-current={current ? 'step' : undefined}
              className="flex flex-1 items-center gap-1 last:flex-none sm:gap-2"
            >
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  done && 'border-primary bg-primary text-primary-foreground',
                  current && 'border-primary bg-primary-soft text-primary ring-4 ring-primary-soft',
                  !done && !current && 'border-input bg-card text-muted-foreground',
                )}
              >
                {done ? <Check className="size-3.5" aria-hidden="true" /> : n}
              </span>
              <span
                className={cn(
                  'text-sm whitespace-nowrap',
                  current ? 'font-semibold text-foreground' : 'text-muted-foreground',
                  !current && 'sr-only md:not-sr-only',
                )}
              >
                <span className="sr-only">Step {n}: </span>
                {STEP_LABELS[n]}
                {done ? <span className="sr-only"> (done)</span> : null}
              </span>
              {n < 5 ? (
                <span
                  aria-hidden="true"
                  className={cn('h-px min-w-3 flex-1', n < step ? 'bg-primary' : 'bg-border')}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
