import type { ListReferencesQuery, ReferenceList } from '@penwright/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { referenceKeys } from './reference-keys';

/** `GET /v1/references`: one page of the library, searched, filtered and sorted. */
export async function getReferences(
  params: Partial<ListReferencesQuery>,
  signal?: AbortSignal,
): Promise<ReferenceList> {
  return apiData<ReferenceList>('/v1/references', { query: params, signal });
}

export const getReferencesQueryOptions = (params: Partial<ListReferencesQuery>) =>
  queryOptions({
    queryKey: referenceKeys.list(params),
    queryFn: ({ signal }) => getReferences(params, signal),
    placeholderData: keepPreviousData,
  });

export function useReferences(params: Partial<ListReferencesQuery>) {
  return useQuery(getReferencesQueryOptions(params));
}
