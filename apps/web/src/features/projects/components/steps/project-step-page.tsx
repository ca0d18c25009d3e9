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

/** A step of a project: loads it, keeps the writer on the step its status allows, shows the progress bar. */
export function ProjectStepPage({ projectId, step, statuses, title, wide, children }: ProjectStepPageProps) {
  const { data: project, isPending, isError } = useProject(projectId ?? '');
  const { search } = useLocation();
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
    // The search goes along: a finding's place (`?at=`) must survive whichever of the two navigations of a step
    // change, this redirect or the step's own, comes last.
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
