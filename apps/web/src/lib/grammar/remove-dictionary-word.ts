import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { grammarKeys } from './query-keys';

export async function removeDictionaryWord(word: string): Promise<void> {
  await apiRequest(`/v1/grammar/dictionary/${encodeURIComponent(word)}`, { method: 'DELETE' });
}

export function useRemoveDictionaryWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeDictionaryWord,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: grammarKeys.dictionary() }),
  });
}
