import type { Project, Requirement } from '@penwright/shared';
import type { RequirementResult } from '@penwright/writing';
import { useUpdateProject } from '../../../api/update-project';
import { RequirementStateIcon } from './requirement-state-icon';

/** Lines no rule can check; the writer ticks them off. */
const MANUAL = new Set<Requirement['kind']>(['source', 'formatting', 'other']);

type RequirementsChecklistProps = { project: Project; results: RequirementResult[] };

/** The brief's checklist with each line's state and what is missing. */
export function RequirementsChecklist({ project, results }: RequirementsChecklistProps) {
  const update = useUpdateProject(project.id);
  const byId = new Map(results.map((r) => [r.id, r]));
  if (project.requirements.length === 0) {
    return <p className="text-sm text-muted-foreground">This project has no requirements yet.</p>;
  }
  const tick = (id: string, done: boolean) =>
    update.mutate({ requirements: project.requirements.map((r) => (r.id === id ? { ...r, done } : r)) });
  return (
    <ul className="grid gap-3" aria-label="Requirements checklist">
      {project.requirements.map((req) => {
        const result = byId.get(req.id);
        const state = result?.state ?? 'unmet';
        return (
          <li key={req.id} className="flex gap-2.5 text-sm" data-requirement={req.kind}>
            {MANUAL.has(req.kind) ? (
              <input
                type="checkbox"
                className="mt-1 size-4 shrink-0 accent-[var(--success)]"
                checked={req.done ?? false}
                aria-label={`Done: ${req.label}`}
                disabled={update.isPending}
                onChange={(e) => tick(req.id, e.target.checked)}
              />
            ) : (
              <RequirementStateIcon state={state} />
            )}
            <div className="min-w-0">
              <p className={state === 'met' ? 'text-foreground' : 'text-foreground/90'}>{req.label}</p>
              {result ? <p className="text-xs text-muted-foreground">{result.detail}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
