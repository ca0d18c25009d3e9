import { AuthErrorMessages, type AuthErrorCode } from '@penwright/shared';

// The identity library's error codes, translated into the specification's namespace.
const LIBRARY_CODES: Record<string, AuthErrorCode> = {
  USER_ALREADY_EXISTS: 'auth/email-already-in-use',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth/email-already-in-use',
  INVALID_EMAIL: 'auth/invalid-email',
  PASSWORD_TOO_SHORT: 'auth/weak-password',
  PASSWORD_TOO_LONG: 'auth/argument-error',
  INVALID_PASSWORD: 'auth/wrong-password',
  INVALID_EMAIL_OR_PASSWORD: 'auth/wrong-password',
  USER_NOT_FOUND: 'auth/user-not-found',
  USER_DISABLED: 'auth/user-disabled',
  INVALID_TOKEN: 'auth/invalid-action-code',
  TOKEN_EXPIRED: 'auth/expired-action-code',
  SESSION_EXPIRED: 'auth/requires-recent-login',
  SESSION_NOT_FRESH: 'auth/requires-recent-login',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'auth/wrong-password',
  VALIDATION_ERROR: 'auth/argument-error',
  MISSING_FIELD: 'auth/argument-error',
  BODY_MUST_BE_AN_OBJECT: 'auth/argument-error',
};

export interface IdentityError {
  code: string;
  message: string;
}

export function identityError(code: AuthErrorCode, message?: string): IdentityError {
  return { code, message: message ?? AuthErrorMessages[code] };
}

/** Maps a failed identity response to `{code, message}` in the product's namespace. */
export function translateIdentityError(status: number, body: unknown): IdentityError {
  if (status === 429) return identityError('auth/too-many-requests');
  const libraryCode = typeof body === 'object' && body && 'code' in body ? String(body.code) : '';
  const libraryMessage = typeof body === 'object' && body && 'message' in body ? String(body.message) : '';
  const mapped = LIBRARY_CODES[libraryCode];
  if (mapped)
    return identityError(
      mapped,
      mapped === 'auth/argument-error' && libraryMessage ? libraryMessage : undefined,
    );
  if (status === 401)
    return { code: 'auth/unauthenticated', message: libraryMessage || 'Sign in to continue.' };
  const code = libraryCode ? `auth/${libraryCode.toLowerCase().replace(/_/g, '-')}` : 'auth/internal-error';
  return { code, message: libraryMessage || 'The request could not be completed.' };
}
