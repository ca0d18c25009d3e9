import type { GrammarIgnore } from '@penwright/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../api-client';
import { useSession } from '../auth/use-session';
import { grammarKeys } from './query-keys';

export async function getIgnores(documentId: string, signal?: AbortSignal): Promise<GrammarIgnore[]> {
  return apiData<GrammarIgnore[]>('/v1/grammar/ignores', { query: { documentId }, signal });
}

export const getIgnoresQueryOptions = (documentId: string) =>
  queryOptions({
    queryKey: grammarKeys.ignores(documentId),
    queryFn: ({ signal }) => getIgnores(documentId, signal),
  });

/** The findings a writer chose to ignore in one project. */
export function useIgnores(documentId: string) {
  const { token } = useSession();
  return useQuery({ ...getIgnoresQueryOptions(documentId), enabled: Boolean(token) });
}
