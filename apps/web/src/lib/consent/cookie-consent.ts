import { COOKIE_CONSENT_REVISION } from '@penwright/shared';
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

const isTypingTarget = (element: EventTarget | null): element is HTMLElement =>
  element instanceof HTMLElement && (element.isContentEditable || element.matches('input, textarea, select'));

/**
 * The library moves focus into the banner when it appears, which is right for a visitor who has just
 * arrived but swallows the keystrokes of a writer already typing in a draft or a form. The banner stays
 * on screen and reachable by Tab; only that automatic focus is handed back.
 */
export function keepTypingFocus(root: Document = document): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const target = event.target;
    const typingIn = event.relatedTarget;
    if (!(target instanceof HTMLElement) || !isTypingTarget(typingIn)) return;
    // Only the library's own focus targets (tabindex="-1" holders), never a button someone tabbed to.
    if (target.closest('#cc-main') && target.getAttribute('tabindex') === '-1') {
      typingIn.focus({ preventScroll: true });
    }
  };
  root.addEventListener('focusin', onFocusIn, true);
  return () => root.removeEventListener('focusin', onFocusIn, true);
}

/** Shows the banner on first visit (browser only); safe to call more than once. */
export function startCookieConsent(): Promise<Library> {
  started ??= loadLibrary().then(async (library) => {
    keepTypingFocus();
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

/** The consent library's cookie (its default name), as it writes it: URI-encoded JSON. */
const CONSENT_COOKIE = 'cc_cookie';

/**
 * Whether a Cookie header value holds an answer to the current banner (same revision, not expired).
 * Then nothing needs showing, and the page can skip downloading the library until someone opens the
 * preferences or signs in.
 */
export function hasCurrentConsent(cookies: string, now: number = Date.now()): boolean {
  const raw = cookies
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!raw) return false;
  try {
    const cookie = JSON.parse(decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1))) as {
      revision?: unknown;
      categories?: unknown;
      expirationTime?: unknown;
    };
    return (
      cookie.revision === COOKIE_CONSENT_REVISION &&
      Array.isArray(cookie.categories) &&
      (typeof cookie.expirationTime !== 'number' || cookie.expirationTime > now)
    );
  } catch {
    return false;
  }
}

/**
 * Shows the banner to a visitor who has not answered it yet, once the page has loaded and the
 * browser is idle, so the library never competes with the page's own code for the first paint.
 * Returns a function that cancels the pending start.
 */
export function startCookieConsentWhenIdle(): () => void {
  if (hasCurrentConsent(document.cookie)) return () => undefined;
  let cancelled = false;
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    if (!cancelled) void startCookieConsent();
  };
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function')
      idleHandle = window.requestIdleCallback(start, { timeout: 2000 });
    else timer = setTimeout(start, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
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
