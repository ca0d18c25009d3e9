import type { CitationCheck, CitationStyle } from '@penwright/shared';
import { CITATION_STYLE_LABELS } from '@penwright/shared';
import { useMutation } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

export type CheckCitationsInput = { projectId: string; style: CitationStyle; text: string };

/**
 * `POST /v1/projects/:id/posts/check-citation`: checks pasted text against its own reference list. Silent,
 * because the page shows a refused check (too long, empty) beside the form rather than as a toast.
 */
export async function checkCitations({
  projectId,
  style,
  text,
}: CheckCitationsInput): Promise<CitationCheck> {
  return apiData<CitationCheck>(`/v1/projects/${encodeURIComponent(projectId)}/posts/check-citation`, {
    method: 'POST',
    query: { citationFormat: CITATION_STYLE_LABELS[style] },
    body: { content: text },
    silent: true,
  });
}

export function useCheckCitations() {
  return useMutation({ mutationFn: checkCitations });
}
