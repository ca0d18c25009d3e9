import { SUBSCRIPTION_HISTORY_PAGE_SIZE, type SubscriptionHistoryItem } from '@penwright/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export type SubscriptionHistoryPage = { data: SubscriptionHistoryItem[]; totalCount: number };

export async function getSubscriptionHistory(
  skip: number,
  signal?: AbortSignal,
): Promise<SubscriptionHistoryPage> {
  return apiData<SubscriptionHistoryPage>('/v1/users/subscription-history', {
    query: { skip, take: SUBSCRIPTION_HISTORY_PAGE_SIZE },
    signal,
  });
}

export const getSubscriptionHistoryQueryOptions = (skip: number) =>
  queryOptions({
    queryKey: ['users', 'me', 'subscription-history', skip],
    queryFn: ({ signal }) => getSubscriptionHistory(skip, signal),
    placeholderData: keepPreviousData,
  });

export function useSubscriptionHistory(skip: number) {
  return useQuery(getSubscriptionHistoryQueryOptions(skip));
}
