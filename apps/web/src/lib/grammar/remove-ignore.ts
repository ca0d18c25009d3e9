import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { grammarKeys } from './query-keys';

export async function removeIgnore(id: string): Promise<void> {
  await apiRequest(`/v1/grammar/ignores/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Brings an ignored finding back; every project's list is refreshed, since only the id is known here. */
export function useRemoveIgnore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeIgnore,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...grammarKeys.all, 'ignores'] }),
  });
}
