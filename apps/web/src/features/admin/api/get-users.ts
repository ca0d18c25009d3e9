import { ADMIN_USERS_PAGE_SIZE, type AdminUsersPage } from '@penwright/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export async function getUsers(skip: number, search: string, signal?: AbortSignal): Promise<AdminUsersPage> {
  return apiData<AdminUsersPage>('/v1/admin/users', {
    query: { skip, take: ADMIN_USERS_PAGE_SIZE, search },
    signal,
  });
}

export const getUsersQueryOptions = (skip: number, search: string) =>
  queryOptions({
    queryKey: ['admin', 'users', { skip, search }],
    queryFn: ({ signal }) => getUsers(skip, search, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(skip: number, search: string) {
  return useQuery(getUsersQueryOptions(skip, search));
}
