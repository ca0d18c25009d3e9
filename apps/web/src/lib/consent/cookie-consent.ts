import type * as CookieConsentApi from 'vanilla-cookieconsent';
import { consentConfig } from './consent-config';
import { toConsentDocuments, type ConsentDocuments } from './consent-documents';

type Library = typeof CookieConsentApi;
type Listener = (documents: ConsentDocuments) => void;

let started: Promise<Library> | null = null;
const listeners = new Set<Listener>();

async function loadLibrary(): Promise<Library> {
  const [library] = await Promise.all([
    import('vanilla-cookieconsent'),
    import('vanilla-cookieconsent/dist/cookieconsent.css'),
  ]);
  return library;
}

function readDocuments(library: Library): ConsentDocuments {
  return toConsentDocuments(library.getCookie(), library.getUserPreferences());
}

/** Shows the banner on first visit (browser only); safe to call more than once. */
export function startCookieConsent(): Promise<Library> {
  started ??= loadLibrary().then(async (library) => {
    await library.run(
      consentConfig(() => {
        const documents = readDocuments(library);
        listeners.forEach((listener) => listener(documents));
      }),
    );
    return library;
  });
  return started;
}

/** Called whenever the visitor gives or changes consent. */
export function onConsentChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The choice and preferences documents to store with the account. Creating an account or signing in
 * means agreeing to the necessary cookies, the only category, so a visitor who has not yet answered
 * the banner is recorded as accepting it.
 */
export async function getConsentDocuments(): Promise<ConsentDocuments> {
  const library = await startCookieConsent();
  if (!library.validConsent()) {
    library.acceptCategory('necessary');
    library.hide();
  }
  return readDocuments(library);
}

export async function showCookiePreferences(): Promise<void> {
  const library = await startCookieConsent();
  library.showPreferences();
}
