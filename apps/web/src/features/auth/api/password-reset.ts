import { identityCall } from '../../../lib/auth/identity-error';
import { loadAuthClient } from '../../../lib/auth/load-auth-client';
import { paths } from '../../../config/paths';

/** Emails a reset link that opens the reset-password page with its token. */
export async function requestPasswordReset(email: string): Promise<void> {
  const client = await loadAuthClient();
  const redirectTo = `${window.location.origin}${paths.resetPassword}`;
  await identityCall(client.requestPasswordReset({ email, redirectTo }));
}

export async function resetPassword(token: string, newPassword: string): Promise<void> {
  const client = await loadAuthClient();
  await identityCall(client.resetPassword({ newPassword, token }));
}
