import type { CitationStyle, FormattedReferences } from '@penwright/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { referenceKeys } from './reference-keys';

/**
 * `POST /v1/references/format`: the references in a style, each cited once in the order given (numeric styles
 * number them in that order). The rendering runs on the server, so citeproc never reaches the browser.
 */
export async function formatReferences(
  style: CitationStyle,
  ids: readonly string[],
  signal?: AbortSignal,
): Promise<FormattedReferences> {
  return apiData<FormattedReferences>('/v1/references/format', {
    method: 'POST',
    body: { style, ids },
    signal,
    silent: true,
  });
}

export const formatReferencesQueryOptions = (style: CitationStyle, ids: readonly string[]) =>
  queryOptions({
    queryKey: referenceKeys.formatted(style, ids),
    queryFn: ({ signal }) => formatReferences(style, ids, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export function useFormattedReferences(style: CitationStyle, ids: readonly string[]) {
  return useQuery({ ...formatReferencesQueryOptions(style, ids), enabled: ids.length > 0 });
}
