import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/use-session';
import { notificationKeys } from './query-keys';

export const notificationsCountQueryKey = notificationKeys.count;

/** How often an open dashboard asks for the unread count, so a new notification shows without a reload. */
export const NOTIFICATIONS_POLL_MS = 30_000;

type CountResponse = { status?: string; data?: { unread_count?: number } };

/** Unread notifications; a missing count reads as 0 (spec §3). */
export async function getNotificationsCount(signal?: AbortSignal): Promise<number> {
  const body = await apiRequest<CountResponse>('/api/v1/users/notifications/notifications-count', {
    signal,
    silent: true,
  });
  return 'data' in body ? (body.data?.unread_count ?? 0) : 0;
}

export const getNotificationsCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationsCountQueryKey,
    queryFn: async ({ signal, client }) => {
      const before = client.getQueryData<number>(notificationsCountQueryKey);
      const count = await getNotificationsCount(signal);
      // A changed count means notifications came (or were read elsewhere): the list is out of date too.
      if (before !== undefined && before !== count)
        await client.invalidateQueries({ queryKey: notificationKeys.lists });
      return count;
    },
    // Polled while the tab is visible, and asked again when the writer comes back to it.
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** Asked for only with a token and an active dashboard. */
export function useNotificationsCount() {
  const { token, activeDashboard } = useSession();
  return useQuery({ ...getNotificationsCountQueryOptions(), enabled: Boolean(token && activeDashboard) });
}
