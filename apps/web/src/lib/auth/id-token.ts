import { TOKEN_REFRESH_LEAD_MS } from '@penwright/shared';
import { decodeIdToken } from './jwt';

/** Fetches an ID token from the identity service; resolves null when nobody is signed in or on error. */
export type TokenSource = () => Promise<string | null>;

type Listener = (token: string | null) => void;

let source: TokenSource = () => Promise.resolve(null);
let current: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let inflight: Promise<string | null> | null = null;
const listeners = new Set<Listener>();

/** The shortest wait between automatic refreshes, so a clock skew cannot cause a refresh loop. */
const MIN_REFRESH_DELAY_MS = 15_000;

export function setTokenSource(next: TokenSource): void {
  source = next;
}

export function getIdToken(): string | null {
  return current;
}

/**
 * The token to send now: the one held, or, while one is being fetched (just after sign-in, when the session is
 * known but its first token has not come back yet), that one; null when nobody is signed in. Callers that hold
 * a token should send it without waiting: `getIdToken() ?? (await tokenForRequest())`.
 */
export async function tokenForRequest(): Promise<string | null> {
  return current ?? (inflight ? await inflight : null);
}

export function onIdTokenChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function schedule(token: string | null): void {
  clearTimeout(timer);
  timer = undefined;
  const claims = token ? decodeIdToken(token) : null;
  if (!claims) return;
  const delay = Math.max(claims.exp * 1000 - Date.now() - TOKEN_REFRESH_LEAD_MS, MIN_REFRESH_DELAY_MS);
  timer = setTimeout(() => {
    void refreshIdToken();
  }, delay);
}

function setToken(token: string | null): void {
  current = token;
  schedule(token);
  listeners.forEach((listener) => listener(token));
}

/**
 * Asks the identity service for a fresh token. Concurrent callers share one request (single flight),
 * so ten expired calls produce one refresh.
 */
export function refreshIdToken(): Promise<string | null> {
  inflight ??= source()
    .catch((error: unknown) => {
      console.error('ID token refresh failed', error);
      return null;
    })
    .then((token) => {
      setToken(token);
      return token;
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** The current token, or a fresh one when forced or when none is held yet. */
export async function getFreshIdToken(forceRefresh = false): Promise<string | null> {
  if (!forceRefresh && current) return current;
  return refreshIdToken();
}

/** Forgets the token and stops the refresh timer (sign-out). */
export function clearIdToken(): void {
  setToken(null);
}
