import type { ListProjectsQuery } from '@penwright/shared';

/** One key tree for everything under a project, so a change can invalidate exactly what it touched. */
export const projectKeys = {
  all: ['projects'] as const,
  lists: () => [...projectKeys.all, 'list'] as const,
  list: (query: Partial<ListProjectsQuery>) => [...projectKeys.lists(), query] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
  post: (id: string, postId: string) => [...projectKeys.detail(id), 'post', postId] as const,
  reviews: (id: string) => [...projectKeys.detail(id), 'review'] as const,
  review: (id: string, version: number) => [...projectKeys.reviews(id), version] as const,
  revisions: (id: string, postId: string, page: number) =>
    [...projectKeys.post(id, postId), 'revisions', page] as const,
  revision: (id: string, postId: string, revisionId: string) =>
    [...projectKeys.post(id, postId), 'revision', revisionId] as const,
};
