import type { ReferenceTagCount } from '@penwright/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { referenceKeys } from './reference-keys';

/** `GET /v1/references/tags`: the library's tags, most used first. */
export async function getReferenceTags(signal?: AbortSignal): Promise<ReferenceTagCount[]> {
  return apiData<ReferenceTagCount[]>('/v1/references/tags', { signal });
}

export const getReferenceTagsQueryOptions = () =>
  queryOptions({ queryKey: referenceKeys.tags(), queryFn: ({ signal }) => getReferenceTags(signal) });

export function useReferenceTags() {
  return useQuery(getReferenceTagsQueryOptions());
}
