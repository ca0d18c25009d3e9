import { Messages, type Role } from '@penwright/shared';
import { getFreshIdToken } from '../../../lib/auth/id-token';
import { IdentityError, identityCall } from '../../../lib/auth/identity-error';
import { loadAuthClient } from '../../../lib/auth/load-auth-client';
import { establishSession } from '../../../lib/auth/session-store';
import { apiRequest } from '../../../lib/api-client';
import { getConsentDocuments } from '../../../lib/consent/cookie-consent';
import { assignRoles } from './assign-roles';
import { storeConsents } from './store-consents';
import { subscribeToFreePlan } from './subscribe-free-plan';
import { sendVerificationEmail } from './send-verification-email';

export type SignUpInput = { name: string; email: string; password: string; extraRole?: Role };

/**
 * Creates an account in the order the specification fixes: the identity account; then, together,
 * the user document, display name, cookie consent and roles; then the free starter plan; then a
 * fresh token and roles; finally the verification email in the background.
 */
export async function signUp({ name, email, password, extraRole }: SignUpInput): Promise<void> {
  const client = await loadAuthClient();
  const created = await identityCall(client.signUp.email({ email, password, name }));
  const uid = created.user.id;
  await getFreshIdToken(true);

  const roles: Role[] = extraRole && extraRole !== 'user' ? ['user', extraRole] : ['user'];
  await Promise.all([
    apiRequest('/v1/users/me', { method: 'PATCH', body: { name, accepted_conditions: true } }),
    identityCall(client.updateUser({ name })),
    getConsentDocuments().then((documents) => storeConsents(documents)),
    assignRoles(uid, roles),
  ]);

  await subscribeToFreePlan();
  await establishSession();
  sendVerificationEmail(email).catch((error: unknown) => console.error('Verification email failed', error));
}

/** The message a failed sign-up or login shows: the identity service's or our own words, else the default. */
export function accountErrorMessage(error: unknown): string {
  if (error instanceof IdentityError) return error.message;
  const known: readonly string[] = [
    Messages.assignRolesFailed,
    Messages.checkoutFailed,
    Messages.freePlanFailed,
  ];
  if (error instanceof Error && known.includes(error.message)) return error.message;
  return Messages.accountCreationFailed;
}

/** `accountErrorMessage`, with the failure logged too: it can come from any step of setting up the account. */
export function reportAccountError(error: unknown): string {
  console.error(error);
  return accountErrorMessage(error);
}
