import { jwtClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** The identity service client; loaded on demand so public pages stay light. */
export const authClient = createAuthClient({
  baseURL: `${window.location.origin}/api/auth`,
  plugins: [jwtClient()],
});

export type AuthClient = typeof authClient;
