import type { Project } from '@penwright/shared';
import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../../../components/ui/skeleton';
import { getPostQueryOptions } from '../../../api/get-post';
import { DraftWorkspace } from './draft-workspace';

/** Loads the project's draft fresh from the server, then opens the editor on it. */
export function DraftStep({ project }: { project: Project }) {
  const postId = project.postId ?? '';
  const post = useQuery({
    ...getPostQueryOptions(project.id, postId),
    enabled: postId !== '',
    refetchOnMount: 'always',
  });
  if (!postId || post.isError) {
    return (
      <p className="text-sm text-muted-foreground">
        This project’s draft could not be loaded. Refresh to try again.
      </p>
    );
  }
  if (!post.data || !post.isFetchedAfterMount) {
    return (
      <div className="grid gap-4" aria-busy="true" aria-label="Opening the draft">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-[28rem] w-full rounded-xl" />
      </div>
    );
  }
  return <DraftWorkspace key={post.data.id} project={project} post={post.data} />;
}
