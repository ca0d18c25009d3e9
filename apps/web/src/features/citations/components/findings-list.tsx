import { ArrowRight } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { FINDING_TYPE_LABELS } from '../../../components/citations/finding-labels';
import { SEVERITY_LABELS, SeverityIcon } from '../../../components/citations/severity-icon';
import type { FindingGroup } from './finding-groups';

type FindingsListProps = {
  groups: readonly FindingGroup[];
  active: number | null;
  onSelect: (index: number) => void;
};

/** The element id of a finding's entry in the list; choosing its mark in the text brings it into view. */
export const findingItemId = (index: number) => `citation-finding-item-${index}`;

/** Every finding in words, grouped by type; choosing one shows it in the text. */
export function FindingsList({ groups, active, onSelect }: FindingsListProps) {
  return (
    <div className="grid gap-5">
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`finding-group-${group.type}`}>
          <h3
            id={`finding-group-${group.type}`}
            className="mb-2 flex items-center justify-between text-xs font-semibold tracking-wide text-muted-foreground uppercase"
          >
            {FINDING_TYPE_LABELS[group.type]}
            <span className="tabular-nums">{group.findings.length}</span>
          </h3>
          <ul className="grid gap-2">
            {group.findings.map((f) => {
              const placed = f.end > f.start;
              return (
                <li key={f.index}>
                  <button
                    type="button"
                    id={findingItemId(f.index)}
                    disabled={!placed}
                    aria-current={active === f.index ? 'true' : undefined}
                    onClick={() => onSelect(f.index)}
                    className={cn(
                      'grid w-full gap-1.5 rounded-lg border bg-card p-3 text-left text-sm transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-default',
                      active === f.index ? 'border-ring bg-primary-soft/50' : 'border-border hover:bg-muted',
                      // After the all-sides colour, so the severity stripe on the left keeps its own.
                      f.severity === 'error'
                        ? 'border-l-4 border-l-destructive'
                        : 'border-l-4 border-l-accent-bright',
                    )}
                  >
                    <span className="flex items-start gap-2">
                      <SeverityIcon severity={f.severity} className="mt-0.5" />
                      <span className="sr-only">{SEVERITY_LABELS[f.severity]}:</span>
                      <span className="flex-1">{f.message}</span>
                      <span
                        aria-label={`Finding ${f.number}`}
                        className="rounded-full bg-muted px-1.5 text-xs font-semibold text-muted-foreground tabular-nums"
                      >
                        {f.number}
                      </span>
                    </span>
                    {f.excerpt ? (
                      <span className="line-clamp-2 pl-6 font-serif text-muted-foreground italic">
                        “{f.excerpt}”
                      </span>
                    ) : null}
                    {f.suggestion ? (
                      <span className="flex items-start gap-1.5 pl-6 text-foreground">
                        <ArrowRight aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-success" />
                        <span>
                          <span className="sr-only">Suggestion: </span>
                          {f.suggestion}
                        </span>
                      </span>
                    ) : null}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
