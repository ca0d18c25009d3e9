import type { GrammarPreferences } from '@penwright/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../api-client';
import { useSession } from '../auth/use-session';
import { grammarKeys } from './query-keys';

export async function getGrammarPreferences(signal?: AbortSignal): Promise<GrammarPreferences> {
  return apiData<GrammarPreferences>('/v1/grammar/preferences', { signal });
}

export const getGrammarPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: grammarKeys.preferences(),
    queryFn: ({ signal }) => getGrammarPreferences(signal),
  });

/** The writer's English dialect, which every check uses unless told otherwise. */
export function useGrammarPreferences() {
  const { token } = useSession();
  return useQuery({ ...getGrammarPreferencesQueryOptions(), enabled: Boolean(token) });
}
