import { PROJECT_STATUS_FILTERS } from '@penwright/shared';
import { FilePlus2, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useProjects } from '../api/get-projects';
import { ProjectRow } from './list/project-row';

const RECENT = 4;

/** The overview's projects widget: the latest worked-on projects with their step and due date. */
export function RecentProjectsCard() {
  const { data, isPending } = useProjects({ sort: 'updatedAt', order: 'desc', page: 1 });
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 sm:flex">
        <div className="grid gap-1.5">
          <CardTitle>Your projects</CardTitle>
          <CardDescription>
            {data && data.totalCount > 0
              ? `${data.totalCount} in all. Pick up where you left off.`
              : 'Essays, reports and theses you are working on, with their next step and due date.'}
          </CardDescription>
        </div>
        <Button size="sm" asChild>
          <Link to={paths.newProject}>
            <Plus aria-hidden="true" /> New project
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        {isPending ? <Skeleton className="h-40 w-full" /> : null}
        {data && data.totalCount === 0 ? (
          <EmptyState icon={<FilePlus2 />} title="No projects yet">
            Your first project starts from the assignment brief: Penwright turns it into requirements and an
            outline, then keeps your draft safe while you write.
          </EmptyState>
        ) : null}
        {data && data.totalCount > 0 ? (
          <>
            <ul className="grid gap-3" aria-label="Recent projects">
              {data.data.slice(0, RECENT).map((project) => (
                <ProjectRow key={project.id} project={project} />
              ))}
            </ul>
            <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <Link className="font-medium text-primary hover:underline" to={paths.projects}>
                All projects
              </Link>
              {PROJECT_STATUS_FILTERS.map((s) => (
                <Link
                  key={s}
                  className="text-muted-foreground hover:text-foreground"
                  to={`${paths.projects}/${s}`}
                >
                  {s === 'draft' ? 'Drafts' : 'Completed'}
                </Link>
              ))}
            </p>
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
