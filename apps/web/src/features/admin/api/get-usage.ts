import type { Usage, UsageRange } from '@penwright/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export async function getUsage(days: UsageRange, signal?: AbortSignal): Promise<Usage> {
  return apiData<Usage>('/v1/admin/usage', { query: { days }, signal });
}

export const getUsageQueryOptions = (days: UsageRange) =>
  queryOptions({
    queryKey: ['admin', 'usage', days],
    queryFn: ({ signal }) => getUsage(days, signal),
    placeholderData: keepPreviousData,
  });

export function useUsage(days: UsageRange) {
  return useQuery(getUsageQueryOptions(days));
}
