import { Messages, type MarkReadRequest } from '@penwright/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, type PassThroughError } from '../../../lib/api-client';
import { notificationKeys } from './query-keys';

export type MarkReadResponse = { status: string; data?: { status?: string; updated?: number } };

/**
 * Marks every notification read (the empty object), or the ones named. Failures are logged and rethrown, with
 * no message to the user (spec §8).
 */
export async function markNotificationsRead(
  request: MarkReadRequest = {},
): Promise<MarkReadResponse | PassThroughError> {
  try {
    return await apiRequest<MarkReadResponse>('/api/v1/users/notifications/mark-read', {
      method: 'POST',
      body: request,
      silent: true,
    });
  } catch (error) {
    console.error(Messages.markReadFailedLog, error);
    throw error;
  }
}

/** On a 'success' answer the unread count is fetched again; the answer goes back to the caller. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request?: MarkReadRequest) => markNotificationsRead(request),
    onSuccess: async (response) => {
      const ok =
        response.status === 'success' && (!('data' in response) || response.data?.status !== 'error');
      if (ok) await queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      return response;
    },
  });
}
