import type { Dictionary } from '@penwright/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiData } from '../api-client';
import { useSession } from '../auth/use-session';
import { grammarKeys } from './query-keys';

export async function getDictionary(signal?: AbortSignal): Promise<string[]> {
  return (await apiData<Dictionary>('/v1/grammar/dictionary', { signal })).words;
}

export const getDictionaryQueryOptions = () =>
  queryOptions({ queryKey: grammarKeys.dictionary(), queryFn: ({ signal }) => getDictionary(signal) });

/** The writer's personal dictionary: words the checker never flags as misspelt. */
export function useDictionary() {
  const { token } = useSession();
  return useQuery({ ...getDictionaryQueryOptions(), enabled: Boolean(token) });
}
