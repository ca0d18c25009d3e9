import { useSyncExternalStore } from 'react';
import { sessionStore, type SessionState } from './session-store';

/** The signed-in user, token, roles and active dashboard, as React state. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getState, sessionStore.getServerState);
}
