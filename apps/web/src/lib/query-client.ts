import { QueryClient } from '@tanstack/react-query';
import { QUERY_GC_TIME_MS, QUERY_RETRY, QUERY_STALE_TIME_MS } from '@penwright/shared';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        refetchOnWindowFocus: true,
        retry: QUERY_RETRY,
      },
    },
  });
}

/** The browser's one cache; sign-out clears it. */
export const queryClient = createQueryClient();
