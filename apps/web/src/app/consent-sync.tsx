import { useEffect } from 'react';
import { storeConsents } from '../features/auth/api/store-consents';
import { sessionStore } from '../lib/auth/session-store';
import { onConsentChange, startCookieConsent } from '../lib/consent/cookie-consent';

/** Shows the cookie banner and keeps a signed-in user's stored consent in step with their choices. */
export function ConsentSync() {
  useEffect(() => {
    void startCookieConsent();
    return onConsentChange((documents) => {
      if (sessionStore.getState().status !== 'signed-in') return;
      storeConsents(documents, { silent: true }).catch((error: unknown) =>
        console.error('Could not store cookie consent', error),
      );
    });
  }, []);
  return null;
}
