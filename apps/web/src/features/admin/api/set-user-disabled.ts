import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';

type Result = { uid: string; disabled_at: string | null };

/** Disables an account (its sessions end at once) or enables it again. */
export async function setUserDisabled(uid: string, disabled: boolean): Promise<Result> {
  return apiData<Result>(`/v1/admin/users/${encodeURIComponent(uid)}`, {
    method: 'PATCH',
    body: { disabled },
  });
}

export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ uid, disabled }: { uid: string; disabled: boolean }) => setUserDisabled(uid, disabled),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
