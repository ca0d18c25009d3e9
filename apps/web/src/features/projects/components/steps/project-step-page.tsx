import {
  progressStep,
  projectPath,
  type Project,
  type ProjectStatus,
  type ProjectStep,
} from '@penwright/shared';
import { FileQuestion } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { AT_PARAM, EXCERPT_PARAM } from '../review/finding-link';
import { PageMeta } from '../../../../components/seo/page-meta';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { paths } from '../../../../config/paths';
import { useProject } from '../../api/get-project';
import { ProjectProgress } from './project-progress';

type ProjectStepPageProps = {
  projectId: string | undefined;
  step: ProjectStep;
  /** Statuses this step belongs to; any other sends the writer to the step the project is on. */
  statuses: readonly ProjectStatus[];
  title: (project: Project) => string;
  wide?: boolean;
  children: (project: Project) => ReactNode;
};

/** The finding-place part of a search string (`?at=…&q=…`), or '' when it names none. */
function findingPlace(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of [AT_PARAM, EXCERPT_PARAM]) {
    const value = params.get(key);
    if (value !== null) kept.set(key, value);
  }
  return kept.size > 0 ? `?${kept.toString()}` : '';
}

/** A step of a project: loads it, keeps the writer on the step its status allows, shows the progress bar. */
export function ProjectStepPage({ projectId, step, statuses, title, wide, children }: ProjectStepPageProps) {
  const { data: project, isPending, isError } = useProject(projectId ?? '');
  const search = findingPlace(useLocation().search);
  if (!projectId) return <Navigate to={projectPath(step, null)} replace />;
  if (isPending) {
    return (
      <div className="mx-auto grid w-full max-w-5xl gap-6" aria-busy="true" aria-label="Loading project">
        <Skeleton className="h-7 w-full" />
        <Skeleton className="h-10 w-80 max-w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (isError) {
    return (
      <EmptyState
        icon={<FileQuestion />}
        title="This project could not be opened"
        action={
          <Button asChild variant="outline">
            <Link to={paths.projects}>Back to your projects</Link>
          </Button>
        }
      >
        It may have been deleted, or the link is not one of your projects.
      </EmptyState>
    );
  }
  if (!statuses.includes(project.status)) {
    // A finding's place (`?at=…&q=…`) goes along: the review step puts it in the address before moving the
    // project back to draft, and this redirect is what then opens the draft.
    return <Navigate to={`${projectPath(progressStep(project.status), project.id)}${search}`} replace />;
  }
  return (
    <div className={wide ? 'mx-auto w-full max-w-7xl' : 'mx-auto w-full max-w-5xl'}>
      <PageMeta title={title(project)} description={`${project.title}: step ${step} of 5`} noIndex />
      <ProjectProgress step={step} />
      <div className="mt-6">{children(project)}</div>
    </div>
  );
}
