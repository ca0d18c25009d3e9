import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { signOut } from '../../../lib/auth/session-store';

/** Deletes the account and everything in it (the password confirms it is really the owner), then ends the session. */
export async function deleteAccount(password: string): Promise<void> {
  await apiRequest('/v1/users/me', { method: 'DELETE', body: { password } });
  // The identity session usually goes with the account; a refusal here changes nothing for the user.
  await signOut().catch((error: unknown) => console.error('Sign-out after deletion failed', error));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
