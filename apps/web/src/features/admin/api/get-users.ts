import type { UserDocument } from '@penwright/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export const ADMIN_USERS_PAGE_SIZE = 20;

export type UsersPage = { data: UserDocument[]; totalCount: number };

export async function getUsers(skip: number, search: string, signal?: AbortSignal): Promise<UsersPage> {
  return apiData<UsersPage>('/v1/admin/users', {
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
