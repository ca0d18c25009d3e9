import {
  formatDate,
  isOverdue,
  progressStep,
  PROJECT_TYPE_LABELS,
  projectPath,
  type Project,
} from '@penwright/shared';
import { CalendarDays, ChevronRight, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { formatWords, STEP_LABELS } from '../project-labels';
import { OverdueBadge, StatusBadge } from '../status-badge';

type ProjectRowProps = {
  project: Project;
  /** Offers a delete button beside the link (the link itself cannot hold one). */
  onDelete?: (project: Project) => void;
};

/** One project in a list: where it stands, when it is due, and a link to the step it is on. */
export function ProjectRow({ project, onDelete }: ProjectRowProps) {
  const step = progressStep(project.status);
  const overdue = isOverdue(project.dueDate, project.status);
  return (
    <li className="flex items-center rounded-xl border border-border bg-card shadow-xs transition-colors hover:border-primary/40 hover:bg-primary-soft/30">
      <Link
        to={projectPath(step, project.id)}
        className={cn(
          'group flex min-w-0 flex-1 items-center gap-4 rounded-xl px-4 py-4 sm:px-5',
          onDelete && 'pr-2 sm:pr-3',
        )}
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-serif text-lg font-semibold break-words group-hover:text-primary">
              {project.title}
            </h3>
            <StatusBadge status={project.status} />
            <OverdueBadge project={project} />
          </div>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>{PROJECT_TYPE_LABELS[project.type]}</span>
            <span aria-hidden="true">·</span>
            <span>
              Step {step} of 5: {STEP_LABELS[step]}
            </span>
            <span aria-hidden="true">·</span>
            <span>{formatWords(project.wordCount)}</span>
            {project.dueDate ? (
              <span className={cn('sm:hidden', overdue && 'font-medium text-destructive')}>
                Due {formatDate(project.dueDate)}
              </span>
            ) : null}
          </p>
        </div>
        <div className="hidden shrink-0 text-right text-sm sm:block">
          {project.dueDate ? (
            <p
              className={cn(
                'flex items-center justify-end gap-1.5',
                overdue && 'font-medium text-destructive',
              )}
            >
              <CalendarDays className="size-4" aria-hidden="true" />
              Due {formatDate(project.dueDate)}
            </p>
          ) : (
            <p className="text-muted-foreground">No due date</p>
          )}
          <p className="mt-0.5 text-xs text-muted-foreground">Updated {formatDate(project.updatedAt)}</p>
        </div>
        <ChevronRight className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      </Link>
      {onDelete ? (
        <Button
          variant="ghost"
          size="icon"
          className="mr-2 shrink-0 text-muted-foreground hover:bg-destructive-soft hover:text-destructive sm:mr-3"
          aria-label={`Delete “${project.title}”`}
          title="Delete project"
          onClick={() => onDelete(project)}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}
