import { toDate, type DateInput } from './format.ts';
import type { ProjectStatus } from './projects.ts';

/** 1 = new project, 2 = new project with the analyse step, 3 = draft, 4 = review, 5 = completed. */
export type ProjectStep = 1 | 2 | 3 | 4 | 5;

const STEP_OF_STATUS: Record<ProjectStatus, ProjectStep> = { pending: 1, draft: 3, review: 4, completed: 5 };

/** The step a project in `status` opens on; an unknown status opens the new-project page. */
export function progressStep(status: string | null | undefined): ProjectStep {
  return Object.hasOwn(STEP_OF_STATUS, status ?? '') ? STEP_OF_STATUS[status as ProjectStatus] : 1;
}

/** Reads a step from anything (a number, a query-string value); unknown or lower values map to step 1. */
export function stepFromValue(value: unknown): ProjectStep {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5 ? (n as ProjectStep) : 1;
}

export const PROJECTS_PATH = '/dashboard/projects';

/**
 * The page for a project at `step` (design §6): the seed's route names nest under the project lists. Without a
 * project id the fallback is the projects list.
 */
export function projectPath(step: unknown, projectId?: string | null): string {
  if (!projectId) return PROJECTS_PATH;
  const id = encodeURIComponent(projectId);
  switch (stepFromValue(step)) {
    case 1:
      return `${PROJECTS_PATH}/new/${id}`;
    case 2:
      return `${PROJECTS_PATH}/new/${id}?step=analyse`;
    case 3:
      return `${PROJECTS_PATH}/draft/${id}`;
    case 4:
      return `${PROJECTS_PATH}/review/${id}`;
    case 5:
      return `${PROJECTS_PATH}/completed/${id}`;
  }
}

/** A YYYY-MM-DD due date means that calendar day where the writer is, not midnight UTC. */
function dueDay(value: DateInput): Date | null {
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  return toDate(value);
}

/** Overdue: the due date lies before the start of today and the project is not completed. */
export function isOverdue(dueDate: DateInput, status: string, now: Date = new Date()): boolean {
  if (status === 'completed') return false;
  const due = dueDay(dueDate);
  if (!due) return false;
  const startOfToday = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  return due.getTime() < startOfToday.getTime();
}
