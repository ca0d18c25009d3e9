import type { AuthClient } from './auth-client';

let loading: Promise<AuthClient> | null = null;

/** The identity client, imported the first time something needs it (never during prerendering). */
export function loadAuthClient(): Promise<AuthClient> {
  loading ??= import('./auth-client').then((module) => module.authClient);
  return loading;
}
