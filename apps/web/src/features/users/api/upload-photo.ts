import { Messages } from '@penwright/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiData } from '../../../lib/api-client';
import { getCurrentUserQueryOptions } from './get-current-user';

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
const allowedExtensions = ['png', 'jpg', 'jpeg', 'heic'];

/** Why a chosen file cannot be a profile photo, or null when it can (the server checks content too). */
export function photoProblem(file: Pick<File, 'name' | 'size'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !allowedExtensions.includes(extension)) return Messages.imageFormat;
  if (file.size > PHOTO_MAX_BYTES) return 'Choose an image of 5 MB or less.';
  return null;
}

export async function uploadPhoto(file: File): Promise<{ photo_url: string }> {
  const form = new FormData();
  form.append('file', file);
  // Silent: the photo card shows the reason next to the button instead of a toast.
  return apiData<{ photo_url: string }>('/v1/users/me/photo', { method: 'POST', body: form, silent: true });
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey }),
  });
}
