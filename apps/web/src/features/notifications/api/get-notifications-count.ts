import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/use-session';

export const notificationsCountQueryKey = ['notifications', 'count'] as const;

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
    queryFn: ({ signal }) => getNotificationsCount(signal),
  });

/** Asked for only with a token and an active dashboard. */
export function useNotificationsCount() {
  const { token, activeDashboard } = useSession();
  return useQuery({ ...getNotificationsCountQueryOptions(), enabled: Boolean(token && activeDashboard) });
}
