import { PROJECT_STATUS_FILTERS, PROJECTS_PATH, type ProjectStatus } from '@penwright/shared';
import { Link } from 'react-router';
import { cn } from '../../../../lib/cn';

const TAB_LABELS: Record<string, string> = { all: 'All projects', draft: 'Drafts', completed: 'Completed' };

/** The status filter (the specification offers draft and completed), as links so each list has its URL. */
export function StatusTabs({ status }: { status?: ProjectStatus }) {
  const tabs = [{ key: 'all', to: PROJECTS_PATH }].concat(
    PROJECT_STATUS_FILTERS.map((s) => ({ key: s, to: `${PROJECTS_PATH}/${s}` })),
  );
  const current = status ?? 'all';
  return (
    <nav aria-label="Filter by status" className="flex gap-1 rounded-lg bg-muted p-1 text-sm">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          aria-current={current === tab.key ? 'page' : undefined}
          className={cn(
            'flex-1 rounded-md px-3 py-1.5 text-center font-medium whitespace-nowrap transition-colors sm:flex-none',
            current === tab.key
              ? 'bg-card text-foreground shadow-sm'
              : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {TAB_LABELS[tab.key]}
        </Link>
      ))}
    </nav>
  );
}
