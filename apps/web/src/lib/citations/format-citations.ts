import type { CitationLocators, CitationStyle, FormattedReferences } from '@penwright/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiData } from '../api-client';

/** A draft's citations in the order they appear: the references cited together and an optional page. */
export interface CitationRequest {
  style: CitationStyle;
  citations: ReadonlyArray<readonly string[]>;
  locators: ReadonlyArray<CitationLocators>;
}

/**
 * `POST /v1/references/format` for a draft's citations: each citation's text and the bibliography, in the
 * style. Silent, because the editor shows a refused call beside the citations rather than as a toast.
 */
export async function formatCitations(request: CitationRequest, signal?: AbortSignal) {
  return apiData<FormattedReferences>('/v1/references/format', {
    method: 'POST',
    body: request,
    silent: true,
    signal,
  });
}

/**
 * Kept under the library's root key, so a reference edited in the library is formatted afresh; otherwise the
 * same citations in the same style are never asked for twice.
 */
export const formatCitationsQueryOptions = (request: CitationRequest) =>
  queryOptions({
    queryKey: ['references', 'citations', request.style, request.citations, request.locators] as const,
    queryFn: ({ signal }) => formatCitations(request, signal),
    staleTime: 10 * 60_000,
  });
