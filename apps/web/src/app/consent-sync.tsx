import { useEffect } from 'react';
import { storeConsents } from '../features/auth/api/store-consents';
import { sessionStore } from '../lib/auth/session-store';
import { onConsentChange, startCookieConsentWhenIdle } from '../lib/consent/cookie-consent';

/** Shows the cookie banner (after load, when idle, and only until answered) and keeps a signed-in user's stored consent in step with their choices. */
export function ConsentSync() {
  useEffect(() => {
    const cancelStart = startCookieConsentWhenIdle();
    const stopListening = onConsentChange((documents) => {
      if (sessionStore.getState().status !== 'signed-in') return;
      storeConsents(documents, { silent: true }).catch((error: unknown) =>
        console.error('Could not store cookie consent', error),
      );
    });
    return () => {
      cancelStart();
      stopListening();
    };
  }, []);
  return null;
}
