import { identityCall } from '../../../lib/auth/identity-error';
import { loadAuthClient } from '../../../lib/auth/load-auth-client';

export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const client = await loadAuthClient();
  await identityCall(client.changePassword({ currentPassword, newPassword }));
}
