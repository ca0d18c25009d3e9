import { type ProjectStatus } from '@penwright/shared';
import { Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { DashboardPage } from '../../../components/layout/dashboard-page';
import { Button } from '../../../components/ui/button';
import { paths } from '../../../config/paths';
import { ProjectsList } from '../../../features/projects/components/list/projects-list';

const HEADINGS: Record<ProjectStatus | 'all', { title: string; description: string }> = {
  all: {
    title: 'Projects',
    description: 'Every essay, report and thesis you are working on, and where each stands.',
  },
  pending: { title: 'Projects', description: 'Projects waiting for their brief.' },
  draft: { title: 'Drafts', description: 'Projects you are writing now.' },
  review: {
    title: 'In review',
    description: 'Drafts being checked against their brief before you finish them.',
  },
  completed: { title: 'Completed', description: 'Finished work, ready to export.' },
};

/** /dashboard/projects and its status lists (/draft, /review, /completed). */
export default function ProjectsListRoute() {
  const last = useLocation().pathname.replace(/\/+$/, '').split('/').pop();
  const status = last === 'draft' || last === 'review' || last === 'completed' ? last : undefined;
  const heading = HEADINGS[status ?? 'all'];
  return (
    <DashboardPage
      title={heading.title}
      description={heading.description}
      actions={
        <Button asChild>
          <Link to={paths.newProject}>
            <Plus aria-hidden="true" /> New project
          </Link>
        </Button>
      }
    >
      <ProjectsList key={status ?? 'all'} status={status} />
    </DashboardPage>
  );
}
