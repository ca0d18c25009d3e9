import type { CitationCheck, CitationStyle } from '@penwright/shared';
import { CITATION_STYLE_LABELS } from '@penwright/shared';
import { apiData } from '../api-client';

export type CheckCitationsInput = { projectId: string; style: CitationStyle; text: string };

/**
 * `POST /v1/projects/:id/posts/check-citation`: checks text against its own reference list. Silent, because
 * every caller shows a refused check (too long, empty) beside what was checked rather than as a toast.
 */
export async function checkCitations(
  { projectId, style, text }: CheckCitationsInput,
  signal?: AbortSignal,
): Promise<CitationCheck> {
  return apiData<CitationCheck>(`/v1/projects/${encodeURIComponent(projectId)}/posts/check-citation`, {
    method: 'POST',
    query: { citationFormat: CITATION_STYLE_LABELS[style] },
    body: { content: text },
    silent: true,
    signal,
  });
}
