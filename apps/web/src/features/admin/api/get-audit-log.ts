import { AUDIT_LOG_PAGE_SIZE, type AuditLogPage } from '@penwright/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export async function getAuditLog(skip: number, signal?: AbortSignal): Promise<AuditLogPage> {
  return apiData<AuditLogPage>('/v1/admin/audit-log', { query: { skip, take: AUDIT_LOG_PAGE_SIZE }, signal });
}

export const getAuditLogQueryOptions = (skip: number) =>
  queryOptions({
    queryKey: ['admin', 'audit-log', skip],
    queryFn: ({ signal }) => getAuditLog(skip, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(skip: number) {
  return useQuery(getAuditLogQueryOptions(skip));
}
