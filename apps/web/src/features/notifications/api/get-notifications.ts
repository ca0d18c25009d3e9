import type { Notification } from '@penwright/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

export type NotificationsPage = { data: Notification[]; totalCount: number };

export async function getNotifications(skip: number, signal?: AbortSignal): Promise<NotificationsPage> {
  return apiData<NotificationsPage>('/api/v1/users/notifications', {
    query: { skip, take: NOTIFICATIONS_PAGE_SIZE },
    signal,
  });
}

export const getNotificationsQueryOptions = (skip: number) =>
  queryOptions({
    queryKey: notificationKeys.list(skip),
    queryFn: ({ signal }) => getNotifications(skip, signal),
    placeholderData: keepPreviousData,
  });

/** One page, newest first; the unread count's poll marks it out of date when notifications arrive. */
export function useNotifications(skip: number) {
  return useQuery(getNotificationsQueryOptions(skip));
}
