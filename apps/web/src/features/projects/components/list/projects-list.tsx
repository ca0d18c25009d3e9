import { PROJECT_PAGE_SIZE, type Project, type ProjectStatus } from '@penwright/shared';
import { FilePlus2, SearchX } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { Pagination } from '../../../../components/ui/pagination';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useProjects } from '../../api/get-projects';
import { paths } from '../../../../config/paths';
import { DeleteProjectDialog } from '../delete-project-dialog';
import { ListToolbar } from './list-toolbar';
import { ProjectRow } from './project-row';
import { readPage, readSort, SORT_OPTIONS } from './sort-options';
import { StatusTabs } from './status-tabs';

/** A list of the writer's projects; filters, sort, search and page live in the URL so they survive a reload. */
export function ProjectsList({ status }: { status?: ProjectStatus }) {
  const [params, setParams] = useSearchParams();
  const { sort, order } = readSort(params);
  const page = readPage(params);
  const search = params.get('q') ?? '';
  const { data, isPending, isError, isPlaceholderData } = useProjects({
    status,
    sort,
    order,
    page,
    search: search || undefined,
  });

  const [deleting, setDeleting] = useState<Project | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setParams],
  );
  // Deleting the only project on the last page leaves that page empty: show the one before instead.
  const lastPage = data ? Math.max(1, Math.ceil(data.totalCount / PROJECT_PAGE_SIZE)) : page;
  useEffect(() => {
    if (!isPlaceholderData && page > lastPage) update({ page: lastPage > 1 ? String(lastPage) : null }, true);
  }, [isPlaceholderData, page, lastPage, update]);
  const onSearch = useCallback((q: string) => update({ q, page: null }), [update]);
  const onSort = (value: string) => {
    const option = SORT_OPTIONS.find((o) => o.value === value);
    if (option) update({ sort: option.sort, order: option.order, page: null });
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <StatusTabs status={status} />
        <div className="lg:w-[32rem]">
          <ListToolbar search={search} sortValue={`${sort}-${order}`} onSearch={onSearch} onSort={onSort} />
        </div>
      </div>
      {isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading projects">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full rounded-xl" />
          ))}
        </div>
      ) : null}
      {isError ? (
        <p className="text-sm text-muted-foreground">
          Your projects could not be loaded. Refresh to try again.
        </p>
      ) : null}
      {data && data.totalCount === 0 ? (
        search ? (
          <EmptyState icon={<SearchX />} title={`No projects match “${search}”`}>
            Try another word from the title, or clear the search.
          </EmptyState>
        ) : (
          <EmptyState
            icon={<FilePlus2 />}
            title={
              status
                ? `No ${status === 'review' ? 'projects in review' : `${status} projects`} yet`
                : 'Start your first project'
            }
            action={
              <Button asChild>
                <Link to={paths.newProject}>New project</Link>
              </Button>
            }
          >
            Paste the assignment brief and Penwright turns it into a checklist and an outline, then keeps your
            draft safe while you write.
          </EmptyState>
        )
      ) : null}
      {data && data.totalCount > 0 ? (
        <div aria-busy={isPlaceholderData}>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite">
            {data.totalCount === 1 ? '1 project' : `${data.totalCount} projects`}
          </p>
          <ul ref={list} tabIndex={-1} className="grid grid-cols-1 gap-3" aria-label="Projects">
            {data.data.map((project) => (
              <ProjectRow key={project.id} project={project} onDelete={setDeleting} />
            ))}
          </ul>
          <Pagination
            skip={(data.page - 1) * PROJECT_PAGE_SIZE}
            take={PROJECT_PAGE_SIZE}
            totalCount={data.totalCount}
            onChange={(skip) => update({ page: String(skip / PROJECT_PAGE_SIZE + 1) })}
          />
        </div>
      ) : null}
      <DeleteProjectDialog
        project={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => list.current?.focus()}
      />
    </div>
  );
}
