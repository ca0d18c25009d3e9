import type { Post, Project } from '@penwright/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Skeleton } from '../../../../components/ui/skeleton';
import { getPostQueryOptions } from '../../api/get-post';

/** Renders `children` with the project's saved draft, fetched fresh. */
export function WithPost({ project, children }: { project: Project; children: (post: Post) => ReactNode }) {
  const postId = project.postId ?? '';
  const post = useQuery({
    ...getPostQueryOptions(project.id, postId),
    enabled: postId !== '',
    refetchOnMount: 'always',
  });
  if (post.data) return children(post.data);
  if (post.isError || !postId) {
    return (
      <p className="text-sm text-muted-foreground">The draft could not be loaded. Refresh to try again.</p>
    );
  }
  return <Skeleton className="h-96 w-full rounded-xl" aria-label="Loading the draft" />;
}
