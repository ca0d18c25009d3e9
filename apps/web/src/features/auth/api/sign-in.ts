import { identityCall } from '../../../lib/auth/identity-error';
import { loadAuthClient } from '../../../lib/auth/load-auth-client';
import { establishSession } from '../../../lib/auth/session-store';
import { getConsentDocuments } from '../../../lib/consent/cookie-consent';
import { storeConsents } from './store-consents';

/** Signs in, loads the token and roles, and records the visitor's cookie consent with the account. */
export async function signIn(email: string, password: string): Promise<void> {
  const client = await loadAuthClient();
  await identityCall(client.signIn.email({ email, password }));
  await establishSession();
  try {
    await storeConsents(await getConsentDocuments(), { silent: true });
  } catch (error) {
    // Consent is stored again on its next change; signing in should not fail over it.
    console.error('Could not store cookie consent', error);
  }
}
