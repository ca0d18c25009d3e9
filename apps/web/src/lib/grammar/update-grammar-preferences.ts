import type { GrammarPreferences } from '@penwright/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../api-client';
import { grammarKeys } from './query-keys';

export async function updateGrammarPreferences(input: GrammarPreferences): Promise<GrammarPreferences> {
  return apiData<GrammarPreferences>('/v1/grammar/preferences', { method: 'PUT', body: input });
}

export function useUpdateGrammarPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGrammarPreferences,
    onSuccess: (saved) => queryClient.setQueryData(grammarKeys.preferences(), saved),
  });
}
