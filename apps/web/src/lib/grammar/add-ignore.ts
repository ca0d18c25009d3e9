import type { AddGrammarIgnoreRequest, GrammarIgnore } from '@penwright/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../api-client';
import { grammarKeys } from './query-keys';

export async function addIgnore(input: AddGrammarIgnoreRequest): Promise<GrammarIgnore> {
  return apiData<GrammarIgnore>('/v1/grammar/ignores', { method: 'POST', body: input });
}

export function useAddIgnore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addIgnore,
    onSuccess: (_, input) =>
      queryClient.invalidateQueries({ queryKey: grammarKeys.ignores(input.documentId) }),
  });
}
