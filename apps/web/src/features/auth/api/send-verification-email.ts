import { identityCall } from '../../../lib/auth/identity-error';
import { loadAuthClient } from '../../../lib/auth/load-auth-client';

/** Emails a link that confirms the address; the link brings the writer back to the dashboard. */
export async function sendVerificationEmail(email: string): Promise<void> {
  const client = await loadAuthClient();
  await identityCall(client.sendVerificationEmail({ email, callbackURL: '/dashboard' }));
}
