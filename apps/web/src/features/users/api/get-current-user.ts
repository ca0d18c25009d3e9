import type { CurrentUser } from '@penwright/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/use-session';

export async function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiData<CurrentUser>('/v1/users/me', { signal });
}

export const getCurrentUserQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'me'], queryFn: ({ signal }) => getCurrentUser(signal) });

/** The signed-in user's document and subscription; asked for only once a token exists. */
export function useCurrentUser() {
  const { token } = useSession();
  return useQuery({ ...getCurrentUserQueryOptions(), enabled: Boolean(token) });
}
