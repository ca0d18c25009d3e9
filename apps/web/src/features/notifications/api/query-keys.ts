/** Every notifications query sits under `['notifications']`, so one invalidation reaches them all. */
export const notificationKeys = {
  all: ['notifications'] as const,
  count: ['notifications', 'count'] as const,
  lists: ['notifications', 'list'] as const,
  list: (skip: number) => ['notifications', 'list', skip] as const,
};
