import type { Dictionary } from '@penwright/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../api-client';
import { grammarKeys } from './query-keys';

export async function addDictionaryWord(word: string): Promise<string[]> {
  return (await apiData<Dictionary>('/v1/grammar/dictionary', { method: 'POST', body: { word } })).words;
}

export function useAddDictionaryWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addDictionaryWord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grammarKeys.dictionary() }),
  });
}
