import { isOverdue, PROJECT_STATUS_LABELS, type Project, type ProjectStatus } from '@penwright/shared';
import { AlertTriangle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';

const VARIANT: Record<ProjectStatus, 'neutral' | 'primary' | 'accent' | 'success'> = {
  pending: 'neutral',
  draft: 'primary',
  review: 'accent',
  completed: 'success',
};

export function StatusBadge({ status }: { status: ProjectStatus }) {
  return <Badge variant={VARIANT[status]}>{PROJECT_STATUS_LABELS[status]}</Badge>;
}

/** Shown when the due date lies before the start of today and the project is not completed. */
export function OverdueBadge({ project, now }: { project: Pick<Project, 'dueDate' | 'status'>; now?: Date }) {
  if (!isOverdue(project.dueDate, project.status, now)) return null;
  return (
    <Badge className="bg-destructive-soft text-destructive" data-testid="overdue">
      <AlertTriangle className="size-3" aria-hidden="true" />
      Overdue
    </Badge>
  );
}
