import type { Role } from '@penwright/shared';
import { apiRequest, setSessionExpiredHandler } from '../api-client';
import { queryClient } from '../query-client';
import { loginPath } from '../../config/paths';
import { loadClaims, pickDashboard, type SessionClaims } from './claims';
import { clearIdToken, getFreshIdToken, onIdTokenChange, setTokenSource } from './id-token';
import { loadAuthClient } from './load-auth-client';

export type SessionUser = { id: string; email: string; name: string; emailVerified: boolean };

export type SessionState = {
  /** `unknown` until the browser has asked the identity service (and always while prerendering). */
  status: 'unknown' | 'signed-out' | 'signed-in';
  token: string | null;
  user: SessionUser | null;
  claims: SessionClaims | null;
  claimsStatus: 'idle' | 'loading' | 'ready' | 'failed';
  activeDashboard: Role | null;
};

export const initialSessionState: SessionState = {
  status: 'unknown',
  token: null,
  user: null,
  claims: null,
  claimsStatus: 'idle',
  activeDashboard: null,
};

const DASHBOARD_KEY = 'penwright.activeDashboard';
let state = initialSessionState;
const listeners = new Set<() => void>();
let navigate: (to: string) => void = (to) => window.location.assign(to);

function set(patch: Partial<SessionState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

export const sessionStore = {
  getState: (): SessionState => state,
  getServerState: (): SessionState => initialSessionState,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function rememberDashboard(role: Role | null): void {
  try {
    if (role) sessionStorage.setItem(DASHBOARD_KEY, role);
    else sessionStorage.removeItem(DASHBOARD_KEY);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
}

function rememberedDashboard(): string | null {
  try {
    return sessionStorage.getItem(DASHBOARD_KEY);
  } catch {
    return null;
  }
}

/** Drops everything the session held: token and timer, roles and flags, cached data. */
function resetSession(): void {
  clearIdToken();
  queryClient.clear();
  rememberDashboard(null);
  set({ ...initialSessionState, status: 'signed-out' });
}

type IdentitySession = { user: { id: string; email: string; name: string; emailVerified: boolean } } | null;

/**
 * The two reads every page makes go through the API client rather than the identity client,
 * so public pages need not download the latter just to learn whether someone is signed in.
 */
async function fetchToken(): Promise<string | null> {
  try {
    const body = await apiRequest<{ token?: string } | null>('/api/auth/token', { silent: true });
    return body && 'token' in body && typeof body.token === 'string' ? body.token : null;
  } catch {
    return null;
  }
}

async function fetchIdentitySession(): Promise<IdentitySession> {
  const body = await apiRequest<IdentitySession>('/api/auth/get-session', { silent: true });
  return body && 'user' in body && body.user ? body : null;
}

/**
 * Reloads the roles from a fresh token; on failure the user keeps no roles or flags. Claims already held stay
 * in use meanwhile, so a refresh after a change of plan does not blank the page behind the route guards.
 */
export async function refreshClaims(): Promise<SessionClaims | null> {
  if (!state.claims) set({ claimsStatus: 'loading' });
  const claims = await loadClaims(true);
  if (!claims) {
    set({ claims: null, claimsStatus: 'failed', activeDashboard: null });
    return null;
  }
  const activeDashboard = pickDashboard(claims.roles, state.activeDashboard ?? rememberedDashboard());
  rememberDashboard(activeDashboard);
  set({ claims, claimsStatus: 'ready', activeDashboard });
  return claims;
}

/** Reads the identity session (cookie) and, when there is one, the token and roles. */
export async function establishSession(): Promise<void> {
  const data = await fetchIdentitySession();
  if (!data) {
    // Nobody is signed in: nothing to clear, and the public pages keep their cached data.
    set({ ...initialSessionState, status: 'signed-out' });
    return;
  }
  const { id, email, name, emailVerified } = data.user;
  set({ status: 'signed-in', user: { id, email, name, emailVerified } });
  await getFreshIdToken(true);
  await refreshClaims();
}

export function setActiveDashboard(role: Role): void {
  if (!state.claims?.roles.includes(role)) return;
  rememberDashboard(role);
  set({ activeDashboard: role });
}

export function updateSessionUser(patch: Partial<SessionUser>): void {
  if (state.user) set({ user: { ...state.user, ...patch } });
}

/** Ends the identity session; rejects when the identity service refuses, leaving the session as it was. */
export async function signOut(): Promise<void> {
  const client = await loadAuthClient();
  const { error } = await client.signOut();
  if (error) throw new Error(error.message ?? 'Sign-out failed');
  resetSession();
}

let started = false;

/** Wires the token source and the expired-session path once, then reads the current session. */
export function startSession(options: { navigate: (to: string) => void }): void {
  navigate = options.navigate;
  if (started) return;
  started = true;
  setTokenSource(fetchToken);
  onIdTokenChange((token) => set({ token }));
  setSessionExpiredHandler(() => {
    const here = window.location.pathname + window.location.search;
    resetSession();
    void loadAuthClient().then((client) => client.signOut());
    navigate(loginPath(here));
  });
  establishSession().catch((error: unknown) => {
    console.error('Could not read the session', error);
    resetSession();
  });
}
