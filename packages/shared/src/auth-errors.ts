/**
 * Identity error codes (the specification's namespace) and the English message the client shows for each.
 * The server answers identity failures with these codes; anything unmapped shows the fallback.
 */
export const AuthErrorMessages = {
  'auth/email-already-in-use': 'This email address is already used by another account.',
  'auth/invalid-email': 'This email address is badly formatted.',
  'auth/wrong-password': 'The password is invalid, or this account has no password.',
  'auth/user-not-found': 'No account exists for this email address.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/weak-password': 'Passwords need 6 characters or more.',
  'auth/too-many-requests':
    'Access from this device is blocked for now after unusual activity. Try again later.',
  'auth/network-request-failed': 'The network request failed. Check your connection and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'auth/popup-blocked': 'The browser blocked the sign-in window.',
  'auth/account-exists-with-different-credential':
    'An account with this email address already exists with a different sign-in method.',
  'auth/requires-recent-login': 'For your security, sign in again before doing this.',
  'auth/expired-action-code': 'This link has expired. Ask for a new one.',
  'auth/invalid-action-code': 'This link is invalid or has already been used. Ask for a new one.',
  'auth/user-token-expired': 'Your session has expired. You must sign in again.',
  'auth/id-token-expired': 'Your session has expired. You must sign in again.',
  'auth/argument-error': 'Some of the details sent are missing or invalid.',
  'auth/admin-restricted-operation': 'Only an administrator can do this.',
} as const;

export type AuthErrorCode = keyof typeof AuthErrorMessages;

export const UNKNOWN_AUTH_ERROR = 'Unknown Firebase error';

export function authErrorMessage(code: string | undefined | null): string {
  if (code && code in AuthErrorMessages) return AuthErrorMessages[code as AuthErrorCode];
  return UNKNOWN_AUTH_ERROR;
}
