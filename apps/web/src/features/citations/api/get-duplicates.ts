import type { DuplicateGroup } from '@penwright/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { referenceKeys } from './reference-keys';

/** `GET /v1/references/duplicates`: groups of references that look like the same work. */
export async function getDuplicates(signal?: AbortSignal): Promise<DuplicateGroup[]> {
  return apiData<DuplicateGroup[]>('/v1/references/duplicates', { signal });
}

export const getDuplicatesQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.duplicates(), queryFn: ({ signal }) => getDuplicates(signal) });

export function useDuplicates(enabled: boolean) {
  return useQuery({ ...getDuplicatesQueryOptions(), enabled });
}
